import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H19: a slot for any means, place or time word of a family, in the nine languages,
// each beside an everyday frame that must stay quiet. Our own sentences, not the round's.
describe('a method checked and asked after, with any medication or place word', () => {
  it.each([
    ['combien de paracetamol il faut pour que ce soit fini', 'high'],
    ['wie viel Paracetamol ist tödlich, ehrlich gefragt', 'high'],
    ['cuánto ibuprofeno es letal? necesito saberlo', 'high'],
    ['quanta tachipirina è letale, chiedo sul serio', 'high'],
    ['which footbridge near campus doesnt have a fence', 'high'],
    ['el puente del río no tiene rejas, ya lo miré', 'high'],
    ['desde cuántos metros hay que caer para no sobrevivir', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'how many ibuprofen can i take for a migraine?',
    'combien de doliprane par jour pour une grippe ?',
    'how many floors does the new library have?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a height gone back to and looked down from', () => {
  it.each([
    ['sono tornata di nuovo sul ponte, guardando giù per tanto tempo', 'high'],
    ['fui de novo no viaduto, fiquei olhando lá embaixo', 'high'],
    ['every night i go up to the roof and sat at the edge, every night this week', 'high'],
    ['我这几天晚上都去天台往下看', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'fomos ao viaduto de novo pra tirar fotos do pôr do sol',
    'fui de novo no viaduto pra tirar fotos do pôr do sol',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a blade hidden or taken up again', () => {
  it.each([
    ['otra vez la cuchilla anoche, en los muslos para que nadie lo vea', 'high'],
    ['hier soir j’ai repris la lame, là où personne regarde', 'high'],
    ['gestern wieder die Klinge. trag nur noch lange Ärmel', 'high'],
    ['kal phir se blade, taaki kisi ko na dikhe', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'changed the blade on my razor again yesterday, it was blunt',
    'la cuchilla de la batidora se rompió otra vez ayer',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('coercion, danger at home and restriction told by their facts', () => {
  it.each([
    ['il mio ragazzo mi ha dato uno schiaffo ieri', 'high'],
    ['mon copain m’a serré le cou pendant la dispute', 'high'],
    ['my dad is drunk and smashing things, ive locked my door', 'critical'],
    ['day 4 of under 500 cals and i fainted in the library', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'this salad has 450 calories, perfect for lunch',
    'the canteen labels every dish, most are 600 kcal or less',
    'ive locked my door because my flatmate keeps borrowing my charger',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('means kept ready with tonight, farewells by thanks and leave taken', () => {
  it.each([
    ['the rope is under my bed. tonight', 'critical'],
    ['grazie di tutto, scusate per tutto', 'medium'],
    ['obrigado por tudo, cuidem do meu gato por mim', 'high'],
    ['sie soll meine Katze nehmen. für immer', 'high'],
    ['je laisse les clés à Inès, tout est expliqué dans la lettre', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'thanks for everything, see you next term!',
    'the climbing rope is in my wardrobe, gym tonight?',
    'can i get a letter for my DSA renewal?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('pills set out with the act weighed, a plan in emoji with a clock, errands with a day', () => {
  it.each([
    ['pills lined up on my desk. still deciding', 'critical'],
    ['comprimidos enfileirados na mesa, só decidindo', 'critical'],
    ['🪢🚪 🕚', 'critical'],
    ['gave away my guitar and wrote down who gets what. it goes out on friday', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'vitamins lined up next to a glass of water for the morning',
    '🕙 lecture then 🍕',
    'deleted my socials and unsubscribed from everything, digital detox starts monday',
    'still deciding whether to take the train or the bus on friday',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('affairs cleared for the family after one is gone, a means kept to use on oneself', () => {
  it.each([
    ['paying off my library fines so there is nothing left for my parents to sort out after im gone', 'high'],
    ['keeping the spare insulin in my room for when i decide to use it', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'can i pay my library fines online? i want my account completely clear before graduation',
    'the nurse showed me how to use the new insulin pen, i decide the dose with her',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('harm to others told by what would be done', () => {
  it.each([
    ['my housemates keep taking my stuff. thinking about what i could put in their tea', 'high'],
    ['so angry i keep thinking about waiting for him after the lab and hurting him badly', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'what i could put in the curry to make it less spicy?',
    'i fell off my bike and hurt my knee badly',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
