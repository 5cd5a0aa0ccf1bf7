import { describe, expect, it } from 'vitest';
import { screenText } from '../index';
import { levelOf, quiet } from './test-helpers';

// General forms added after H22, in the nine languages, each beside its counterpart: a harmless frame that must
// stay quiet, and a risky text that must keep its level. Our own sentences, not the round's.
describe('idioms with a joke frame, games, study and everyday logistics', () => {
  it.each([
    'wifi down again, gonna kms',
    'the printer crashed mid-print, gonna kms',
    "I'm going to jump off a cliff if I see another spreadsheet tonight (I won't, I'll go to bed)",
    'overdosed on iced lattes before the exam, hands shaking lol',
    'overdosing on oat cappuccinos this week',
    'starving myself till the free pizza at the careers fair',
    "just got killed by the boss again, i'm going to throw my controller",
    'our moot problem is on domestic violence and self-defence',
    'writing a fanfic where the knight gives away his sword and fakes his death',
    "cancelling my locker and parking permit as I'm finishing my course. Send any refund to my account. Thanks for everything",
    "giving my textbooks to first years, won't be needing them where i'm going - a graduate job in Leeds",
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['wifi is down and i want to kill myself, i mean it', 'high'],
    ["i'm starving myself until i'm thin enough", 'high'],
    ['overdosed on my sleeping pills', 'critical'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('means kept at hand: a key known, a wardrobe with a time', () => {
  it.each([
    'my stepdad keeps a rifle in the hall cupboard and i know where the key is',
    "ho trovato la chiave dell'armadietto del fucile di mio zio",
    'die Schlinge liegt schon im Kleiderschrank. ich warte nur, bis alle weg sind',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    'my dad keeps his shotgun in the gun safe, he shoots clays',
    'i know where the key is for the bike shed',
    'der Strick für die Theaterprobe liegt im Kleiderschrank',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('places stopped on, sat on and scouted; lethality asked as time', () => {
  it.each([
    ['every night i stop on it a little longer, the bridge by the station', 'high'],
    ['قاعدة على الجسر الحين', 'critical'],
    ["j'ai repéré le pont près de la gare. j'y vais ce soir", 'critical'],
    ['estoy en la azotea, creo que es hoy', 'critical'],
    ['quanto ci vuole a morire se salti dal tetto della facoltà?', 'high'],
    ['wie lange dauert es zu sterben, wenn man von der Brücke springt', 'high'],
    ['how long does it take to drown in the canal', 'high'],
    ["which bridge in town doesn't have barriers along the side", 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'how long would it take to get to the river by bike?',
    'I scouted the bridge for our photography project',
    'our project maps barriers to help-seeking among students',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('acts just done, danger at home, hidden self-harm', () => {
  it.each([
    ['woke up in hospital after taking my whole prescription. home now', 'critical'],
    ['ho preso tutta la confezione, mi gira la testa e non respiro bene', 'critical'],
    ['abhi poori strip kha li, saans lene mein dikkat ho rahi hai', 'critical'],
    ["it's not safe to go home, he broke the door again", 'high'],
    ['no es seguro volver a casa, mi padre rompió la puerta', 'high'],
    ['he found my new address', 'medium'],
    ['ela achou meu novo endereço', 'medium'],
    ["I'd rather not explain the scars to the PE teacher", 'high'],
    ['🩹🩹 🧥', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'my whole prescription got lost in the post, can the GP resend it?',
    'woke up in A&E after falling off my bike, they discharged me',
    'my flatmate broke the door off the cupboard lol',
    "I'd rather not explain the marks on my essay to my tutor",
    'he comes in at night from his shift and wakes me up',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('finality by errands and letters, terse lines', () => {
  it.each([
    ["set up my auto-reply: 'no longer monitoring this inbox'. that's the last bit of admin done", 'high'],
    ['je laisse une lettre et les clés à ma coloc', 'high'],
    ['hoy se acaba todo', 'high'],
    ['meglio sparire', 'medium'],
    ['bas thak gayi hu, sab ke liye better hoga agar main na rahu', 'medium'],
    ['📸💰⏰', 'high'],
    ['👋 🕯️', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "that's the last bit of admin done for my visa, finally!",
    'hoy se acaba todo el plazo de matrícula',
    'meglio sparire per un weekend al mare',
    'mejor desaparecer un rato de las redes',
    'alguien se puede quedar con mi gato? me mudo a un piso donde no permiten mascotas',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a study framing denied in its sentence frames nothing', () => {
  it.each([
    'how many sleeping pills would it take to not wake up? not for an essay',
    '安眠药吃多少片才会不醒？不是写论文用的',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it('a study framing still frames: how many sleeping pills would be a lethal dose? for my pharmacology essay', () => {
    expect(
      screenText('how many sleeping pills would be a lethal dose? for my pharmacology essay').is_crisis,
    ).toBe(false);
  });
});
