/**
 * Rules of the ladder for acts already under way, told however the writer words them: what makes them
 * critical is the construction (an act done or in progress, beside a farewell, a wound that bleeds with
 * faintness, a weapon at the target's door, a warning with a time), not a phrase.
 *
 *   medication taken (with a name or an amount), or an act under way, with a farewell ..... critical
 *   pills and drink with a goodbye (💊🍷 👋) ............................................... high
 *   self-harm still bleeding now, or bleeding with faintness .............................. critical
 *   a threat with a weapon, where the target is; a warning with what is needed and a time .. critical
 *   a firearm within reach kept in mind, a ligature with a face of despair, either obtained .... high
 *   a headstone or coffin emoji with a goodbye ............................................. high
 *   suicidal thoughts "again", or often or in earnest ("tous les jours", "ernsthaft") ...... high
 *   an act or a decision with a time, and the means ready or a goodbye .................... critical
 *   self-harm with a serious injury and faintness ........................................... critical
 *   control or violence with a weapon (high), with a time (critical) ....................... high / critical
 *   stalking at night or every day (high), a stalker here now (critical) .................... high / critical
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
const earnestThoughts = (hit: ConceptHit): boolean =>
  hit.family === 'ideation' && hit.concept === 'thoughts' && hit.term !== 'علي نفسي';
const readyOrGoodbye = (hit: ConceptHit): boolean =>
  (hit.family === 'finality' &&
    (hit.concept === 'ready' || hit.concept === 'goodbye' || hit.concept === 'farewell')) ||
  (hit.family === 'means' && hit.concept === 'acquired');
const LETHAL = new Set(['ligature', 'firearm']);
const despair = (hit: ConceptHit): boolean =>
  hit.family === 'ideation' && (hit.concept === 'rumination' || hit.concept === 'hopeless');
const grave = (hit: ConceptHit): boolean => hit.concept === 'passive_wish' && hit.language === 'emoji';
const stalkingTime = (hit: ConceptHit): boolean =>
  hit.family === 'timing' && (hit.concept === 'clock_time' || hit.concept === 'frequent');
const faint = (hit: ConceptHit): boolean =>
  hit.family === 'overdose' && (hit.concept === 'symptom' || hit.concept === 'symptom_severe');

export function actsUnderWay(all: All, rule: Rule, read: ReadHits): void {
  rule('medication taken, with a farewell', 'critical', all('overdose.taken', taken, farewell));
  rule('an act under way, with a farewell', 'critical', all('intent.act', farewell));
  rule('pills and drink with a goodbye', 'high', all('means.medication', 'means.alcohol', farewell));
  rule('self-harm, bleeding now', 'critical', all('self_harm.act', 'self_harm.bleeding', soon));
  rule('self-harm, bleeding with faintness', 'critical', all('self_harm.act', 'self_harm.bleeding', faint));
  rule(
    'self-harm with a serious injury and faintness',
    'critical',
    all('self_harm.act', 'self_harm.serious_injury', faint),
  );
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
  // Abuse with a weapon in the abuser's hands ("he has a knife and won't let me leave"), critical when timed; a
  // stalker inside now ("inside my building right now") is danger now, one who turns up at night or every day high.
  const abuse = (hit: ConceptHit): boolean =>
    hit.family === 'abuse' && (hit.concept === 'control' || hit.concept === 'violence');
  rule('abuse with a weapon', 'high', all(abuse, weapon));
  rule('abuse with a weapon, now', 'critical', all(abuse, weapon, soon));
  rule('stalking, at night or every day', 'high', all('abuse.stalking', stalkingTime));
  rule('stalking, here now', 'critical', all('abuse.stalking', 'timing.imminent'));
  // A lethal method within reach, kept in mind ("my dad keeps a shotgun in the shed ... i keep thinking about it"),
  // obtained ("j'ai acheté une corde"), or a ligature beside a face of despair ("so tired 😔 🪢"; "🪢❓ idk anymore" asks, and stays medium).
  rule('a firearm within reach, kept in mind', 'high', all('means.firearm', despair));
  rule(
    'a ligature with despair',
    'high',
    all('means.ligature', (hit) => despair(hit) && hit.language === 'emoji'),
  );
  rule(
    'a lethal method obtained',
    'high',
    all('means.acquired', (hit) => LETHAL.has(hit.concept)),
  );
  // A wave goodbye with a face of despair ("👋😔 thx for everything"): emoji say a goodbye told in sorrow.
  rule(
    'a wave goodbye with despair',
    'medium',
    all(
      (hit) => hit.concept === 'goodbye' && hit.language === 'emoji',
      (hit) => despair(hit) && hit.language === 'emoji',
    ),
  );
  // A headstone or coffin with a goodbye ("👋 bye everyone ⚰️"): emoji say a farewell in two signs.
  rule(
    'a grave with a goodbye',
    'high',
    all(grave, (hit) => hit.concept === 'goodbye' || hit.concept === 'farewell'),
  );
  // "على نفسي" (on myself) is a thought of suicide only beside a word of it: alone it may be losing one's temper.
  rule('suicidal thoughts, often or in earnest', 'high', all(earnestThoughts, 'timing.frequent'));
  // An act timed, with what it needs ready or a goodbye ("everything lined up ... as soon as it's dark", "ending
  // it right now. bye", "my note is on the desk. it'll be done before anyone reads this").
  rule(
    'an act or a decision timed, with the means ready or a goodbye',
    'critical',
    all('intent', soon, readyOrGoodbye),
  );
  rule(
    'suicidal thoughts, again',
    'high',
    all('ideation.thoughts', (hit) => hit.family === 'ideation' && read.presentSentences.has(hit.sentence)),
  );
}
