import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H23, each beside its counterpart: a harmless frame that must stay quiet, and a risky
// text that must keep its level. Our own sentences, not the round's.
describe('false alarms: told as over, asked for someone else, games and study', () => {
  it.each([
    'back in 2021 i had a rough patch (suicidal thoughts at the time, all sorted now). can i get a copy of my transcript?',
    'my flatmate stopped eating and collapsed at training. who should i contact?',
    'a girl in my seminar gave away all her things and keeps thanking people. should i call someone?',
    'ran out of potions and bled out in the last dungeon again lol',
    "selling my anatomy books, i'm done with medicine (switching to economics)",
    'ich bring mich um wenn ich durchfalle lol, ich lerne einfach weiter',
    '朋友最近说活着没意思，我该怎么跟她说？',
    'بتمنى أختفي من السوشال شوي، كتير ضغط',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['i have suicidal thoughts again and nothing is sorted', 'high'],
    ['ich bring mich um, kein spaß', 'high'],
    ['ich bring mich um wenn ich durchfalle, das ist kein spaß', 'high'],
    ['我最近觉得活着没意思', 'medium'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('places scouted with a detail of the method, in several languages', () => {
  it.each([
    'la ringhiera è più bassa vicino al fiume, so già da che punto farlo',
    'le pont près de la gare, je sais exactement à quel endroit le faire',
    'wie hoch muss ein parkhaus sein, damit man es sicher nicht überlebt',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    "the railing on the stairs in block C is lower than you'd think, someone could trip. can estates fix it?",
    'das parkhaus hat 8 etagen, gibt es dort fahrradplätze?',
    'not sure exactly where to do it, the registration i mean',
    'la barandilla es baja en la escalera del edificio B, alguien se puede caer',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('means at hand: a key hidden, a hose in the car, tablets counted', () => {
  it.each([
    [
      'my stepdad keeps a rifle in the garage and i know where he hides the key. going home on friday',
      'critical',
    ],
    ['sitting in my car with a hose. bought it this afternoon', 'critical'],
    ['hab schon die tabletten von meiner oma gezählt. reicht locker. warte nur noch aufs wochenende', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'i know where my uncle hides the key to the bike shed',
    'need a hose for the car wash society, bought it today',
    'bought a hose and a roll of tape this morning for the garden',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('finality by errands, with calm or "when i\'m gone"', () => {
  it.each([
    ['gave away my guitar and my books this week. almost done now', 'medium'],
    [
      "my dog goes to my cousin on sunday. that was the last thing on the list. i'm weirdly calm, which is how i know i'm ready",
      'high',
    ],
    ["who will feed my dog when i'm gone? i've written letters for everyone", 'high'],
    ['deixei cartas pra todo mundo. obrigada por tudo', 'high'],
    ['no creo que nos volvamos a ver. gracias por todo, cuídense', 'medium'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'almost done now, just the references left',
    'last thing on the list is buying milk',
    "when i'm gone for the weekend can you feed my dog",
    'gracias por todo, no creo que nos volvamos a ver hasta septiembre',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('danger now, sextortion by its facts, eating-disorder signs, terse wishes, hidden self-harm', () => {
  it.each([
    ['ele tá me batendo agora, socorro', 'high'],
    ['mi ex me espera en la parada cada día, lo vi esperándome ayer', 'high'],
    ['they said they will post them to my class group chat tonight unless i pay. or they post them', 'high'],
    ["j'arrête de manger depuis une semaine et j'ai le coeur qui cogne", 'high'],
    ['yaar 4 din se kuch nahi kha rahi, aankhon ke aage andhera aa jata hai', 'high'],
    ['بقالي أسبوع باكل وجبة صغيرة وحدة، أغمى علي اليوم', 'high'],
    ['done being alive tbh', 'medium'],
    ['woke up disappointed again. every morning', 'medium'],
    ['بتمنى أختفي وخلاص', 'medium'],
    ["I can't wear the unisuit because of what I've been doing to my arms and legs", 'medium'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "my coach asked what i've been doing to my arms and legs at the gym, they're so strong now",
    "j'arrête de manger du sucre pour le carême",
    'me tranquei no quarto pra estudar pra prova',
    'they have my pictures from the photoshoot ready for collection',
    'woke up disappointed that the snow melted',
    'sono ricaduto nel vizio del caffè',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('later forms: a pet rehomed before "when i\'m gone", an amount taken in Hindi, a roof now in Arabic, a door left open in Chinese', () => {
  it.each([
    ["found a good home for my rabbit. one less thing to sort when i'm gone", 'high'],
    ['party mein bahut zyada le liya, saans nahi aa rahi', 'critical'],
    ['أنا عالسطح هلأ، الليلة رح أخلص من كل شي', 'critical'],
    ['图书馆楼顶的门没锁，我上去了好几次，往下看', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'maine khana bahut zyada le liya, pet bhar gaya',
    '我给他打了好几次电话',
    'no creo que nos volvamos a ver hasta septiembre, gracias por todo',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('thoughts told of in a long ticket are not a wish timed by its question', () => {
  it.each([
    [
      'how long is the counselling wait right now? i keep thinking about killing myself most nights and it scares me',
      'high',
    ],
    ['i want to kill myself right now', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});
