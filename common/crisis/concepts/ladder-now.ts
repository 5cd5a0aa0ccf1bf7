/**
 * Rules of the ladder for acts already under way, told however the writer words them: what makes them
 * critical is the construction (an act done or in progress, beside a farewell, a wound that bleeds with
 * faintness, a weapon at the target's door, a warning with a time), not a phrase.
 *
 *   medication taken (with a name or an amount), or an act under way, with a farewell ..... critical
 *   self-harm still bleeding now, or bleeding with faintness .............................. critical
 *   a threat with a weapon, where the target is; a warning with what is needed and a time .. critical
 *   suicidal thoughts "again" ............................................................. high
 */
import type { LadderLevel } from './ladder';
import { soon, type Want, weapon } from './ladder-terms';
import type { ReadHits } from './reading';
import type { ConceptHit } from './types';

type All = (anchor: Want, ...others: Want[]) => ConceptHit[] | undefined;
type Rule = (rule: string, level: LadderLevel, hits: ConceptHit[] | undefined) => void;

const farewell = (hit: ConceptHit): boolean =>
  hit.family === 'finality' && (hit.concept === 'farewell' || hit.concept === 'goodbye');
const taken = (hit: ConceptHit): boolean =>
  hit.family === 'means'
    ? hit.concept === 'medication'
    : hit.family === 'overdose' && hit.concept === 'quantity';
const faint = (hit: ConceptHit): boolean =>
  hit.family === 'overdose' && (hit.concept === 'symptom' || hit.concept === 'symptom_severe');

export function actsUnderWay(all: All, rule: Rule, read: ReadHits): void {
  rule('medication taken, with a farewell', 'critical', all('overdose.taken', taken, farewell));
  rule('an act under way, with a farewell', 'critical', all('intent.act', farewell));
  rule('self-harm, bleeding now', 'critical', all('self_harm.act', 'self_harm.bleeding', soon));
  rule('self-harm, bleeding with faintness', 'critical', all('self_harm.act', 'self_harm.bleeding', faint));
  rule(
    'a threat with a weapon, at the target',
    'critical',
    all('harm_others.threat', weapon, 'means.presence'),
  );
  rule(
    'a warning with what is needed and a time',
    'critical',
    all('harm_others.threat', 'finality.ready', soon),
  );
  rule(
    'suicidal thoughts, again',
    'high',
    all('ideation.thoughts', (hit) => hit.family === 'ideation' && read.presentSentences.has(hit.sentence)),
  );
}
