import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H30, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('ideation as a decision or a wish, eating-disorder danger signs, abuse by control and sextortion', () => {
  it.each([
    ['i want it all to be over. and by it i mean me', 'high'],
    ['honestly wish a car would clip me on the way home', 'medium'],
    ['ich habe beschlossen, dass ich nicht mehr weitermache', 'high'],
    ["about to take all of them, i'm sorry", 'high'],
    ["there's blood when i make myself sick now, is that bad", 'high'],
    ['nach dem Abendessen kotz ich jedes Mal, heute war Blut dabei', 'high'],
    ['sie droht, die Videos an alle zu schicken, wenn ich nicht bezahle', 'high'],
    ['mio fratello mi mette le mani addosso quando perde', 'high'],
    ['mi novio me tiene encerrada y no me deja llamar a nadie', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'nach jedem Essen gehe ich gern spazieren',
    'i take all of them to the recycling centre on sundays',
    'the landlord took my keys back at the end of the lease',
    'the embassy has taken my passport for the visa, when do i get it back',
    'ich mache nicht mehr weiter mit dem Chemiekurs, ich wechsle zu Bio',
    'the bus would clip the kerb on that corner every morning',
    'comendo uma vez por dia no restaurante universitário, é barato',
    'la mamma mi mette le mani sui capelli per fare la treccia',
    'paid back my mate for the festival ticket, we are square now',
    'charcoal for the barbecue on saturday, who is bringing it',
    'i quit smoking a year ago today!! one year free',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('finality by goodbyes and letters, self-harm hidden, a wish to be missed by no one', () => {
  it.each([
    ["dites à mon frère que je l'aime, voilà", 'high'],
    ['deixei a carta em cima da mesa pra minha mãe', 'high'],
    ['ho ridato i soldi a tutti, ora posso andare tranquilla', 'high'],
    ['以后就不陪你们了，谢谢', 'high'],
    ['meine Freunde werden mich nicht vermissen, niemand wird mich vermissen', 'medium'],
    ['mes jambes sont couvertes de marques, personne ne doit voir', 'high'],
    ['if anyone finds this later, none of it was your fault', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "dites à ma sœur que je l'appelle demain, je suis en cours",
    'já deixei a carta de recomendação na secretaria',
    "mes mains sont couvertes de marques de peinture après l'atelier",
    'il rentre dans vingt minutes, on fait la cuisine ensemble',
    'ho restituito i libri in biblioteca, ora posso andare tranquillo in vacanza',
    'the new scars on the old oak tree in the park after the storm',
    'gg ez, killed them all in the last round, ranked tomorrow?',
    'wearing long sleeves to the lab because its freezing in there',
    '谢谢大家这些年照顾我，毕业以后常联系',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a contraction without an apostrophe is never skipped inside a term', () => {
  it.each([
    ['i dont feel safe with myself', 'high'],
    ['i dont feel safe around myself tonight', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each(['i feel safe now, thanks for checking in', 'i dont feel well, can i move my seminar'])(
    'stays quiet: %s',
    (text) => {
      quiet(text);
    },
  );
});

describe('water sports are an everyday reason', () => {
  it('stays quiet: how fast is the river for kayaking this weekend', () => {
    quiet('how fast is the river for kayaking this weekend');
  });
});
