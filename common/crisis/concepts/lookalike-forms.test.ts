import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms of harmless look-alikes (lookalike-words.ts and idioms.ts), each beside a risky look-alike that must
// still flag. Our own sentences.
describe('an idiom frame of study, work or laughter in other languages', () => {
  it.each([
    'ich bring mich um vor lachen, der Professor ist so witzig',
    'mi ammazzo di studio per l esame di anatomia',
    'mi ammazzo dalle risate con i miei coinquilini',
    'me mato de estudar pra prova de amanha',
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ['ich bring mich um, heute nacht', 'critical'],
    ['mi ammazzo stasera, ho le pillole', 'critical'],
    ['mi ammazzo di pillole stasera', 'critical'],
    ['me mato de estudar e hoje vou me matar de verdade', 'critical'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('fed up with an ordinary nuisance', () => {
  it.each([
    "j'en peux plus de ce bruit dans la résidence, qui contacter ?",
    'no aguanto más el ruido de las obras, ¿a quién llamo?',
    'non ne posso più di questo rumore in residenza, chi devo contattare?',
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ['me mato, no aguanto más', 'medium'],
    ["j'en peux plus de cette vie", 'medium'],
    ["j'en peux plus, je veux mourir", 'high'],
    ['non ne posso più, voglio morire', 'high'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('an ordinary thing mourned as a joke', () => {
  it.each(['rip my sleep schedule ⚰️', 'rip my bank account 🪦 after freshers week'])(
    'stays quiet: %s',
    (text) => quiet(text),
  );

  it.each([
    ['rip me ⚰️', 'medium'],
    ['rip my sleep schedule ⚰️ and honestly i want to die', 'high'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('an errand or a gift before a trip home or abroad', () => {
  it.each([
    'closing my student bank account before i go back to Korea, who do i ask?',
    'cancelling my phone contract before i go back home to Brazil, which form do i need?',
    'sold my bike and gave my plants to my neighbour before the semester abroad',
    'gave my textbooks and my lamp to the freshers before my semester abroad',
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ["sold my things, won't need them where i'm going", 'high'],
    ["gave my plants to my neighbour, i won't be needing them anymore", 'high'],
    ["closing my bank account before i go, it's all arranged", 'high'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('a jump done as a group for an event', () => {
  it.each([
    "we're jumping off the pier into the sea for the swim society charity event",
    "we're jumping into the lake for the rowing club new year plunge, do we need a permit?",
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ['going to jump off the pier tonight', 'critical'],
    ["we're going to jump off the pier tonight", 'critical'],
    ["i'm jumping off the pier after the society social tonight", 'critical'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('a note about a chore', () => {
  it.each([
    'left a note on the door for my flatmate about the bins',
    'left a note on the fridge for my housemates about the washing up',
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ['i left a note for my mum on my bed', 'high'],
    ['left a note about the bins and a letter for my mum on my bed. goodbye', 'high'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

describe('help asked for someone else who is with family now', () => {
  it.each([
    'my friend said she wants to die, how do I support her? she is with her mum now',
    'my roommate told me she wants to die, she is at her parents now, how can i support her?',
  ])('stays quiet: %s', (text) => quiet(text));

  it.each([
    ['my friend took 30 pills, she is with her mum now, what do i do', 'critical'],
    ['my friend said she wants to die and she is alone now', 'high'],
  ] as const)('%s -> %s', (text, level) => expect(levelOf(text)).toBe(level));
});

// Further harmless look-alikes in the same spirit: idioms in other languages, errands, group activities and chores.
describe('further look-alikes stay quiet', () => {
  it.each([
    'je me tue à réviser pour le partiel de stats',
    'me estoy matando a estudiar para el final de química',
    'tô me matando de estudar pra prova de cálculo',
    'ich lach mich tot über den neuen Dozenten',
    '笑死我了，教授今天穿着睡衣来上课',
    'main hans hans ke mar gaya, prof ka joke best tha',
    'ميت من الضحك على المحاضرة اليوم',
    "returning my library books and handing in my keys before i fly back to Lagos, where's the desk?",
    "we're abseiling off the library roof for the rag charity challenge, can we book the rooftop?",
    'our society is doing a sponsored skydive, we jump from 10,000 feet on saturday',
    'i wrote a goodbye note to my flatmates about the cleaning rota before moving out',
  ])('%s', (text) => quiet(text));
});
