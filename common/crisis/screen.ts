/**
 * Screening: find phrases and rule matches, drop the ones a known harmless use or a study context
 * explains, keep the strongest of overlapping matches, adjust for denial, history and imminence, note
 * worries about someone else, then turn what is left into a level and a score.
 */
import { type CompiledLexicon, defaultCompiledLexicon } from './compile';
import type { SecondOpinionModel } from './concepts/features';
import { screenConcepts } from './concepts/screen-concepts';
import {
  imminentMarker,
  isFramed,
  isHistorical,
  isNegated,
  readContext,
  subjectOf,
  type TextContext,
} from './context';
import { type FoundMatch, findHarmlessCover, findPhrases } from './match';
import { tokenize } from './normalize';
import { combineOpinion } from './opinion-level';
import { findRuleMatches, RULE_NAMES } from './rules';
import {
  CRISIS_LEVELS,
  CRISIS_SEVERITIES,
  CRISIS_THRESHOLD,
  type CrisisLevel,
  type CrisisMatch,
  type CrisisResult,
  type CrisisSeverity,
  levelRank,
} from './types';

export interface ScreenOptions {
  /** Defaults to the built-in lexicon, compiled once. */
  readonly lexicon?: CompiledLexicon;
  /** The ticket category; keywords limited to other categories are skipped. */
  readonly categoryId?: number;
  /**
   * A learned second opinion over the concept features, asked only when the rules leave the text below
   * medium: it may mark a possible concern (review, not escalation) or raise the text to medium, never
   * lower anything. The product passes the trained classifier (`classifierOpinion` in
   * `classifier/opinion.ts`); without one, only the rules decide.
   */
  readonly secondOpinion?: SecondOpinionModel;
}

/** Highest weight a lowered severity keeps, so a denied statement also scores lower. */
const WEIGHT_CAP: Readonly<Record<CrisisSeverity, number>> = { low: 35, medium: 65, high: 89, critical: 100 };
const PEER_CONCERN_WEIGHT = 10;
const MAX_MATCHES = 300;
const IMMINENT_WEIGHT = 95;
/** Categories whose statements become imminent when timed for now ("tonight", "right now"). */
const CAN_BE_IMMINENT = new Set([
  'explicit_ideation',
  'plan_or_means',
  'farewell_or_preparation',
  'self_harm',
]);

const severityRank = (severity: CrisisSeverity): number => CRISIS_SEVERITIES.indexOf(severity);

/** Code-unit order, not locale order, so results are identical in every browser and on the server. */
function compareText(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** One step down for a denial or a past event, but never below medium: denial is not safety. */
function softened(severity: CrisisSeverity): CrisisSeverity {
  if (severity === 'critical') return 'high';
  return severity === 'high' ? 'medium' : severity;
}

interface AdjustedMatch extends FoundMatch {
  readonly peerMention: readonly number[] | undefined;
  readonly timed: boolean;
}

/** Original spans of words a harmless use or a study framing explains; the concept layer stays quiet there. */
type Spans = [number, number][];

function suppressHarmless(context: TextContext, found: readonly FoundMatch[], quiet: Spans): FoundMatch[] {
  const covered = findHarmlessCover(context.tokens);
  context.tokens.forEach((token, index) => {
    if (covered[index]) quiet.push([token.start, token.end]);
  });
  const kept = found.filter((match) => {
    const first = match.tokens[0] ?? 0;
    const last = match.tokens.at(-1) ?? first;
    if (covered[first] || covered[last]) return false;
    if (!isFramed(context, match)) return true;
    for (const index of match.tokens) {
      const token = context.tokens[index];
      if (token !== undefined) quiet.push([token.start, token.end]);
    }
    return false;
  });
  const hasCompanion = kept.some((match) => !match.requiresCompanion);
  return kept.filter((match) => hasCompanion || !match.requiresCompanion);
}

function span(match: FoundMatch): readonly [number, number] {
  const first = match.tokens[0] ?? 0;
  return [first, match.tokens.at(-1) ?? first];
}

/**
 * Keeps the strongest of matches covering the same words: one inside another ("kill myself" inside
 * "want to kill myself"), or two of one category sharing words ("want to end it" and "end it all"),
 * so one statement is not counted twice.
 */
function keepStrongest(found: readonly FoundMatch[]): FoundMatch[] {
  const ordered = [...found]
    .sort(
      (left, right) =>
        severityRank(right.severity) - severityRank(left.severity) ||
        right.tokens.length - left.tokens.length ||
        right.weight - left.weight ||
        span(left)[0] - span(right)[0] ||
        compareText(left.keyword, right.keyword),
    )
    // Past a few hundred matches (hostile or pasted text) the weakest add nothing to the level or
    // the score, and comparing every pair would grow with the square of their number.
    .slice(0, MAX_MATCHES);
  const kept: FoundMatch[] = [];
  for (const match of ordered) {
    const [first, last] = span(match);
    const inside = kept.some((other) => {
      const [otherFirst, otherLast] = span(other);
      const overlaps = first <= otherLast && last >= otherFirst;
      return (first >= otherFirst && last <= otherLast) || (overlaps && other.category === match.category);
    });
    if (!inside) kept.push(match);
  }
  return kept;
}

function adjust(context: TextContext, match: FoundMatch): AdjustedMatch {
  const subject = subjectOf(context, match);
  const denied = !subject.peer && isNegated(context, match);
  const past = isHistorical(context, match);
  // Someone else's past ("my brother overdosed two years ago") is grief or history, not a crisis now.
  const otherPersonsPast = past && subject.peer;
  let severity = denied || past ? softened(match.severity) : match.severity;
  if (otherPersonsPast) severity = 'low';
  const timed =
    !denied &&
    !past &&
    CAN_BE_IMMINENT.has(match.category) &&
    severityRank(severity) >= severityRank('medium');
  // Matches are written out field by field here and below: spreading an object into a literal with more fields
  // cost several microseconds a match on Node 20.
  return {
    keyword: match.keyword,
    category: match.category,
    severity,
    weight: severity === match.severity ? match.weight : Math.min(match.weight, WEIGHT_CAP[severity]),
    tokens: match.tokens,
    requiresCompanion: match.requiresCompanion,
    peerMention: subject.peer ? subject.mention : undefined,
    timed,
  };
}

/** Rule matches that follow from others: timing that makes a statement imminent, and peer concern. */
function derivedMatches(context: TextContext, matches: readonly AdjustedMatch[]): FoundMatch[] {
  const derived: FoundMatch[] = [];
  const seen = new Set<string>();
  const add = (match: FoundMatch): void => {
    const key = `${match.keyword}:${match.tokens.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    derived.push(match);
  };
  for (const match of matches) {
    const marker = match.timed ? imminentMarker(context, match) : undefined;
    if (marker !== undefined) {
      const { imminentTiming: keyword } = RULE_NAMES;
      add({
        keyword,
        category: 'imminent_act',
        severity: 'critical',
        weight: IMMINENT_WEIGHT,
        tokens: marker,
      });
    }
    if (match.peerMention !== undefined && severityRank(match.severity) >= severityRank('medium')) {
      add({
        keyword: RULE_NAMES.peerConcern,
        category: match.category,
        severity: match.severity,
        weight: PEER_CONCERN_WEIGHT,
        tokens: match.peerMention,
      });
    }
  }
  return derived;
}

/**
 * The strongest weight, plus a quarter of the second, an eighth of the third and so on, capped at 100:
 * one strong match dominates and further evidence adds less and less.
 */
export function combineWeights(weights: readonly number[]): number {
  const sorted = [...weights].sort((left, right) => right - left);
  const total = sorted.reduce(
    (sum, weight, index) => sum + (index === 0 ? weight : weight / 2 ** (index + 1)),
    0,
  );
  return Math.min(100, Math.round(total));
}

/**
 * The highest severity, one level higher when two or more different categories reach it (for
 * example ideation and means): several strong signals together are more urgent than one.
 */
export function levelOf(
  matches: readonly { category: string; severity_level: CrisisSeverity }[],
): CrisisLevel {
  if (matches.length === 0) return 'none';
  const top = Math.max(...matches.map((match) => severityRank(match.severity_level)));
  const topSeverity = CRISIS_SEVERITIES[top] ?? 'low';
  const categoriesAtTop = new Set(
    matches.filter((match) => match.severity_level === topSeverity).map((match) => match.category),
  );
  const rank = levelRank(topSeverity);
  const escalated = topSeverity !== 'low' && categoriesAtTop.size >= 2 ? rank + 1 : rank;
  return CRISIS_LEVELS[Math.min(escalated, CRISIS_LEVELS.length - 1)] ?? 'critical';
}

function toCrisisMatch(context: TextContext, match: FoundMatch): CrisisMatch {
  const starts = match.tokens.map((index) => context.tokens[index]?.start ?? 0);
  const ends = match.tokens.map((index) => context.tokens[index]?.end ?? 0);
  return {
    keyword: match.keyword,
    category: match.category,
    severity_level: match.severity,
    weight: match.weight,
    start: Math.min(...starts),
    end: Math.max(...ends),
  };
}

const NO_CRISIS: CrisisResult = {
  is_crisis: false,
  crisis_score: 0,
  level: 'none',
  matches: [],
  possible_concern: false,
};

/** A lexicon or rule match inside a sentence about a past the writer has recovered from reads as low. */
function recovered(match: CrisisMatch, spans: readonly (readonly [number, number])[]): CrisisMatch {
  const inside = spans.some(([start, end]) => match.start >= start && match.end <= end);
  if (!inside || match.severity_level === 'low') return match;
  const { keyword, category, start, end } = match;
  return {
    keyword,
    category,
    severity_level: 'low',
    weight: Math.min(match.weight, WEIGHT_CAP.low),
    start,
    end,
  };
}

function phraseMatches(text: string, options: ScreenOptions, quiet: Spans): CrisisMatch[] {
  const lexicon = options.lexicon ?? defaultCompiledLexicon();
  const tokens = tokenize(text, lexicon.dictionary);
  if (tokens.length === 0) return [];
  const context = readContext(tokens);
  const found = [...findPhrases(tokens, lexicon, options.categoryId), ...findRuleMatches(tokens)];
  const explained = keepStrongest(suppressHarmless(context, found, quiet));
  const adjusted = explained.map((match) => adjust(context, match));
  return [...adjusted, ...derivedMatches(context, adjusted)].map((match) => toCrisisMatch(context, match));
}

/**
 * A concept match overlapping a lexicon match explains it (family, concept, rule) rather than
 * repeating it; the lexicon match's span is kept and the ladder's level replaces the phrase's severity (the
 * ladder read the phrase together with the rest of the text).
 */
function withConcepts(phrases: readonly CrisisMatch[], concepts: readonly CrisisMatch[]): CrisisMatch[] {
  const merged = [...phrases];
  for (const concept of concepts) {
    const index = merged.findIndex(
      (phrase) => phrase.family === undefined && phrase.start < concept.end && phrase.end > concept.start,
    );
    const phrase = merged[index];
    if (phrase === undefined) {
      merged.push(concept);
      continue;
    }
    const { family, concept: name, language, rule } = concept;
    merged[index] = {
      keyword: phrase.keyword,
      category: phrase.category,
      severity_level: concept.severity_level,
      weight: Math.max(phrase.weight, concept.weight),
      start: phrase.start,
      end: phrase.end,
      family,
      concept: name,
      language,
      rule,
    };
  }
  return merged;
}

const maxLevel = (left: CrisisLevel, right: CrisisLevel): CrisisLevel =>
  levelRank(left) >= levelRank(right) ? left : right;

/**
 * Screens one text. Never throws; the same text and lexicon always give the same result. The level
 * is the higher of the lexicon's (phrases and proximity rules) and the concept ladder's.
 */
export function screenText(text: string, options: ScreenOptions = {}): CrisisResult {
  if (typeof text !== 'string' || text.length === 0) return NO_CRISIS;
  const quiet: Spans = [];
  const found = phraseMatches(text, options, quiet);
  const concepts = screenConcepts(text, quiet);
  const phrases = found
    .filter(
      (match) =>
        !concepts.harmlessSpans.some(([start, end]) => match.start < end && match.end > start) &&
        !concepts.framedSpans.some(([start, end]) => match.start < end && match.end > start) &&
        !concepts.deniedSpans.some(([start, end]) => match.start < end && match.end > start) &&
        !(match.category !== 'farewell_or_preparation' && concepts.framedPhrase(match.start, match.end)) &&
        !concepts.storyPhrase(match.start, match.end) &&
        !(
          match.category === 'farewell_or_preparation' &&
          concepts.reasonSpans.some(([start, end]) => match.start >= start && match.end <= end)
        ),
    )
    .map((match) => recovered(match, concepts.recoveredSpans));
  // A lexicon match the ladder has read (its words are part of a ladder decision) takes the ladder's
  // level: the ladder weighs it with the rest of the text; the lexicon sees one phrase.
  const read = (match: CrisisMatch): boolean =>
    concepts.matches.some((concept) => match.start < concept.end && match.end > concept.start);
  const phraseLevel = levelOf(
    phrases.filter((match) => match.keyword !== RULE_NAMES.peerConcern && !read(match)),
  );
  let level = maxLevel(phraseLevel, concepts.decisions[0]?.level ?? 'none');
  const matches = withConcepts(phrases, concepts.matches);
  let possibleConcern = false;
  const opinion =
    options.secondOpinion !== undefined && level !== 'critical'
      ? options.secondOpinion(concepts.features)
      : undefined;
  if (opinion !== undefined) {
    // Distress words only in sentences a game, a story or study frames ("my character just got killed ... still
    // grieving haha"), or in a past the writer has recovered from, are no rule signal of the writer's own.
    const distress = () =>
      level === 'low' &&
      !phrases.every(
        (match) =>
          match.severity_level !== 'low' ||
          concepts.framedSentence(match.start, match.end) ||
          concepts.recoveredSpans.some(([start, end]) => match.start >= start && match.end <= end),
      );
    const combined = combineOpinion(opinion, {
      level,
      distress,
      explained: concepts.explained,
      cap: WEIGHT_CAP,
    });
    level = combined.level;
    possibleConcern = combined.possibleConcern;
    matches.push(...combined.matches);
  }
  if (matches.length === 0) return NO_CRISIS;
  matches.sort(
    (left, right) =>
      left.start - right.start || left.end - right.end || compareText(left.keyword, right.keyword),
  );
  return {
    is_crisis: levelRank(level) >= levelRank(CRISIS_THRESHOLD),
    crisis_score: combineWeights(matches.map((match) => match.weight)),
    level,
    matches,
    possible_concern: possibleConcern,
  };
}

/** The normalised words of a text, as the engine reads them (for tests and the admin test screen). */
export function normalizeText(text: string, lexicon: CompiledLexicon = defaultCompiledLexicon()): string {
  return tokenize(text, lexicon.dictionary)
    .map((token) => token.text)
    .join(' ');
}
