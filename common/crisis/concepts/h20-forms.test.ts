import { describe, expect, it } from 'vitest';
import { screenText } from '../index';

const levelOf = (text: string) => screenText(text).level;

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
    expect(screenText(text).is_crisis).toBe(false);
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
    expect(screenText(text).is_crisis).toBe(false);
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
    expect(screenText(text).is_crisis).toBe(false);
  });

  it('kms with a time stays critical', () => {
    expect(levelOf('kms the pain is too much tonight')).toBe('critical');
  });
});
