/**
 * Rules of the ladder for acts already under way, told however the writer words them: what makes them
 * critical is the construction (an act done or in progress, beside a farewell, a wound that bleeds with
 * faintness, a weapon at the target's door, a warning with a time), not a phrase.
 *
 *   medication taken (with a name or an amount), or an act under way, with a farewell ..... critical
 *   pills and drink with a goodbye (💊🍷 👋) ............................................... high
 *   self-harm still bleeding now, or bleeding with faintness .............................. critical
 *   a threat with a weapon, where the target is; a warning with what is needed and a time .. critical
 *   a weapon taken to a target, waiting there; an eating-disorder danger sign told as now .. critical
 *   a firearm within reach kept in mind, a ligature with a face of despair, either obtained .... high
 *   a grave or a place in emoji with "soon"; a grave with a goodbye; a farewell in words waved in emoji ........... high
 *   suicidal thoughts "again", or often or in earnest ("tous les jours", "ernsthaft") ...... high
 *   an act or a decision with a time, and the means ready or a goodbye .................... critical
 *   self-harm with a serious injury and faintness ........................................... critical
 *   control or violence with a weapon (high), with a time (critical) ....................... high / critical
 *   stalking at night or every day (high), a stalker here now (critical) .................... high / critical
 */
import type { LadderLevel } from './ladder-core';
import { soon, soonForIntent, type Want, weapon } from './ladder-terms';
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

const lyingInWait = (hit: ConceptHit): boolean =>
  (hit.family === 'harm_others' && hit.concept === 'waiting') ||
  (hit.family === 'means' && hit.concept === 'presence');

const emojiWave = (hit: ConceptHit): boolean =>
  hit.language === 'emoji' && hit.family === 'finality' && hit.concept === 'goodbye';
const wordsFarewell = (hit: ConceptHit): boolean =>
  hit.language !== 'emoji' && hit.family === 'finality' && hit.concept === 'farewell';

const emojiPlace = (hit: ConceptHit): boolean =>
  hit.language === 'emoji' &&
  hit.family === 'means' &&
  (hit.concept === 'height' || hit.concept === 'water' || hit.concept === 'rail');
const otherEmojiSign = (hit: ConceptHit): boolean =>
  hit.language === 'emoji' && (emojiPlace(hit) || emojiWave(hit));

const NOW_TERM = / (?:now|ahora|agora|maintenant|jetzt|adesso|ora)$/;
const nowBySentence = new WeakMap<ReadHits, Map<number, ConceptHit>>();

/**
 * "Right now", "just now" in the hit's own sentence: a time of several words, not a bare "now" that may tell of
 * a state ("it's blistered now", "trag jetzt lange Ärmel"). Found once per text, then looked up per sentence.
 */
function toldNow(read: ReadHits, hit: ConceptHit): ConceptHit | undefined {
  let found = nowBySentence.get(read);
  if (found === undefined) {
    found = new Map();
    for (const other of read.risk)
      if (
        other.family === 'timing' &&
        (other.concept === 'imminent' || other.concept === 'recent') &&
        NOW_TERM.test(other.term) &&
        !found.has(other.sentence)
      )
        found.set(other.sentence, other);
    nowBySentence.set(read, found);
  }
  return found.get(hit.sentence);
}

export function actsUnderWay(all: All, rule: Rule, read: ReadHits): void {
  rule('medication taken, with a farewell', 'critical', all('overdose.taken', taken, farewell));
  rule('an act under way, with a farewell', 'critical', all('intent.act', farewell));
  rule('pills and drink with a goodbye', 'high', all('means.medication', 'means.alcohol', farewell));
  rule('self-harm, bleeding now', 'critical', all('self_harm.act', 'self_harm.bleeding', soon));
  rule('self-harm, bleeding with faintness', 'critical', all('self_harm.act', 'self_harm.bleeding', faint));
  // Heavy bleeding with faintness, the act only hinted ("did it again ... so much blood and im getting dizzy").
  rule(
    'a serious injury bleeding, with faintness',
    'critical',
    all('self_harm.serious_injury', 'self_harm.bleeding', faint),
  );
  rule(
    'self-harm with a serious injury and faintness',
    'critical',
    all('self_harm.act', 'self_harm.serious_injury', faint),
  );
  // A blade or a gun taken to a target with a time ("a knife in my bag ... today at 2 ... wait for him after the
  // lecture"), a serious injury made just now, and self-harm told as happening now ("cutting right now") are under way.
  rule('a weapon taken to a target, now', 'critical', all(weapon, 'harm_others.target', soon));
  const told = (hit: ConceptHit | undefined) => (hit ? ([hit, toldNow(read, hit)] as const) : undefined);
  const act = told(
    read.risk.find((hit) => hit.family === 'self_harm' && hit.concept === 'act' && toldNow(read, hit)),
  );
  rule('self-harm under way, now', 'critical', act?.[1] ? [act[0], act[1]] : undefined);
  const injury = all('self_harm.serious_injury', 'self_harm.act');
  const injuryNow = injury?.[0] ? toldNow(read, injury[0]) : undefined;
  rule(
    'self-harm with a serious injury, now',
    'critical',
    injury && injuryNow ? [...injury, injuryNow] : undefined,
  );
  // Armed where the target is, or lying in wait there ("outside the engineering building with a knife. waiting for
  // Marcus", "warte vor dem Hörsaal auf Jonas"): the attack is under way, whatever the time.
  rule(
    'a weapon taken to a target, waiting there',
    'critical',
    all(weapon, 'harm_others.target', lyingInWait),
  );
  // A danger sign of an eating disorder told as happening now ("throwing up blood right now", "collapsed in the
  // shower just now"): a medical emergency under way.
  const sign = read.risk.find(
    (hit) => hit.family === 'eating_disorder' && hit.concept === 'danger_sign' && toldNow(read, hit),
  );
  const behaviour = sign ? all('eating_disorder.behaviour', (hit) => hit === sign) : undefined;
  rule(
    'eating disorder, a danger sign now',
    'critical',
    behaviour && sign ? [...behaviour, toldNow(read, sign) as ConceptHit] : undefined,
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
  // Danger told twice with a weapon ("my ex is outside my door right now and he has a knife, hes trying the handle").
  rule('danger told twice, with a weapon', 'critical', all('abuse.danger', 'abuse.danger', weapon));
  rule('stalking, at night or every day', 'high', all('abuse.stalking', stalkingTime));
  rule('stalking, here now', 'critical', all('abuse.stalking', 'timing.imminent'));
  rule('stalking, with fear', 'high', all('abuse.stalking', 'abuse.fear'));
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
  // A farewell to everyone waved in emoji ("👋 bye everyone", "😊👋 thanks for everything, it's been real"): the
  // writer's own goodbye even with no "i" in it, unless an everyday reason explains it.
  if (!read.explained) rule('a farewell waved goodbye', 'high', all(emojiWave, wordsFarewell));
  // A place in emoji with a second sign in emoji (a track, a wave) and "soon" ("🚆🛤️ soon. not joking", "🌉👋 soon"):
  // an emoji plan, unless an everyday reason explains it.
  const place = read.risk.find(emojiPlace);
  const other = place && read.risk.find((hit) => otherEmojiSign(hit) && hit.term !== place.term);
  const later =
    place && read.risk.find((hit) => hit.concept === 'vague' && Math.abs(hit.sentence - place.sentence) <= 1);
  if (!read.explained && place && other && later)
    rule('a place in emoji, soon', 'high', [place, other, later]);
  // A headstone or coffin with "soon" ("🪦🪦🪦 soon", "⚰️ soon"): death told as coming, not only wished.
  rule('a grave, soon', 'high', all(grave, 'timing.vague'));
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
    all('intent', soonForIntent, readyOrGoodbye),
  );
  // A decision said with a goodbye ("goodbye everyone. i mean it this time").
  rule('a decision with a goodbye', 'high', all('intent.decided', farewell));
  rule(
    'suicidal thoughts, again',
    'high',
    all('ideation.thoughts', (hit) => hit.family === 'ideation' && read.presentSentences.has(hit.sentence)),
  );
}
