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

import { Ladder, type LadderDecision, type LadderLevel, LEVELS } from './ladder-core';
import { actsUnderWay } from './ladder-now';
import { eatingDisorder, finality, overdose } from './ladder-signs';
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
  wants,
  weakIdeation,
  weapon,
} from './ladder-terms';
import { toldByFacts } from './ladder-told';
import type { ReadHits } from './reading';
import type { ConceptHit } from './types';

export type { LadderDecision, LadderLevel };

/** Tomorrow, in any language: a day to come, not a time that is soon. */
const TOMORROW = /^(?:tomorrow|tmrw|tmr|manana|demain|morgen|amanha|domani|明天|غدا|بكره|بكرة)$/;
const soonNotBareNow = (hit: ConceptHit): boolean =>
  soon(hit) && hit.term !== 'now' && !TOMORROW.test(hit.term);
const VIOLENT =
  /stab|shoot|kill|apunal|clav|mato|matar|tuer|plant|poignard|umbring|abstech|stech|esfaque|accoltell|ammazz|uccid|捅|杀/;
/** A target's habits known: where they park or live, when they leave ("so dove parcheggia", "وأعرف متى يخرج"). */
const HABIT = /\bknow\b|\bwhere\b|\bdove\b|quando|cuando|\bwann\b|\bwo\b|متي|امتي|وين/;
const BLOOD = /bleed|blood|sangr|saign|blut|sangue|血|نزيف|انزف|ينزف|khoon/;
const bleeding = (hit: ConceptHit): boolean =>
  hit.family === 'self_harm' &&
  (hit.concept === 'bleeding' || hit.concept === 'injury') &&
  BLOOD.test(hit.term);
const BLADE = /blade|cuchilla|lame|klinge|lamina|gilete|lametta|刀片|شفر|موس/;
const selfHarmBlade = (hit: ConceptHit): boolean =>
  hit.family === 'means' && hit.concept === 'blade' && BLADE.test(hit.term);
const keptBlade = (hit: ConceptHit): boolean =>
  hit.family === 'means' && hit.concept === 'blade' && (BLADE.test(hit.term) || /razor/.test(hit.term));
const HELD = /holding|in my hand|en la mano|dans la main|in der hand|na mao|in mano|手里|بايدي|haath mein/;
const held = (hit: ConceptHit): boolean =>
  hit.family === 'means' && hit.concept === 'kept' && HELD.test(hit.term);
const violentThreat = (hit: ConceptHit): boolean =>
  hit.family === 'harm_others' && hit.concept === 'threat' && VIOLENT.test(hit.term);

/** Every ladder decision for the hits that count, strongest first. */
export function climbLadder(read: ReadHits): LadderDecision[] {
  const ladder = new Ladder(read);
  const all = ladder.all.bind(ladder);
  // Rules whose parts may come from anywhere in the writer's own account, not only within WINDOW sentences.
  const whole = ladder.whole.bind(ladder);
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
  // No future told with its hour ("I won't be alive by morning"): the writer names when.
  ladder.rule('no future for oneself, with a time', 'critical', all('ideation.no_future', soon));
  ladder.rule(
    'wish to be dead with thoughts of suicide',
    'high',
    all('ideation.passive_wish', 'ideation.thoughts'),
  );
  ladder.rule('thinking about a method', 'high', all('ideation.method_thoughts'));
  ladder.rule('afraid of acting on it', 'high', all('ideation.acting'));
  ladder.rule('suicidal thoughts getting stronger', 'high', all('ideation.thoughts', 'ideation.worsening'));
  ladder.rule('ideation with intent', 'high', whole(ideation, 'intent'));
  ladder.rule('ideation with a method', 'high', whole(ideation, method));
  ladder.rule('intent with a method', 'high', whole('intent', method));
  ladder.rule(
    'asking how much it would take',
    'high',
    // Not a dose asked for an illness or an everyday reason ("quante tachipirine al giorno per la febbre").
    read.explained
      ? undefined
      : all(
          'means.dose_question',
          (hit) => hit.concept === 'medication' || hit.concept === 'insulin' || ideation(hit),
        ),
  );
  ladder.rule('means kept ready', 'high', all('finality.ready', 'means.medication'));
  ladder.rule('asking how lethal a medication is', 'high', all('means.lethality', 'means.medication'));
  // Whether a belt or a rope would hold a person's weight: testing a ligature.
  ladder.rule('checking whether a ligature would hold', 'high', all('means.lethality', 'means.ligature'));
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
  ladder.rule('intent with a method and a date', 'critical', whole('intent', method, planned));
  ladder.rule('past the edge of a height', 'critical', all('means.at_edge', place));
  ladder.rule('means with timing', 'critical', whole(method, soon, cueOrPresence));
  ladder.rule('means obtained, with timing', 'critical', whole(method, 'means.acquired', soon));
  ladder.rule(
    'a weapon obtained, with a target and a time',
    'critical',
    // Not when an everyday reason explains it ("my brother's cricket bat to the match on saturday").
    read.explained ? undefined : all(weapon, 'means.acquired', 'harm_others.target', planned),
  );
  // Not a wish read inside thoughts told of ("thoughts of killing myself most nights"): those are thoughts, and a
  // time elsewhere in a long ticket ("how long is the wait right now?") does not make them an act to come.
  const thoughtOf = read.risk.filter((hit) => hit.family === 'ideation' && hit.concept === 'thoughts');
  ladder.rule(
    'wish to kill oneself with timing',
    'critical',
    whole(
      (hit) =>
        hit.family === 'ideation' &&
        hit.concept === 'desire' &&
        !thoughtOf.some((thought) => thought.from <= hit.from && thought.to >= hit.to),
      soon,
    ),
  );
  ladder.rule(
    'intent with timing',
    'critical',
    whole(
      'intent',
      soonForIntent,
      (hit) => hit.family !== 'intent' && hit.family !== 'finality' && cueOrPresence(hit),
    ),
  );
  // Preparation and finality.
  finality(ladder);
  ladder.rule(
    'finality with ideation',
    'high',
    whole(finalSign, (hit) => ideation(hit) || hit.family === 'intent'),
  );
  ladder.rule('finality with means and timing', 'critical', whole('finality', method, soon));
  ladder.rule('finality with intent and timing', 'critical', whole(finalSign, 'intent', soonForIntent));
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
  // A blade told of oneself (not a knife: "cuchilla", "la lame", "Klinge", "lametta", "刀片", "شفرة") with where it is
  // hidden ("para que nadie lo vea", "lange Ärmel", "taaki kisi ko na dikhe").
  ladder.rule('a blade, hidden', 'high', all(selfHarmBlade, 'self_harm.concealment'));
  // A blade or a razor held, or kept in a named place now ("the razor in my pencil case now", "sitting here holding the
  // blade"); kept there with nothing now ("just in case. haven't used it this week") stays where it was.
  ladder.rule('a blade kept at hand', 'high', all(keptBlade, held));
  ladder.rule(
    'a blade kept at hand',
    'high',
    all(keptBlade, 'means.kept', (hit) => hit.family === 'timing' && hit.concept === 'imminent'),
  );
  // Harm to others.
  ladder.rule('threat to others', 'medium', all('harm_others.threat'));
  ladder.rule('threat with a weapon', 'high', all('harm_others.threat', weapon));
  // A weapon brought or kept for a person or a place of study, with no threat word ("if he laughs one more time i'm
  // bringing my knife to seminar", "a bat in the boot for when i see that guy").
  ladder.rule(
    'a weapon brought for a target',
    'high',
    read.explained ? undefined : all(weapon, 'means.acquired', 'harm_others.target'),
  );
  // Lying in wait for someone named, knowing their habits (where they park, when they leave) ("سأنتظره عند سيارته، وأعرف متى يخرج"), with no threat word.
  ladder.rule(
    'waiting for a target whose habits are known',
    'high',
    read.explained
      ? undefined
      : all(
          'harm_others.waiting',
          (hit) => wants('harm_others.located')(hit) && HABIT.test(hit.term),
          'harm_others.target',
        ),
  );
  // A threat in a sentence that tells it as a fantasy ("sometimes i imagine slamming my roommates head") stays medium.
  const fantasies = new Set(
    read.risk
      .filter((hit) => hit.family === 'harm_others' && hit.concept === 'fantasy')
      .map((hit) => hit.sentence),
  );
  const told = (hit: ConceptHit): boolean =>
    hit.family === 'harm_others' && hit.concept === 'threat' && !fantasies.has(hit.sentence);
  ladder.rule('threat with a target', 'high', all(told, 'harm_others.target'));
  ladder.rule('weapon, target and time', 'critical', all('means.firearm', 'harm_others.target', planned));
  // A threat with a weapon is critical with a time that is soon (tonight, at 2); a day to come ("Monday") keeps it high
  // unless a target is named too (below). A bare "now" tells a state as often as a time ("done it 3 times now").
  ladder.rule(
    'threat with a weapon and a time',
    'critical',
    all('harm_others.threat', weapon, soonNotBareNow),
  );
  // A threat to stab, shoot or kill someone named, with a time to come ("tonight when my flatmate gets home im
  // going to stab him"): planned violence against a person, critical like a weapon with a target and a time. Not
  // "kal", yesterday as often as tomorrow.
  ladder.rule(
    'a violent threat with a target and a time',
    'critical',
    all(violentThreat, 'harm_others.target', (hit) => soon(hit) && hit.term !== 'kal'),
  );
  // A weapon brought tomorrow to someone named is planned violence against a person ("amanhã levo a faca pra
  // faculdade. o Rafael vai pagar"); without a target it stays high ("bringing the air rifle in tomorrow").
  ladder.rule(
    'threat with a weapon and a time',
    'critical',
    all('harm_others.threat', weapon, (hit) => TOMORROW.test(hit.term), 'harm_others.target'),
  );
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
  const notEarlierHarm = notEarlier(harm);
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
  // Hurt and bleeding after violence or a rape told now, not as an earlier time ("i was just raped ... im bleeding").
  ladder.rule('violence or sexual abuse, bleeding', 'critical', all(notEarlierHarm, bleeding));

  ladder.rule('abuse with danger, now', 'critical', all(notEarlier(abuse), 'abuse.danger', soon));
  ladder.rule(
    'hiding from danger, now',
    'critical',
    all(notEarlier(wants('abuse.danger')), 'abuse.fear', soon),
  );
  ladder.rule('hiding from danger', 'critical', all('abuse.danger', 'abuse.hiding'));
  // Danger told twice, now, with no one named as an abuser ("my ex is outside my door right now and he has a knife").
  ladder.rule(
    'danger told twice, now',
    'critical',
    all(notEarlier(wants('abuse.danger')), (hit) => hit.family === 'abuse' && hit.concept === 'danger', soon),
  );
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
  eatingDisorder(ladder);
  overdose(ladder);
  actsUnderWay(all, ladder.rule.bind(ladder), read);
  toldByFacts(all, ladder.rule.bind(ladder), read);
  return ladder.decisions.sort((left, right) => LEVELS.indexOf(right.level) - LEVELS.indexOf(left.level));
}
