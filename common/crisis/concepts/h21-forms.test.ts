import { describe, expect, it } from 'vitest';
import { screenText } from '../index';
import { levelOf, quiet } from './test-helpers';

// General forms added after H21, in the nine languages, each beside its counterpart: a harmless frame that must
// stay quiet, and a risky text that must keep its level. Our own sentences, not the round's.
describe('help asked next to a sentence about someone else', () => {
  it.each([
    "my flatmate told me he's been thinking about suicide. how do i support him?",
    'mi amiga me dijo que se quiere morir. ¿cómo puedo ayudarla sin empeorarlo?',
    "my housemate has stopped eating and i'm worried about her. who can i talk to?",
    'if a friend passes out after too many pills at a party, what do i do?',
    'si un ami prend trop de cachets en soirée, qui dois-je appeler ?',
    'doing a lit review on self-harm in teens, can i cite NGO reports?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it('the writer speaking of themselves beside it keeps the level', () => {
    expect(levelOf('my friend keeps saying she wants to die. i want to die too. how do i help her')).toBe(
      'high',
    );
  });
});

describe('idioms: a jump called a joke, kms with an everyday object', () => {
  it.each(["im jumping off the bridge jk it's literally a puddle", 'kms this laptop froze again'])(
    'stays quiet: %s',
    (text) => {
      quiet(text);
    },
  );

  it.each([
    ['im jumping off the bridge tonight, not joking', 'critical'],
    ['kms fr this time, not joking', 'high'],
  ] as const)('"not joking" keeps the level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('violence and coercion told by their facts', () => {
  it.each([
    'my boyfriend grabbed my neck when i came home late',
    'last week he grabbed my neck when i was late back',
    'mein Freund hat mich an den Haaren gezogen, weil ich zu spät war',
    'il mio ragazzo mi ha presa per il collo ieri sera',
    'un tipo tiene fotos mías y dice que las publica si no le pago',
    "il me suit jusqu'à chez moi tous les soirs",
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    "my dad's drunk and shouting that he'll get the gun",
    'meu padrasto bêbado tá gritando que vai pegar a arma',
  ])('a weapon fetched at home now: %s -> critical', (text) => {
    expect(levelOf(text)).toBe('critical');
  });

  it('violence denied with a contracted negation is not told', () => {
    expect(levelOf("she hasn't hit me, she just checks my phone")).toBe('medium');
  });

  it('stays quiet: a follow on social media', () => {
    expect(screenText('les gens me suivent sur insta').is_crisis).toBe(false);
  });
});

describe('acts just done and a time when everyone is asleep', () => {
  it.each([
    "the wound won't stop, it's still going through the towel",
    'الجرح ما وقف نزيف، لفيته بمنشفة وما زال يطلع دم',
    'ho appena finito tutta la scatola di pastiglie',
  ])('%s -> critical', (text) => {
    expect(levelOf(text)).toBe('critical');
  });

  it("pills counted, waiting till everyone's asleep, is flagged", () => {
    expect(screenText("counted all my pills. waiting till everyone's asleep").is_crisis).toBe(true);
  });

  it('stays quiet: a box of biscuits finished', () => {
    expect(screenText('ho appena finito tutta la scatola di biscotti lol').is_crisis).toBe(false);
  });
});

describe('farewells by thanks, belongings given up, a last thing written', () => {
  it.each([
    'thanks for everything guys',
    'grazie a tutti per questi anni, vi voglio bene',
    'cant see a point anymore',
  ])('told alone: %s -> medium', (text) => {
    expect(levelOf(text)).toBe('medium');
  });

  it.each([
    "this is the last thing i'm writing. deleted my accounts",
    '我的东西都分好了，以后不用麻烦大家了',
    'ich verschenk meine bücher, brauch ich eh nicht mehr',
  ])('%s -> high', (text) => {
    expect(levelOf(text)).toBe('high');
  });

  it.each([
    'thanks everyone, see you at the pub quiz',
    'ich verschenk meine bücher, weil ich nach Berlin ziehe',
    'me vuelvo a México en julio, regalo mi bici',
    'when i was younger i used to cut. how do i change my module?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('threats with where the target is; lethality checked', () => {
  it.each([
    ["if Marco says one more word i'm bringing my dad's knife, i know where he parks", 'high'],
    ['how much ibuprofen is too much? asking for myself', 'high'],
    ['wie hoch ist das dach vom Wohnheim? reicht das?', 'high'],
    ['conto ogni caloria, se supero le 700 mi sento uno schifo', 'medium'],
    ['ich rechne alles in kalorien um und hasse mich danach', 'medium'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('stays quiet: where he parks, for a lift', () => {
    expect(screenText("I know where he parks, I'll bring the car round for him").is_crisis).toBe(false);
  });
});

describe('danger and acts with "not waiting anymore", a rope kept, a roof gone up to', () => {
  it.each([
    ["my dad is drunk again and he's hitting my mum. i'm hiding in my room", 'critical'],
    ["he's asleep on the couch and i've got the knife. i'm not waiting anymore", 'critical'],
    ["i've had a rope under my bed for weeks. knowing it's there helps", 'high'],
    ['天台的门没锁，我最近每天都上去站一会儿', 'high'],
    ['ich wünsche mir manchmal, nicht mehr da zu sein', 'medium'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "i'm not waiting anymore for the bus, i'll walk to campus",
    "i've had a rope for climbing since first year, is the wall open on sundays?",
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('harm pictured and regret promised', () => {
  it('a push pictured is a threat told as a fantasy: medium by the rules', () => {
    expect(levelOf("sometimes i picture pushing him down the stairs. obviously i won't")).toBe('medium');
  });

  it('regret promised to a target where he lives is high', () => {
    expect(levelOf('going to make my landlord regret what he did. i know where he lives')).toBe('high');
  });

  it('stays quiet: regret of one’s own failing', () => {
    expect(screenText('i regret failing that module, can i resit?').is_crisis).toBe(false);
  });
});

describe('everyday sentences beside the new words stay quiet', () => {
  it.each([
    "he'll learn to cook eventually",
    "i left my charger in the lab, she'll find it tomorrow",
    "the last thing i'm writing tonight is my conclusion",
    'thank you all for coming to the event',
    'gracias a todos por venir',
    "j'ai résilié mon abonnement à la salle",
    "bringing my dad's car to campus tomorrow",
  ])('%s', (text) => {
    quiet(text);
  });

  it('a contract cancelled with "no longer needed" is high', () => {
    expect(levelOf("j'ai résilié mon forfait, j'en aurai plus besoin après ce mois-ci")).toBe('high');
  });
});

describe('someone else in danger now is never framed away by the help asked', () => {
  it.each([
    "my flatmate took 40 pills an hour ago and isn't waking up. what's the number to call?",
    "my friend just texted that she's on the bridge and saying goodbye. who can i talk to about this right now?",
    'if a friend is on the roof right now threatening to jump what do i do',
  ])('%s -> critical', (text) => {
    expect(levelOf(text)).toBe('critical');
  });

  it('stays quiet: training asked for, with "nothing\'s going on right now"', () => {
    expect(
      screenText(
        "What should I say if a friend ever tells me they're having suicidal thoughts? Nothing's going on right now, I just did the first aid course.",
      ).is_crisis,
    ).toBe(false);
  });
});

describe('a payment, a hair or a neck named without the act stays quiet', () => {
  it.each([
    'if i don’t pay the rent by friday i get a late fee',
    'si no pago la matrícula antes del lunes me dan de baja',
    'ho comprato un elastico per i capelli',
    'una sciarpa per il collo',
    'il me suit sur insta depuis hier',
    'compré un gel a base de agua',
    'they deserve it after all that hard work!',
  ])('%s', (text) => {
    quiet(text);
  });
});
