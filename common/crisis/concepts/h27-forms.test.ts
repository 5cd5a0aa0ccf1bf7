import { describe, expect, it } from 'vitest';
import { screenWithSecondOpinion } from '../classifier/opinion';
import { levelOf, quiet } from './test-helpers';

// General forms added after H27, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('false alarms: study, recovery, embarrassment and help asked for someone else', () => {
  it.each([
    'stats assignment on sextortion scams, could the police liaison do a short interview?',
    'law quiz: is assisted suicide legal anywhere in the EU? i got it wrong on the practice test',
    'i used to cut myself in sixth form, the scars are old and honestly fine now. can i swim in the uni pool?',
    'i was in an abusive relationship in first year, im safe and settled now. can i change my address on file?',
    'i literally want to disappear, i called my lecturer mum in front of everyone',
    'how do i talk to a flatmate who might be starving herself? want to be supportive',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('places, self-harm, harm to others, eating, finality and wishes told by their facts', () => {
  it.each([
    ["i'm on the multistorey roof, on the wrong side of the barrier", 'critical'],
    ['standing at the station and i keep drifting closer to the yellow line as the train comes', 'critical'],
    ['how long would someone last in the lake at night in january', 'high'],
    ["j'ai pris la pointe du compas sur mon avant-bras hier soir", 'high'],
    ['da un mese mi faccio male di nascosto sulle braccia', 'medium'],
    ['fui mais fundo do que queria ontem e não para de sangrar', 'critical'],
    ['the guy who bullied me deserves it. been learning how to make something that goes bang', 'medium'],
    ["i know his shift times at the bar and where he parks. he'll regret it", 'high'],
    ['sometimes i get an urge to shove people off the platform when the train comes', 'high'],
    ['un tizio ha delle mie foto e vuole soldi entro lunedì', 'high'],
    ['عنده صور لي ويهددني ينشرها بالجامعة', 'high'],
    ["3 pommes aujourd'hui et rien d'autre, demain une seule", 'medium'],
    ['só um café hoje e amanhã nem isso', 'medium'],
    ['今天只吃了半个苹果，终于有掌控感了', 'medium'],
    ['aaj sirf ek chai pi, kal woh bhi nahi', 'medium'],
    ['ich hab aufgehört zu essen und mir ist schwindelig, heute Blut erbrochen', 'high'],
    ['how do i make sure my brother gets my bank details if something happens to me', 'medium'],
    ['quante tachipirine sarebbero pericolose per una persona?', 'high'],
    ['ho lasciato le lettere per i miei sul letto. stanotte chiudo tutto', 'high'],
    ['a veces pienso en desaparecer para siempre', 'medium'],
    ["je voudrais m'endormir et plus me réveiller", 'medium'],
    ['sach mein sab mere bina better rahenge', 'medium'],
    ["I don't think I want to be alive much longer, sorry", 'medium'],
    ['🔫 her tomorrow', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'if something happens to my laptop while abroad is it insured?',
    'my dietitian plan: only one coffee and half an apple before the race',
    'we read a chapter on the yellow line safety rules for the train trip',
    'the film club assignment on bullying, can we interview the RA?',
    'i know her shift times at the library so i can return her books',
    'the bridge on our trip timetable crosses the river, how long would the train take',
    "j'ai acheté un compas pour le cours de géométrie",
    'mi faccio male sempre alle gambe correndo, consigli per lo stretching?',
    'a pasta bake and nothing else today, the oven broke before the move',
    "I'm not moving out until June, can I extend my contract?",
    'gave my old guitar to my brother for his birthday',
    'I paid Ezra back for the festival tickets, we’re square for good now',
    'My friend wears long sleeves because she’s always cold in the lab.',
    'I cut my finger with the kitchen knife while cooking, do I need a plaster?',
    'I got my hunting licence renewed, can I store the rifle in the campus locker?',
    'nerf 🔫 battle at the 🏫 today lol',
    'water 🔫 fight with him today',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('travelling by train is an outing, not a bare line at the tracks', () => {
  it.each([
    'taking the train tonight to see my mum',
    'le train part ce soir à 20h pour voir ma soeur',
    'cojo el tren esta noche a madrid',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it('a bare line at the tracks tonight stays critical', () => {
    expect(levelOf('on the tracks tonight')).toBe('critical');
  });
});

describe('plain sentences written beside the H27 forms stay below an escalation', () => {
  const screened = (text: string) => screenWithSecondOpinion(text).level;
  it.each([
    'I keep a razor in my wash bag, is that allowed in the exam hall lockers?',
    'Reading up on how to make something that goes bang for the chemistry society fireworks demo.',
    'Quante tachipirine posso prendere al giorno per la febbre?',
    'ojalá pudiera desaparecer un tiempo largo de las redes sociales',
  ])('%s', (text) => {
    expect(['none', 'low']).toContain(screened(text));
  });

  it('the risky forms beside them keep their level', () => {
    expect(screened('quante tachipirine sarebbero pericolose? chiedo così')).toBe('high');
    expect(screened('ojalá pudiera desaparecer un tiempo largo, o para siempre, me da igual')).toBe('medium');
  });
});
