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
