import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H24, each beside its counterpart: a harmless frame that must stay quiet, and a risky
// text that must keep its level. Our own sentences, not the round's.
describe('false alarms: a jump vowed on a device, help asked for someone else, a reading group', () => {
  it.each([
    "i'm jumping out the window if my laptop crashes again before the deadline (i won't, it's just the laptop)",
    'my cousin is being blackmailed over some photos, where should i send her for advice?',
    'reading group next week is Mrs Dalloway, content warning for suicide but all welcome',
    'a friend is being harassed online, where can i point her for advice?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["i'm jumping off the bridge tonight if nobody answers", 'critical'],
    ["i'm jumping off the bridge if my phone doesn't get a reply from him tonight", 'critical'],
    ['reading group this week. i want to kill myself', 'high'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('finality by errands and absence', () => {
  it.each([
    ["gave my guitar to my flatmate. won't be needing it where i'm headed", 'high'],
    ["returned all my books and paid what i owed, to leave things clean. won't get to say it myself", 'high'],
    ["si je ne suis pas là c'est normal. prenez soin de vous", 'high'],
    ['die abschiedsbriefe sind schon geschrieben', 'high'],
    ['las cartas de despedida ya están escritas', 'high'],
    [
      'ho lasciato la bici per chi la vuole. mi sembra il momento di sistemare le cose per bene. grazie di tutto',
      'high',
    ],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "gave my guitar to my little brother for his birthday, he's been asking for ages",
    'returned every book to the library today and paid the fine, wanted to leave things clean before the summer',
    "we're moving next month, giving my plants away to people on my corridor",
    "si je suis pas là lundi c'est normal, je suis chez le dentiste. bon week-end",
    "if i'm not in seminar next week it's because of my sister's wedding, you'll all be fine with the presentation",
    'mi trasferisco a Milano per lavoro, i libri li ho regalati ai compagni e la bici è per chi la vuole',
    'i libri li ho regalati alla biblioteca del dipartimento',
    'dei os meus livros pra biblioteca do curso',
    'la pizza que sobró es para quien la quiera',
    'me mudo a Valencia, los libros los he regalado y la lámpara para quien la quiera',
    'cover letter written, finally',
    'farewell card for Dr Lee is in the office',
    'adieu les vacances, demain c’est la rentrée',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('ideation told as pictures and wishes, in several languages', () => {
  it.each([
    'if a car clipped me on the way home i honestly wouldnt mind',
    'everyone would manage fine without me',
    'ich glaube, alle wären ohne mich besser dran',
    'no quiero estar aquí ya',
    '我真的想消失',
    'so tired of waking up after taking them',
    'todo mundo ficaria melhor sem mim',
    'tout le monde serait mieux sans moi',
    "honestly i'm not in a good place, everyone would manage fine without me",
    "i've pictured the phone call and the funeral",
  ])('%s -> medium', (text) => {
    expect(levelOf(text)).toBe('medium');
  });

  it.each([
    'tired of waking up after 10 because of the construction noise next door',
    'no quiero estar aquí ya, hace mucho frío, ¿a qué hora cierra la biblioteca?',
    'ya no quiero estar en este grupo de trabajo, ¿cómo me cambio?',
    'não quero mais estar aqui nessa república, quero mudar de quarto',
    'non voglio più stare qui in questo appartamento, come cambio stanza?',
    'railway crossing pe traffic bahut hai, bus late ho gayi',
    "two years ago i had suicidal thoughts, therapy helped and i'm in a good place now. can i volunteer?",
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('eating-disorder danger by its signs, overdoses told as past, means by their facts', () => {
  it.each([
    ['took 15 senna last night and i keep nearly passing out', 'high'],
    ['my fingers are purple all the time and i still feel too big', 'high'],
    ["i'm trying to keep my eating to almost nothing and i passed out twice", 'high'],
    ['how many ibuprofen is actually dangerous?', 'high'],
    ['thinking about just not turning at the bend on the ring road', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'my dietitian set me a plan of 1800 calories, feel too big for my old jeans though',
    "the dietitian says my hands are purple because of raynaud's, how do i get a note for the cold lab?",
    'i had like 30 emails last night about the group project',
    'how many coffees is actually dangerous?',
    'which floor is high enough to see the fireworks?',
    "can i get whatever's left in my account refunded? the laundry card i mean",
    'my plants away with the neighbours for august, can someone water the corridor ones?',
    'trying to keep my eating to three meals a day, any healthy options in the canteen?',
    'the team will manage without me for a week while i am at the conference',
    'gave my bike to my brother, he needs it more for school',
    'would anyone notice if i just stopped showing up to the 9am? asking for attendance rules',
    'my mum had like 30 paracetamol in the cupboard, is that normal?',
    'how many hours of sleep is actually dangerous before an exam',
    'what time does the level crossing close for the freight trains? planning a bike trip to Ashby',
    'je connais par coeur les horaires du TER pour rentrer chez mes parents le week-end',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('danger at home: doors broken now, a forced marriage', () => {
  it.each([
    ['أبي يكسر الأبواب الآن، أنا مختبئة في غرفتي', 'critical'],
    ['أهلي يريدون تزويجي بالقوة', 'high'],
    ["my parents want me to marry someone they've picked and i'm scared", 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'my parents are holding my passport until the visa renewal comes through, which documents do you need?',
    'my parents want me to marry my boyfriend soon, can i get leave for the wedding?',
    'the storm broke the doors of the shed last night, can someone fix them?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('threats told by a weapon brought or a target waited for, with no threat word', () => {
  it.each([
    ['se mi prende ancora in giro porto a lezione il coltello', 'high'],
    ['سأنتظره عند سيارته بعد المحاضرة، أعرف متى يخرج الدكتور', 'high'],
    [
      "if he does it again i'm waiting for him outside, i know where he parks. the prof thinks he's untouchable",
      'high',
    ],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'porto in aula il portatile domani per la presentazione',
    'waiting for my tutor in the library, she is in a meeting',
    "i'm waiting for the prof, he's in the lab right now",
    'أنتظر الدكتور عند المكتب وأعرف متى يخرج من المحاضرة عشان أسأله عن الامتحان',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
