/**
 * Ladder rules that weigh more than one pair of hits: finality (signs, farewells, a cue and a time), eating
 * disorders with three danger signs, and medication taken with an amount and symptoms.
 */
import type { Ladder } from './ladder-core';
import { finalSign, ideation, planned, soon, tonight, wants, weakIdeation } from './ladder-terms';
import { WINDOW } from './reading';
import type { ConceptHit } from './types';

/**
 * Two different signs of finality with self-reference are high; a farewell or a stated absence ("won't
 * need it", "won't be around") with an everyday goodbye ("thanks for everything") too. With a cue
 * (ideation, intent, "i'm done") and a time, critical. A stated absence alone is not a sign ("I won't
 * be there on Monday").
 */
/** What makes finality with a time critical: ideation, hopelessness or rumination, an intent. */
const cueOfFinality = (hit: ConceptHit): boolean =>
  ideation(hit) || weakIdeation(hit) || hit.family === 'intent';

export function finality(ladder: Ladder): void {
  const signs = ladder.read.risk.filter((hit) => finalSign(hit) && ladder.selfNear(hit));
  for (const first of signs) {
    const second =
      ladder.near(first, (hit) => finalSign(hit) && hit.concept !== first.concept) ??
      (first.concept === 'absence' || first.concept === 'farewell'
        ? ladder.near(first, 'finality.goodbye')
        : undefined) ??
      (first.concept === 'arrangements' ? twoErrandsAndGoodbye(ladder, first, signs) : undefined);
    if (second === undefined) continue;
    const cueHit = ladder.anywhere(first, cueOfFinality);
    const time = ladder.anywhere(first, soon);
    // A farewell or an absence told for tonight ("i won't be around ... after tonight", "هذه آخر رسالة مني الليلة").
    const told = signs.filter(
      (hit) =>
        (hit.concept === 'farewell' || hit.concept === 'absence') &&
        Math.abs(hit.sentence - first.sentence) <= WINDOW,
    );
    const now = ladder.read.risk.find(
      (hit) => tonight(hit) && told.some((sign) => sign.sentence === hit.sentence),
    );
    if (cueHit !== undefined && time !== undefined)
      ladder.rule('preparation with intent and timing', 'critical', [first, second, cueHit, time]);
    else if (now !== undefined) ladder.rule('preparation, tonight or now', 'critical', [first, second, now]);
    else ladder.rule('finality with self-reference', 'high', [first, second]);
    return;
  }
  // A farewell (letters, a will, goodbyes said) is clear finality on its own; other signs need a second.
  const farewell = signs.find((hit) => hit.concept === 'farewell');
  if (farewell !== undefined) {
    ladder.rule('a farewell', 'high', [farewell]);
    return;
  }
  const single = signs.find(
    (hit) =>
      hit.concept !== 'absence' &&
      // An account closed or a contract cancelled, alone ("Close my student account"), is an errand.
      (!ACCOUNT_ERRAND.test(hit.term) || ladder.read.risk.some((other) => other !== hit && !errand(other))),
  );
  if (single !== undefined) ladder.rule('a sign of finality', 'medium', [single]);
}

/**
 * Closing an account, cancelling a contract or a subscription, or a list nearly done ("almost done now"): a sign of
 * finality only beside something else.
 */
const ACCOUNT_ERRAND =
  /close my|delete my|cancel|renew|resilier|annulez|kundig|disdett|chiuso il conto|cancelen|cancelar|الغ|last bit of admin|almost done now|nearly done now|last thing on the list|good home for/;
const errand = (hit: ConceptHit): boolean =>
  hit.family === 'finality' &&
  (hit.concept === 'arrangements' || hit.concept === 'goodbye' || hit.concept === 'ready') &&
  ACCOUNT_ERRAND.test(hit.term);

/**
 * Two different errands of finality with a goodbye ("gave my cat to my roommate, paid back what I owed. thank you
 * for everything, goodbye"): affairs put in order and leave taken, in any language.
 */
function twoErrandsAndGoodbye(
  ladder: Ladder,
  first: ConceptHit,
  signs: readonly ConceptHit[],
): ConceptHit | undefined {
  const other = signs.find(
    (hit) =>
      hit.concept === 'arrangements' &&
      (hit.from >= first.to || hit.to <= first.from) &&
      Math.abs(hit.sentence - first.sentence) <= WINDOW,
  );
  return other && (ladder.near(first, leaveTaking) || ladder.anywhere(first, planned)) ? other : undefined;
}

/** Goodbyes that take leave, not the errands filed with them ("transfer my", "cancel my", "kündigt", "just in case"). */
const ERRAND = /cancel|transfer|hand my|kundig|disdetta|resilie|cancelar|cancel kar|in case/;
const leaveTaking = (hit: ConceptHit): boolean =>
  hit.family === 'finality' && hit.concept === 'goodbye' && !ERRAND.test(hit.term);

/** Behaviour with three different danger signs: medical instability. */
export function eatingDisorder(ladder: Ladder): void {
  const behaviour = ladder.read.risk.find(wants('eating_disorder.behaviour'));
  if (behaviour === undefined) return;
  const signs: ConceptHit[] = [];
  const pills = ladder.read.risk.some(
    (hit) => hit.family === 'eating_disorder' && /laxati|laxant|lassativ|abfuhr|diuretic/.test(hit.term),
  );
  for (const hit of ladder.read.risk) {
    // Laxatives or diuretics by the handful are pills taken: the body's alarm reads as after pills ("my chest hurts").
    const sign =
      wants('eating_disorder.danger_sign')(hit) ||
      (pills && hit.family === 'overdose' && (hit.concept === 'symptom' || hit.concept === 'symptom_severe'));
    const apart = signs.every((other) => hit.from >= other.to);
    if (sign && apart && Math.abs(hit.sentence - behaviour.sentence) <= WINDOW) signs.push(hit);
  }
  if (signs.length >= 3)
    ladder.rule('eating disorder with three danger signs', 'critical', [behaviour, ...signs]);
}

/** An overdose told as such, or by the hospital care that followed it ("stomach pumped", "lavado de estómago", "洗胃"). */
const OVERDOSED =
  /overdos|^od$|^i od$|stomach pumped|after the pills|lavado|lavage|ausgepumpt|wegen tabletten|lavanda|洗胃|جرعه|غسيل|stomach wash|overdose ki/;

export function overdose(ladder: Ladder): void {
  const taken = ladder.all(
    'overdose.taken',
    (hit) => hit.family === 'means' && (hit.concept === 'medication' || hit.concept === 'insulin'),
  );
  if (taken === undefined) return;
  const anchor = taken[0] as ConceptHit;
  const severe = ladder.near(anchor, 'overdose.symptom_severe');
  const quantity = ladder.near(anchor, 'overdose.quantity');
  const more = ladder.near(anchor, 'overdose.more');
  const symptoms = ladder.read.risk.filter(
    (hit) =>
      hit.family === 'overdose' &&
      hit.concept === 'symptom' &&
      Math.abs(hit.sentence - anchor.sentence) <= WINDOW,
  );
  const symptom = symptoms[0];
  const twoSymptoms = symptoms.find((hit) => symptom !== undefined && hit.from >= symptom.to);
  const earlier = ladder.near(anchor, 'timing.earlier');
  if (severe !== undefined)
    ladder.rule('medication taken with severe symptoms', 'critical', [...taken, severe]);
  else if (quantity !== undefined && symptom !== undefined && earlier === undefined)
    ladder.rule('a harmful amount taken, with symptoms', 'critical', [...taken, quantity, symptom]);
  else if (quantity !== undefined && symptom !== undefined)
    ladder.rule('a harmful amount taken days ago, with symptoms', 'high', [...taken, quantity, symptom]);
  else if (quantity !== undefined && earlier === undefined)
    ladder.rule('a harmful amount taken, not days ago', 'critical', [...taken, quantity]);
  else if (quantity !== undefined)
    ladder.rule('medication taken in a harmful amount days ago', 'high', [...taken, quantity]);
  else if (more !== undefined && symptom !== undefined && twoSymptoms !== undefined)
    ladder.rule('more than prescribed taken, with symptoms', 'high', [...taken, more, symptom, twoSymptoms]);
  else if (symptom !== undefined && (more !== undefined || ladder.near(anchor, 'timing.recent')))
    ladder.rule('medication taken with symptoms', 'medium', [...taken, symptom]);
  else if (earlier !== undefined && symptom === undefined && OVERDOSED.test(anchor.term))
    // "I overdosed on my medication ... was in hospital for five days": an overdose told days ago, now over.
    ladder.rule('an overdose days ago', 'high', [...taken, earlier]);
}
