/** The hit tests the ladder's rules are written in (ladder.ts, ladder-now.ts): families, concepts, cues. */
import type { ConceptHit, RiskFamily } from './types';

export const METHODS = new Set([
  'medication',
  'insulin',
  'height',
  'water',
  'rail',
  'road',
  'exhaust',
  'ligature',
  'firearm',
  'blade',
]);
export const PLACES = new Set(['height', 'water', 'rail', 'road', 'exhaust']);

export type Want = RiskFamily | `${RiskFamily}.${string}` | ((hit: ConceptHit) => boolean);

/** The test of each family or `family.concept` want, built once: rules ask for the same wants on every text. */
const WANT_TESTS = new Map<string, (hit: ConceptHit) => boolean>();

export function wants(want: Want): (hit: ConceptHit) => boolean {
  if (typeof want === 'function') return want;
  let test = WANT_TESTS.get(want);
  if (test === undefined) {
    const [family, concept] = want.split('.');
    test = (hit) => hit.family === family && (concept === undefined || hit.concept === concept);
    WANT_TESTS.set(want, test);
  }
  return test;
}

export const method = (hit: ConceptHit): boolean => hit.family === 'means' && METHODS.has(hit.concept);
export const place = (hit: ConceptHit): boolean => hit.family === 'means' && PLACES.has(hit.concept);
export const WEAK_IDEATION = new Set(['hopeless', 'rumination', 'worsening']);
export const ideation = (hit: ConceptHit): boolean =>
  hit.family === 'ideation' && !WEAK_IDEATION.has(hit.concept);
export const weakIdeation = (hit: ConceptHit): boolean =>
  hit.family === 'ideation' && WEAK_IDEATION.has(hit.concept);
export const soon = (hit: ConceptHit): boolean =>
  hit.family === 'timing' && (hit.concept === 'imminent' || hit.concept === 'clock_time');
/** "today" told of an intent ("I'm going to end it today") is a time to come, not the past it often tells. */
const TODAY = new Set(['today', 'hoy', "aujourd'hui", 'heute', 'hoje', 'oggi', '今天', 'اليوم', 'aaj']);
export const soonForIntent = (hit: ConceptHit): boolean =>
  soon(hit) || (hit.family === 'timing' && hit.concept === 'recent' && TODAY.has(hit.term));
/** Tonight or right now (not a bare "now", often a state): a time that makes a farewell the last thing before an act. */
const TONIGHT =
  /^(?:tonight|tonights|right now|rn|esta noche|ahora mismo|ce soir|cette nuit|heute nacht|heute abend|hoje|hoje a noite|stasera|stanotte|今晚|الليله|aaj raat)$/;
export const tonight = (hit: ConceptHit): boolean =>
  hit.family === 'timing' && hit.concept === 'imminent' && TONIGHT.test(hit.term);
export const finalSign = (hit: ConceptHit): boolean => hit.family === 'finality' && hit.concept !== 'goodbye';
/** Signs that make a means or a place a concern; hopelessness alone only reaches medium with a method. */
export const cue = (hit: ConceptHit): boolean =>
  ideation(hit) ||
  hit.concept === 'rumination' ||
  hit.family === 'intent' ||
  hit.family === 'finality' ||
  (hit.family === 'means' && (hit.concept === 'dose_question' || hit.concept === 'lethality'));
/**
 * Cues that make a means with a time critical: not rumination ("i keep thinking about it") nor the fear of acting
 * ("i don't trust myself not to ... tonight"), but "i'm done".
 */
export const cueOrPresence = (hit: ConceptHit): boolean =>
  (cue(hit) && hit.concept !== 'rumination' && hit.concept !== 'acting') ||
  (hit.family === 'ideation' && hit.concept === 'hopeless') ||
  (hit.family === 'means' && hit.concept === 'presence');
/** A stated intent, a wish to die or to kill oneself, or no future: what makes a place or a plan critical. */
export const resolve = (hit: ConceptHit): boolean =>
  hit.family === 'intent' ||
  (hit.family === 'ideation' &&
    (hit.concept === 'desire' || hit.concept === 'wish_dead' || hit.concept === 'no_future'));
export const planned = (hit: ConceptHit): boolean =>
  soon(hit) || (hit.family === 'timing' && hit.concept === 'planned');
export const weapon = (hit: ConceptHit): boolean =>
  hit.family === 'means' &&
  (hit.concept === 'firearm' || hit.concept === 'blade' || hit.concept === 'poison');
