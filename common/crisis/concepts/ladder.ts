/**
 * The clinical ladder: levels come from combinations of concept families, never from one word.
 * Each rule names what it needs and the level it sets; the strongest rule that fires sets the level,
 * and every decision keeps the hits that made it, so a counselor can see which words and why.
 *
 *   ideation without intent (wish to be dead, thoughts, burden) ........... medium
 *   stated wish to kill oneself; ideation with intent or a method; thoughts getting stronger . high
 *   means with timing (and a cue: ideation, intent, finality, presence) ... critical
 *   finality with self-reference and a second sign, or a farewell ........ high (one sign: medium)
 *   self-harm act ........ medium; hidden, recent, again, with an injury . high
 *   harm to others: threat medium; with a weapon or target high; a firearm with a target and time critical
 *   abuse or coercion medium; violence or danger high; danger now (or hiding from it) critical;
 *   sextortion high; a threat with a weapon and a time critical
 *   eating-disorder behaviour medium; with signs of wasting medium; a danger sign high; three critical
 *   medication taken in a harmful amount high; with severe symptoms critical; more than prescribed with two
 *   symptoms high, with one medium
 * A denial near the hits ("not going to", "i would never") lowers a decision one step, never below
 * medium: denial is not safety.
 */

import { actsUnderWay } from './ladder-now';
import {
  cue,
  cueOrPresence,
  finalSign,
  ideation,
  method,
  place,
  planned,
  resolve,
  soon,
  soonForIntent,
  tonight,
  type Want,
  wants,
  weakIdeation,
  weapon,
} from './ladder-terms';
import { type ReadHits, WINDOW } from './reading';
import type { ConceptHit } from './types';

export type LadderLevel = 'medium' | 'high' | 'critical';

export interface LadderDecision {
  /** The rule's name, shown to counselors as the reason for the level. */
  readonly rule: string;
  readonly level: LadderLevel;
  readonly hits: readonly ConceptHit[];
}

const LEVELS: readonly LadderLevel[] = ['medium', 'high', 'critical'];

class Ladder {
  readonly decisions: LadderDecision[] = [];

  constructor(private readonly read: ReadHits) {}

  /** Per want and sentence, the first two hits within the window that it wants (hits are in text order). */
  private readonly found = new Map<Want, Map<number, readonly ConceptHit[]>>();

  /**
   * The first hit (in text order) within WINDOW sentences of the anchor that the want accepts, other than
   * the anchor. Answers are kept per want and sentence, and only the window's hits are read, so a text with
   * thousands of hits stays linear.
   */
  private near(anchor: ConceptHit, want: Want): ConceptHit | undefined {
    let bySentence = this.found.get(want);
    if (bySentence === undefined) {
      bySentence = new Map();
      this.found.set(want, bySentence);
    }
    let found = bySentence.get(anchor.sentence);
    if (found === undefined) {
      const test = wants(want);
      const { risk } = this.read;
      const first = anchor.sentence - WINDOW;
      let low = 0;
      let high = risk.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((risk[middle]?.sentence ?? first) < first) low = middle + 1;
        else high = middle;
      }
      const list: ConceptHit[] = [];
      for (let index = low; index < risk.length && list.length < 2; index += 1) {
        const hit = risk[index] as ConceptHit;
        if (hit.sentence > anchor.sentence + WINDOW) break;
        if (test(hit)) list.push(hit);
      }
      found = list;
      bySentence.set(anchor.sentence, found);
    }
    return found.find((hit) => hit !== anchor);
  }

  /** For each hit matching `anchor`, finds one hit near it for every other want; all or nothing. */
  all(anchor: Want, ...others: Want[]): ConceptHit[] | undefined {
    for (const hit of this.read.risk.filter(wants(anchor))) {
      const found = others.map((want) => this.near(hit, want));
      if (found.every((other) => other !== undefined)) return [hit, ...(found as ConceptHit[])];
    }
    return undefined;
  }

  private selfNear(hit: ConceptHit): boolean {
    if (hit.language === 'zh' || hit.language === 'ar' || hit.language === 'emoji') return true;
    const { selfSentences } = this.read;
    return [hit.sentence - 1, hit.sentence, hit.sentence + 1].some((sentence) => selfSentences.has(sentence));
  }

  /** Thoughts getting stronger are not lowered by "i don't have a plan" (they are, by "i would never"). */
  private negated(hits: readonly ConceptHit[], rule: string): boolean {
    const spared = rule === 'suicidal thoughts getting stronger' ? this.read.noPlanSentences : undefined;
    return hits.some((hit) =>
      [hit.sentence, hit.sentence + 1].some(
        (sentence) => this.read.negatedSentences.has(sentence) && !spared?.has(sentence),
      ),
    );
  }

  rule(rule: string, level: LadderLevel, hits: ConceptHit[] | undefined): void {
    if (hits === undefined) return;
    const lowered = this.negated(hits, rule) ? LEVELS[Math.max(0, LEVELS.indexOf(level) - 1)] : level;
    this.decisions.push({
      rule: lowered === level ? rule : `${rule}, denied`,
      level: lowered ?? level,
      hits,
    });
  }

  /**
   * Two different signs of finality with self-reference are high; a farewell or a stated absence ("won't
   * need it", "won't be around") with an everyday goodbye ("thanks for everything") too. With a cue
   * (ideation, intent, "i'm done") and a time, critical. A stated absence alone is not a sign ("I won't
   * be there on Monday").
   */
  finality(): void {
    const signs = this.read.risk.filter((hit) => finalSign(hit) && this.selfNear(hit));
    for (const first of signs) {
      const second =
        this.near(first, (hit) => finalSign(hit) && hit.concept !== first.concept) ??
        (first.concept === 'absence' || first.concept === 'farewell'
          ? this.near(first, 'finality.goodbye')
          : undefined);
      if (second === undefined) continue;
      const cueHit = this.near(first, (hit) => ideation(hit) || weakIdeation(hit) || hit.family === 'intent');
      const time = this.near(first, soon);
      // A farewell or an absence told for tonight ("i won't be around ... after tonight", "هذه آخر رسالة مني الليلة").
      const told = signs.filter(
        (hit) =>
          (hit.concept === 'farewell' || hit.concept === 'absence') &&
          Math.abs(hit.sentence - first.sentence) <= WINDOW,
      );
      const now = this.read.risk.find(
        (hit) => tonight(hit) && told.some((sign) => sign.sentence === hit.sentence),
      );
      if (cueHit !== undefined && time !== undefined)
        this.rule('preparation with intent and timing', 'critical', [first, second, cueHit, time]);
      else if (now !== undefined) this.rule('preparation, tonight or now', 'critical', [first, second, now]);
      else this.rule('finality with self-reference', 'high', [first, second]);
      return;
    }
    // A farewell (letters, a will, goodbyes said) is clear finality on its own; other signs need a second.
    const farewell = signs.find((hit) => hit.concept === 'farewell');
    if (farewell !== undefined) {
      this.rule('a farewell', 'high', [farewell]);
      return;
    }
    const single = signs.find((hit) => hit.concept !== 'absence');
    if (single !== undefined) this.rule('a sign of finality', 'medium', [single]);
  }

  /** Behaviour with three different danger signs: medical instability. */
  eatingDisorder(): void {
    const behaviour = this.read.risk.find(wants('eating_disorder.behaviour'));
    if (behaviour === undefined) return;
    const signs: ConceptHit[] = [];
    const pills = this.read.risk.some(
      (hit) => hit.family === 'eating_disorder' && /laxati|laxant|lassativ|abfuhr|diuretic/.test(hit.term),
    );
    for (const hit of this.read.risk) {
      // Laxatives or diuretics by the handful are pills taken: the body's alarm reads as after pills ("my chest hurts").
      const sign =
        wants('eating_disorder.danger_sign')(hit) ||
        (pills &&
          hit.family === 'overdose' &&
          (hit.concept === 'symptom' || hit.concept === 'symptom_severe'));
      const apart = signs.every((other) => hit.from >= other.to);
      if (sign && apart && Math.abs(hit.sentence - behaviour.sentence) <= WINDOW) signs.push(hit);
    }
    if (signs.length >= 3)
      this.rule('eating disorder with three danger signs', 'critical', [behaviour, ...signs]);
  }

  overdose(): void {
    const taken = this.all(
      'overdose.taken',
      (hit) => hit.family === 'means' && (hit.concept === 'medication' || hit.concept === 'insulin'),
    );
    if (taken === undefined) return;
    const anchor = taken[0] as ConceptHit;
    const severe = this.near(anchor, 'overdose.symptom_severe');
    const quantity = this.near(anchor, 'overdose.quantity');
    const more = this.near(anchor, 'overdose.more');
    const symptoms = this.read.risk.filter(
      (hit) =>
        hit.family === 'overdose' &&
        hit.concept === 'symptom' &&
        Math.abs(hit.sentence - anchor.sentence) <= WINDOW,
    );
    const symptom = symptoms[0];
    const twoSymptoms = symptoms.find((hit) => symptom !== undefined && hit.from >= symptom.to);
    const earlier = this.near(anchor, 'timing.earlier');
    if (severe !== undefined)
      this.rule('medication taken with severe symptoms', 'critical', [...taken, severe]);
    else if (quantity !== undefined && symptom !== undefined && earlier === undefined)
      this.rule('a harmful amount taken, with symptoms', 'critical', [...taken, quantity, symptom]);
    else if (quantity !== undefined && symptom !== undefined)
      this.rule('a harmful amount taken days ago, with symptoms', 'high', [...taken, quantity, symptom]);
    else if (quantity !== undefined && earlier === undefined)
      this.rule('a harmful amount taken, not days ago', 'critical', [...taken, quantity]);
    else if (quantity !== undefined)
      this.rule('medication taken in a harmful amount days ago', 'high', [...taken, quantity]);
    else if (more !== undefined && symptom !== undefined && twoSymptoms !== undefined)
      this.rule('more than prescribed taken, with symptoms', 'high', [...taken, more, symptom, twoSymptoms]);
    else if (symptom !== undefined && (more !== undefined || this.near(anchor, 'timing.recent')))
      this.rule('medication taken with symptoms', 'medium', [...taken, symptom]);
  }
}

/** Every ladder decision for the hits that count, strongest first. */
export function climbLadder(read: ReadHits): LadderDecision[] {
  const ladder = new Ladder(read);
  const all = ladder.all.bind(ladder);
  // Suicide: from ideation up to a timed plan.
  ladder.rule('ideation without intent', 'medium', all(ideation));
  ladder.rule('distress with a method', 'medium', all(weakIdeation, method));
  ladder.rule('checking how lethal a place is', 'high', all('means.lethality', place));
  ladder.rule('checking how lethal a place is, for now', 'critical', all('means.lethality', place, soon));
  ladder.rule(
    'exhaust in a closed space',
    'critical',
    all('means.exhaust', (hit) => hit.concept === 'presence' || hit.concept === 'exhaust'),
  );
  ladder.rule('stated wish to kill oneself', 'high', all('ideation.desire'));
  ladder.rule('stated wish to die', 'high', all('ideation.wish_dead'));
  ladder.rule('no future for oneself', 'high', all('ideation.no_future'));
  ladder.rule(
    'wish to be dead with thoughts of suicide',
    'high',
    all('ideation.passive_wish', 'ideation.thoughts'),
  );
  ladder.rule('thinking about a method', 'high', all('ideation.method_thoughts'));
  ladder.rule('afraid of acting on it', 'high', all('ideation.acting'));
  ladder.rule('suicidal thoughts getting stronger', 'high', all('ideation.thoughts', 'ideation.worsening'));
  ladder.rule('ideation with intent', 'high', all(ideation, 'intent'));
  ladder.rule('ideation with a method', 'high', all(ideation, method));
  ladder.rule('intent with a method', 'high', all('intent', method));
  ladder.rule(
    'asking how much it would take',
    'high',
    all(
      'means.dose_question',
      (hit) => hit.concept === 'medication' || hit.concept === 'insulin' || ideation(hit),
    ),
  );
  ladder.rule('means kept ready', 'high', all('finality.ready', 'means.medication'));
  ladder.rule('asking how lethal a medication is', 'high', all('means.lethality', 'means.medication'));
  ladder.rule(
    'wish to kill oneself with the means obtained',
    'critical',
    all('ideation.desire', method, 'means.acquired'),
  );
  ladder.rule('at a dangerous place', 'high', all('means.presence', place, cue));
  ladder.rule('at a dangerous place now', 'critical', all('means.presence', place, soon));
  ladder.rule('at a dangerous place with intent', 'critical', all('means.presence', place, resolve));
  ladder.rule(
    'at a dangerous place, saying goodbye',
    'critical',
    all('means.presence', place, (hit) => hit.concept === 'goodbye' || hit.concept === 'farewell'),
  );
  ladder.rule('intent with a method and a date', 'critical', all('intent', method, planned));
  ladder.rule('past the edge of a height', 'critical', all('means.at_edge', place));
  ladder.rule('means with timing', 'critical', all(method, soon, cueOrPresence));
  ladder.rule('means obtained, with timing', 'critical', all(method, 'means.acquired', soon));
  ladder.rule(
    'a weapon obtained, with a target and a time',
    'critical',
    all(weapon, 'means.acquired', 'harm_others.target', planned),
  );
  ladder.rule('wish to kill oneself with timing', 'critical', all('ideation.desire', soon));
  ladder.rule(
    'intent with timing',
    'critical',
    all(
      'intent',
      soonForIntent,
      (hit) => hit.family !== 'intent' && hit.family !== 'finality' && cueOrPresence(hit),
    ),
  );
  // Preparation and finality.
  ladder.finality();
  ladder.rule(
    'finality with ideation',
    'high',
    all(finalSign, (hit) => ideation(hit) || hit.family === 'intent'),
  );
  ladder.rule('finality with means and timing', 'critical', all('finality', method, soon));
  // Self-harm.
  ladder.rule('self-harm act', 'medium', all('self_harm.act'));
  ladder.rule('hidden injury', 'high', all('self_harm.injury', 'self_harm.concealment'));
  ladder.rule('self-harm act, hidden', 'high', all('self_harm.act', 'self_harm.concealment'));
  ladder.rule('self-harm act, recently', 'high', all('self_harm.act', 'timing.recent'));
  ladder.rule(
    'self-harm act, again',
    'high',
    all(
      (hit) => hit.family === 'self_harm' && hit.concept === 'act' && read.presentSentences.has(hit.sentence),
    ),
  );
  ladder.rule('urge to self-harm', 'medium', all('self_harm.urge'));
  ladder.rule('self-harm with a serious injury', 'high', all('self_harm.act', 'self_harm.serious_injury'));
  ladder.rule('self-harm, still bleeding', 'high', all('self_harm.act', 'self_harm.bleeding'));
  ladder.rule(
    'self-harm, deep and still bleeding',
    'critical',
    all('self_harm.act', 'self_harm.serious_injury', 'self_harm.bleeding'),
  );
  ladder.rule('a serious injury hidden', 'high', all('self_harm.serious_injury', 'self_harm.concealment'));
  ladder.rule(
    'self-harm with a wound, recently',
    'high',
    all('self_harm.act', 'self_harm.injury', 'timing.recent'),
  );
  ladder.rule(
    'self-harm with a blade, recently',
    'high',
    all('self_harm.act', 'means.blade', 'timing.recent'),
  );
  // Harm to others.
  ladder.rule('threat to others', 'medium', all('harm_others.threat'));
  ladder.rule('threat with a weapon', 'high', all('harm_others.threat', weapon));
  ladder.rule('threat with a target', 'high', all('harm_others.threat', 'harm_others.target'));
  ladder.rule('weapon, target and time', 'critical', all('means.firearm', 'harm_others.target', planned));
  ladder.rule('threat with a weapon and a time', 'critical', all('harm_others.threat', weapon, planned));
  ladder.rule(
    'threat with a weapon, now',
    'critical',
    all('harm_others.threat', weapon, 'harm_others.target', planned),
  );
  // Abuse and coercion.
  const abuse = (hit: ConceptHit): boolean =>
    hit.family === 'abuse' && hit.concept !== 'danger' && hit.concept !== 'fear' && hit.concept !== 'hiding';
  const harm = (hit: ConceptHit): boolean =>
    hit.family === 'abuse' && (hit.concept === 'violence' || hit.concept === 'sexual');
  ladder.rule('abuse or coercion', 'medium', all(abuse));
  ladder.rule('physical violence', 'high', all('abuse.violence'));
  ladder.rule('violence with fear', 'high', all(harm, 'abuse.fear'));
  ladder.rule(
    'violence with control',
    'high',
    all(harm, (hit) => hit.family === 'abuse' && (hit.concept === 'control' || hit.concept === 'stalking')),
  );
  ladder.rule('sextortion', 'high', all('abuse.sextortion'));
  ladder.rule('abuse with danger', 'high', all(abuse, 'abuse.danger'));
  ladder.rule('sexual abuse', 'high', all('abuse.sexual'));
  // Danger "now" is danger told in the present: violence told with an earlier time ("last week", "semana
  // passada") and a "now" of being safe or scared afterwards is high, not critical.
  const recent = new Set(read.risk.filter(wants('timing.recent')).map((hit) => hit.sentence));
  const earlier = new Set(
    read.risk
      .filter((hit) => wants('timing.earlier')(hit) && !recent.has(hit.sentence))
      .map((hit) => hit.sentence),
  );
  const notEarlier = (want: (hit: ConceptHit) => boolean) => (hit: ConceptHit) =>
    want(hit) && !earlier.has(hit.sentence);
  ladder.rule('abuse with danger, now', 'critical', all(notEarlier(abuse), 'abuse.danger', soon));
  ladder.rule(
    'hiding from danger, now',
    'critical',
    all(notEarlier(wants('abuse.danger')), 'abuse.fear', soon),
  );
  ladder.rule('hiding from danger', 'critical', all('abuse.danger', 'abuse.hiding'));
  // Eating disorders and overdoses.
  ladder.rule('eating-disorder behaviour', 'medium', all('eating_disorder.behaviour'));
  ladder.rule(
    'eating disorder with signs of wasting',
    'medium',
    all('eating_disorder.behaviour', 'eating_disorder.wasting_sign'),
  );
  ladder.rule(
    'eating disorder with a danger sign',
    'high',
    all('eating_disorder.behaviour', 'eating_disorder.danger_sign'),
  );
  ladder.eatingDisorder();
  ladder.overdose();
  actsUnderWay(all, ladder.rule.bind(ladder), read);
  return ladder.decisions.sort((left, right) => LEVELS.indexOf(right.level) - LEVELS.indexOf(left.level));
}
