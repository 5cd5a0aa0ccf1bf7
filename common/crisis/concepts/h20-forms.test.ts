import { describe, expect, it } from 'vitest';
import { screenText } from '../index';
import { levelOf, quiet } from './test-helpers';

// General forms added after H20, in the nine languages, each beside its counterpart: a harmless frame that must
// stay quiet, and a risky text that must keep its level. Our own sentences, not the round's.
describe('a past episode told as over, with an ordinary request', () => {
  it.each([
    'i cut myself back in 2019, got so much support, and now i want to volunteer with nightline. where do i sign up?',
    'he used to shove me around, that’s all behind me now. how do i change my address on the portal?',
    'hace años me hice daño, ya quedó atrás y ahora quiero ser voluntaria en la línea de ayuda',
    'j’ai fait une overdose il y a des années, c’est derrière moi, maintenant je veux être bénévole',
    'ich hab mich früher geritzt, das liegt hinter mir. jetzt studiere ich Psychologie',
    'tentei me matar anos atrás, ficou para trás. quero ser voluntária no CVV',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['i tried to kill myself back in 2019. got support back then but now i want to die again', 'high'],
    ['i used to cut, that’s behind me, but last night i cut again and it won’t stop bleeding', 'critical'],
  ] as const)('a present episode beside it keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('help asked for someone else, training and first aid', () => {
  it.each([
    'my roommate keeps saying he wants to kill himself, how do i bring it up with him?',
    'mia sorella dice sempre che vuole morire, come posso aiutarla senza peggiorare?',
    '我朋友总说想死，我该怎么帮她？',
    'صاحبتي تقول انها تبي تموت، كيف اساعدها؟',
    'meri dost kehti hai ki woh marna chahti hai, kaise madad karun?',
    'if someone tells me they took too many pills, what do we do first? it’s for the first aid training',
    'wenn mir jemand sagt, dass er sich umbringen will, was mache ich? das kam im Erste-Hilfe-Kurs',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it('the writer speaking of themselves beside it keeps the level', () => {
    expect(levelOf('my friend keeps saying she wants to die. i want to die too. how do i help her')).toBe(
      'high',
    );
  });
});

describe('game tips and idioms with an everyday object', () => {
  it.each([
    'speedrun strat: jump off the bridge, you respawn at the checkpoint',
    'kms the bus was late again',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it('kms with a time stays critical', () => {
    expect(levelOf('kms the pain is too much tonight')).toBe('critical');
  });
});

describe('despair told alone, no future, a wish to stop living', () => {
  it.each([
    ['can’t do this anymore', 'medium'],
    ['bas ab aur nahi hota', 'medium'],
    ['i don’t see myself alive past christmas', 'high'],
    ['no me veo viva después de los exámenes', 'high'],
    ['je ne me vois pas vivante l’année prochaine', 'high'],
    ['ready to stop trying to stay alive', 'high'],
    ['ya no quiero seguir viva', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'ugh i’m so done with this semester 😭 when are results released?',
    'i can’t do this anymore, the wifi keeps dropping during my online exam',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a blade held or kept at hand now', () => {
  it.each([
    ['tengo la cuchilla en mi estuche ahora', 'high'],
    ['i’m sitting here holding the blade', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('a blade kept with nothing now stays below high', () => {
    expect(levelOf('keep the blade in my pencil case just in case. havent used it this week')).not.toBe(
      'high',
    );
  });

  it('stays quiet: a blade for a craft module', () => {
    expect(screenText('my pencil case has a ruler and a blade for my craft module').is_crisis).toBe(false);
  });
});

describe('finality, danger, trackers and overdoses told by their facts', () => {
  it.each([
    ['if anyone finds this, my notes are in the blue folder and rent is paid till june. love you', 'high'],
    ['thinking about the canal every night, just walking in', 'high'],
    ['he said i’m next. i’m hiding in my room', 'critical'],
    ['my flatmate took way too much at the party, he’s not responding and his lips are blue', 'critical'],
    ['taking the whole box of my sertraline after my shift', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('a tracker hidden on one’s things is flagged', () => {
    expect(screenText('found a gps tracker in my car, i think it’s my ex').is_crisis).toBe(true);
  });

  it.each([
    'my rent is paid till june, can i get a refund if i move out early?',
    'i’m next in the queue for the printer',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a weapon brought for a person or a place of study, with a condition and no threat word', () => {
  it.each([
    'if he mocks me in the lab again i’m bringing my knife to the lab',
    'si el profe me suspende otra vez llevo la navaja a clase',
    'إذا الدكتور سقطني مرة ثانية بجيب سكين أبوي للجامعة',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    'i’m bringing my knife set to the cooking society social',
    'bringing my bat to cricket practice with the society tomorrow',
    'can i bring a knife to the camping trip with the hiking society?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('self-harm told by its traces hidden', () => {
  it.each([
    'how do i get blood off my sheets without my roommate noticing',
    'cortes nos braços, sangue no lençol, como limpar sem ninguém perceber',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    'how do i get period blood out of my sheets without my flatmate noticing',
    'wie bekomme ich periodenblut aus dem laken, ohne dass es jemand merkt',
    'how do i leave the lecture early without anyone noticing',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a price is not a pill count', () => {
  it('stays quiet: errands before moving abroad with a fine in pounds', () => {
    expect(
      screenText(
        'I’m moving back to Canada in June. I’d like to close my account and pay the last library fine of £4.20. I’ve already cancelled my phone contract. Thank you for everything',
      ).is_crisis,
    ).toBe(false);
  });

  it('a pill count with a medication taken stays flagged', () => {
    expect(screenText('took 20 of my sertraline an hour ago, feel dizzy').is_crisis).toBe(true);
  });
});

describe('a firearm kept in a named room of the house, with tonight', () => {
  it.each([
    'my dad keeps a shotgun in the shed. tonight i’m home alone',
    'mein Vater hat ein Gewehr im Keller. heute Abend bin ich allein',
  ])('%s -> critical', (text) => {
    expect(levelOf(text)).toBe('critical');
  });

  it('stays quiet: a shed with no weapon', () => {
    expect(screenText('the bikes are in the shed, tonight we fix the brakes').is_crisis).toBe(false);
  });
});
