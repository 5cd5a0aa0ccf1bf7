/**
 * Reading concept hits in context before the ladder sees them: harmless idioms remove the risk hits
 * they cover; study framing, the past and recovery set hits aside; denial and self-reference are
 * looked up per sentence. Clock times ("at 8", "11:40") are added as timing, and pill counts ("30 of my") as an overdose quantity.
 */

import { recoveredEpisode, storySentences } from './frame';
import { explainedInSentence } from './lookalike-words';
import type { ScannedText } from './match';
import { CALORIE_CEILING, CLOCK, firstWordFrom, PILL_COUNT, patternHits } from './pattern-hits';
import { bareLine, onlyAJourney, onlyFinalityExplained, speaksForSelf, thoughtOf } from './reading-words';
import type { ConceptFamily, ConceptHit, RiskFamily } from './types';

import { RISK_FAMILIES } from './types';

/** Hits combine when they are at most this many sentences apart. */
export const WINDOW = 2;

const isRisk = (family: ConceptFamily): family is RiskFamily =>
  (RISK_FAMILIES as readonly string[]).includes(family);

/** Families a study framing sets aside ("my essay on suicide prevention"). */
const FRAMED_FAMILIES = new Set<ConceptFamily>([
  'ideation',
  'means',
  'self_harm',
  'harm_others',
  'abuse',
  'overdose',
  'eating_disorder',
  'finality',
]);

/** Families whose hits end a story's frame: a means, an intent, a farewell or harm is not carried by a story. */
const CLOSING_FAMILIES = new Set<ConceptFamily>([
  'intent',
  'means',
  'finality',
  'self_harm',
  'harm_others',
  'abuse',
  'overdose',
  'eating_disorder',
]);

/**
 * Healed injuries ("scars", "the old marks", "cicatrices"): a mark of the past, not a wound. Near a past or a
 * recovery told in the text, or called old or faint, they are the past even beside "still" ("the scars are
 * still visible"): scars are still there by nature.
 */
const HEALED = /scar|cicatri|narbe|疤|ندب|ندوب|\bold\b|\bfaint\b|\bpurane\b|\bpurani\b/;

/** Sentences within `reach` of any sentence in `found`. */
function near(found: ReadonlySet<number>, reach: number): Set<number> {
  const out = new Set<number>();
  for (const sentence of found) for (let step = -reach; step <= reach; step += 1) out.add(sentence + step);
  return out;
}

export interface ReadHits {
  /** Risk hits that count, in text order. */
  readonly risk: readonly ConceptHit[];
  /** Risk hits set aside, with why (for the explanation and the second opinion). */
  readonly setAside: readonly { hit: ConceptHit; reason: 'past' | 'framed' | 'harmless' }[];
  /** Original spans of wishes and violence denied by the word before ("i dont want to kill myself"). */
  readonly deniedSpans: readonly (readonly [number, number])[];
  readonly negatedSentences: ReadonlySet<number>;
  /** Sentences whose only denial is "no plan". */
  readonly noPlanSentences: ReadonlySet<number>;
  /** Sentences that bring something to now ("again", "relapsed", "lately"). */
  readonly presentSentences: ReadonlySet<number>;
  readonly selfSentences: ReadonlySet<number>;
  readonly peerSentences: ReadonlySet<number>;
  /** Original spans of sentences that tell of a past the writer has recovered from. */
  readonly recoveredSpans: readonly (readonly [number, number])[];
  /** Original spans of sentences an everyday reason explains (moving, a lease, the end of term), and next to one. */
  readonly reasonSpans: readonly (readonly [number, number])[];
  /** The text gives an everyday reason, a study framing or a recovery, or speaks only of someone else. */
  readonly explained: boolean;
  /** A chat line of a few words naming no outing, trip or game (`bareLine`): what it tells is the whole message. */
  readonly bare: boolean;
  /**
   * Whether the original span lies in a sentence a study framing sets aside and is not the writer speaking
   * of themselves ("a pharmacology question on paracetamol overdose"): the lexicon's phrases there are quiet.
   */
  framedPhrase(start: number, end: number): boolean;
  /** Whether the original span lies inside a story's frame (frame.ts) and is not the writer speaking of themselves. */
  storyPhrase(start: number, end: number): boolean;
  /** Whether the original span lies in a sentence with a study, media or game framing of its own. */
  framedSentence(start: number, end: number): boolean;
}

const DENYING = new Set("never nunca jamais nie mai dont don't didnt didn't".split(' '));
/** "hasn't", "didn't": read as two words, the negation and "t". */
const DENYING_CONTRACTED = new Set(['hasn', 'hadn', 'didn', 'doesn', 'don', 'haven', 'wasn']);
const NOW = new Set(['now', '现在', 'ahora', 'agora', 'maintenant', 'jetzt', 'ora']);
const DURATION = new Set([
  'weeks',
  'months',
  'days',
  'years',
  'while',
  'ages',
  'semanas',
  'meses',
  'semaines',
  'mois',
]);
const STOCK = new Set(['worth', 'enough', 'stockpiled', 'stash']);
const STOCK_AFTER = ['已经有', '已经攒', '攒了'];
/** A count beside "now" ("got about 40 now"): 13 to 999, so not an hour of the clock. */
const COUNT = /^(?:1[3-9]|[2-9]\d|[1-9]\d\d)$/;

const NONE: ReadonlySet<number> = new Set();

function sentenceSpans(scanned: ScannedText, sentences: readonly number[]): [number, number][] {
  return sentences.flatMap((sentence) => {
    const words = scanned.words.filter((word) => word.sentence === sentence);
    const first = words[0];
    const last = words.at(-1);
    if (first === undefined || last === undefined) return [];
    return [[scanned.starts[first.from] ?? 0, scanned.ends[last.to - 1] ?? 0] as [number, number]];
  });
}

export function readHits(scanned: ScannedText, quiet: readonly (readonly [number, number])[] = []): ReadHits {
  const hits = [
    ...scanned.hits.map((hit) => thoughtOf(scanned, hit)),
    ...patternHits(scanned, CLOCK, { family: 'timing', concept: 'clock_time' }),
    ...patternHits(scanned, PILL_COUNT, { family: 'overdose', concept: 'quantity' }),
    ...patternHits(scanned, CALORIE_CEILING, { family: 'eating_disorder', concept: 'behaviour' }),
  ];
  const harmless = hits.filter((hit) => hit.family === 'harmless');
  const idiom = (hit: ConceptHit): boolean => harmless.some((at) => hit.from < at.to && hit.to > at.from);
  const present = scanned.contextSentences.get('present') ?? NONE;
  const recovery = scanned.contextSentences.get('recovery') ?? NONE;
  // A recovery told in a text that brings nothing to now frames every sentence told in the past (frame.ts).
  const episode = recoveredEpisode(
    scanned,
    recovery,
    present,
    new Set(
      hits.filter((hit) => hit.family === 'timing' && !recovery.has(hit.sentence)).map((hit) => hit.sentence),
    ),
  );
  const history = new Set([...(scanned.contextSentences.get('history') ?? NONE), ...episode]);
  // A framing denied in its sentence ("not for an essay") frames nothing.
  const unframed = scanned.contextSentences.get('unframed') ?? NONE;
  const framed = scanned.contextSentences.get('framing') ?? NONE;
  const framing = unframed.size === 0 ? framed : new Set([...framed].filter((at) => !unframed.has(at)));
  const reason = near(scanned.contextSentences.get('reason') ?? NONE, 1);
  const self = scanned.contextSentences.get('self') ?? NONE;
  // A framing in the next or previous sentence frames a sentence in which the writer does not speak
  // ("What should someone do if a person is thinking about suicide? Writing our welfare policy.").
  const framedNearby = near(framing, 1);
  // A story, a game or a show named in the text frames its sentence and the next ones the writer does not speak in.
  const story = storySentences(
    scanned,
    self,
    new Set(hits.filter((hit) => CLOSING_FAMILIES.has(hit.family)).map((hit) => hit.sentence)),
  );
  // An emoji of risk is the writer's own voice, like "i": a framing next door does not frame its sentence. A sentence
  // that speaks of someone else ("my friend told me she's thinking about suicide") is theirs, not the writer's, even
  // with a "my" or "me" in it: help asked next door frames it.
  // Someone else in danger now, told next to the help asked ("my flatmate took 40 pills an hour ago ... what's the
  // number to call?"), is never framed away.
  const peer = scanned.contextSentences.get('peer') ?? NONE;
  const nowTold = near(
    new Set(
      hits
        // A time inside a harmless phrase ("she is with her mum now") tells no danger now.
        .filter((hit) => (hit.concept === 'imminent' || hit.concept === 'recent') && !idiom(hit))
        .map((hit) => hit.sentence)
        .filter(
          (sentence) => !recovery.has(sentence) && !scanned.contextSentences.get('negation')?.has(sentence),
        ),
    ),
    1,
  );
  const peerNow = (sentence: number): boolean => peer.has(sentence) && nowTold.has(sentence);
  const voiced = new Set([
    ...[...self].filter((sentence) => !peer.has(sentence) || nowTold.has(sentence)),
    ...hits.filter((hit) => hit.language === 'emoji' && isRisk(hit.family)).map((hit) => hit.sentence),
  ]);
  // A past sentence is recovered from when a recovery sentence stands within the window and neither says
  // "again" ("I used to think about suicide. These days I'm stable and happy.").
  const recoveredNear = episode.size > 0 ? history : near(recovery, WINDOW);
  const recoveredPast = (sentence: number): boolean =>
    recovery.has(sentence) || (history.has(sentence) && recoveredNear.has(sentence));
  const onlyFinality = onlyFinalityExplained(scanned, hits, (hit) => isRisk(hit.family));
  const journey = onlyAJourney(scanned, hits, (hit) => isRisk(hit.family));
  const pastNear = near(new Set([...history, ...recovery]), WINDOW);
  const healed = (hit: ConceptHit): boolean =>
    hit.family === 'self_harm' &&
    hit.concept === 'injury' &&
    (HEALED.test(hit.term) || HEALED.test(scanned.folded.slice(hit.from, hit.to))) &&
    (pastNear.has(hit.sentence) || /\bold\b|\bfaint\b/.test(scanned.folded.slice(hit.from, hit.to)));
  const risk: ConceptHit[] = [];
  const setAside: { hit: ConceptHit; reason: 'past' | 'framed' | 'harmless' }[] = [];
  for (const hit of hits) {
    if (!isRisk(hit.family)) continue;
    const covered =
      idiom(hit) ||
      explainedInSentence(harmless, hit) ||
      quiet.some(([start, end]) => hit.start < end && hit.end > start);
    if (covered) {
      setAside.push({ hit, reason: 'harmless' });
    } else if (
      ((recovery.has(hit.sentence) || history.has(hit.sentence)) && !present.has(hit.sentence)) ||
      healed(hit)
    ) {
      setAside.push({ hit, reason: 'past' });
    } else if (
      (FRAMED_FAMILIES.has(hit.family) || (hit.family === 'timing' && story.has(hit.sentence))) &&
      (framing.has(hit.sentence) ||
        story.has(hit.sentence) ||
        (framedNearby.has(hit.sentence) && !voiced.has(hit.sentence))) &&
      !speaksForSelf(scanned, hit) &&
      !peerNow(hit.sentence)
    ) {
      setAside.push({ hit, reason: 'framed' });
    } else if (
      ((reason.has(hit.sentence) || onlyFinality) && hit.family === 'finality') ||
      (journey && hit.family === 'means')
    ) {
      setAside.push({ hit, reason: 'framed' });
    } else {
      risk.push(hit);
    }
  }
  risk.sort((left, right) => left.from - right.from || right.to - left.to);
  // A time word inside a habit ("it's every day now") is no time; nor an Arabic time word that is only the
  // start of a longer word ("الان" in "الانتحار").
  const habits = risk.filter((hit) => hit.concept === 'habitual');
  const habitual = (hit: ConceptHit): boolean =>
    habits.some((other) => other !== hit && other.from <= hit.from && other.to >= hit.to) ||
    (hit.language === 'ar' &&
      (/[\u0621-\u064a]/.test(scanned.folded[hit.to] ?? '') ||
        // "بعد الان" is "any more", not now.
        scanned.folded
          .slice(Math.max(0, hit.from - 4), hit.from)
          .trimEnd()
          .endsWith('بعد')));
  // A time word inside a longer phrase is part of it ("i have enough now"), not a time, unless the
  // phrase is a statement of intent that carries its own time ("bringe mich heute nacht um") or of being
  // somewhere now ("我现在在", "انا الان").
  const inside = (hit: ConceptHit): boolean =>
    hit.family === 'timing' &&
    (habitual(hit) ||
      risk.some(
        (other) =>
          other.family !== 'timing' &&
          other.family !== 'ideation' &&
          other.family !== 'intent' &&
          !(other.family === 'self_harm' && other.concept === 'act') &&
          !(other.family === 'means' && other.concept === 'presence') &&
          other.from <= hit.from &&
          other.to >= hit.to,
      ));
  // "if a bus hit me" is a wish to be dead, not violence.
  const wishes = risk.filter((hit) => hit.concept === 'passive_wish');
  // "nicht mehr da sein" is a wish to be gone, not a second sign of finality beside it.
  const wished = (hit: ConceptHit): boolean =>
    (hit.family === 'abuse' || hit.family === 'finality') &&
    wishes.some((wish) => wish.from <= hit.from && wish.to >= hit.to);
  // "ganas de cortarme otra vez" is an urge, not an act: an act inside an urge is the urge.
  const urges = risk.filter((hit) => hit.family === 'self_harm' && hit.concept === 'urge');
  const urged = (hit: ConceptHit): boolean =>
    hit.family === 'self_harm' &&
    hit.concept === 'act' &&
    urges.some((urge) => urge.from <= hit.from && urge.to >= hit.to);
  // Violence denied ("ele nunca me bateu", "he never hit me") and a wish denied ("i don't want to die exactly")
  // are not told: the word just before the hit says so.
  const wordBefore = (hit: ConceptHit, back: number): string =>
    scanned.words[hit.word - back]?.sentence === hit.sentence
      ? (scanned.words[hit.word - back]?.text ?? '')
      : '';
  const denied = (hit: ConceptHit): boolean =>
    (((hit.family === 'abuse' && hit.concept === 'violence') ||
      (hit.family === 'ideation' &&
        (hit.concept === 'wish_dead' || hit.concept === 'desire') &&
        hit.term.startsWith('want'))) &&
      (DENYING.has(wordBefore(hit, 1)) ||
        (wordBefore(hit, 1) === 't' && DENYING_CONTRACTED.has(wordBefore(hit, 2))))) ||
    // "i dont want to kill myself or anything, i just wish i could sleep": a wish to kill oneself denied.
    (hit.family === 'ideation' &&
      (hit.concept === 'desire' || hit.concept === 'wish_dead') &&
      wordBefore(hit, 1) === 'to' &&
      wordBefore(hit, 2) === 'want' &&
      DENYING.has(wordBefore(hit, 3)));
  // A threat whose words a self-harm hit also covers ("j'ai envie de me faire du mal") is about the writer.
  const selfHarms = risk.filter((hit) => hit.family === 'self_harm');
  const ownHarm = (hit: ConceptHit): boolean =>
    hit.family === 'harm_others' &&
    hit.concept === 'threat' &&
    selfHarms.some((other) => other.from <= hit.from && other.to >= hit.to);
  // A duration told of an earlier day ("yesterday I sat in my car for an hour") is no time now.
  const earlierSentences = new Set(
    risk.filter((hit) => hit.family === 'timing' && hit.concept === 'earlier').map((hit) => hit.sentence),
  );
  const duration = (hit: ConceptHit): boolean =>
    hit.family === 'timing' &&
    hit.concept === 'imminent' &&
    hit.term.startsWith('for ') &&
    earlierSentences.has(hit.sentence);
  // "now" of a stock counted up ("nearly 3 months' worth now", "got about 40 now", "现在已经有五十多片了") tells how
  // much, not when.
  const stockNow = (hit: ConceptHit): boolean => {
    if (hit.family !== 'timing' || hit.concept !== 'imminent' || !NOW.has(hit.term)) return false;
    // "for a few weeks now", "for months now": how long, not when.
    if (DURATION.has(wordBefore(hit, 1))) return true;
    if (STOCK_AFTER.some((word) => scanned.folded.startsWith(word, hit.to))) return true;
    const { words } = scanned;
    for (
      let index = firstWordFrom(scanned, (word) => word.from, hit.from - 40);
      index < words.length;
      index += 1
    ) {
      const word = words[index];
      if (word === undefined || word.from > hit.to + 40) break;
      if (word.sentence === hit.sentence && (STOCK.has(word.text) || COUNT.test(word.text))) return true;
    }
    return false;
  };
  const deniedSpans = risk.filter(denied).map((hit) => [hit.start, hit.end] as const);
  const counted = risk.filter(
    (hit) =>
      !inside(hit) &&
      !wished(hit) &&
      !urged(hit) &&
      !ownHarm(hit) &&
      !denied(hit) &&
      !duration(hit) &&
      !stockNow(hit) &&
      hit.concept !== 'habitual',
  );
  // The words of the original span: the first, the last, and the sentence of the first.
  const wordsAt = (start: number, end: number) => {
    const { words, starts } = scanned;
    const first = firstWordFrom(scanned, (word) => starts[word.from] ?? 0, start);
    const firstWord = words[first];
    if (firstWord === undefined || (starts[firstWord.from] ?? end) >= end) return undefined;
    let last = first;
    while ((starts[words[last + 1]?.from ?? -1] ?? Infinity) < end) last += 1;
    return { first, to: words[last]?.to ?? firstWord.to, sentence: firstWord.sentence };
  };
  const framedPhrase = (start: number, end: number): boolean => {
    const at = wordsAt(start, end);
    if (at === undefined) return false;
    const framedHere =
      framing.has(at.sentence) || (framedNearby.has(at.sentence) && !voiced.has(at.sentence));
    return (
      framedHere &&
      !peerNow(at.sentence) &&
      !speaksForSelf(scanned, { word: at.first, to: at.to, sentence: at.sentence })
    );
  };
  const storyPhrase = (start: number, end: number): boolean => {
    const at = wordsAt(start, end);
    return (
      at !== undefined &&
      story.has(at.sentence) &&
      !speaksForSelf(scanned, { word: at.first, to: at.to, sentence: at.sentence })
    );
  };
  const framedSentence = (start: number, end: number): boolean => {
    const at = wordsAt(start, end);
    return at !== undefined && (framing.has(at.sentence) || story.has(at.sentence));
  };
  return {
    deniedSpans,
    framedPhrase,
    framedSentence,
    storyPhrase,
    risk: counted,
    setAside,
    negatedSentences: scanned.contextSentences.get('negation') ?? NONE,
    noPlanSentences: scanned.denialOnlyOfPlan,
    presentSentences: present,
    selfSentences: scanned.contextSentences.get('self') ?? NONE,
    peerSentences: scanned.contextSentences.get('peer') ?? NONE,
    reasonSpans: sentenceSpans(
      scanned,
      [...reason].filter((sentence) => sentence >= 0 && sentence < scanned.sentenceCount),
    ),
    explained:
      reason.size > 0 ||
      framing.size > 0 ||
      story.size > 0 ||
      recovery.size > 0 ||
      ((scanned.contextSentences.get('peer')?.size ?? 0) > 0 && self.size === 0),
    bare: bareLine(scanned),
    recoveredSpans: sentenceSpans(
      scanned,
      [...new Set([...recovery, ...history])].filter(
        (sentence) => recoveredPast(sentence) && !present.has(sentence),
      ),
    ),
  };
}
