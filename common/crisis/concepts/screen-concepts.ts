/**
 * The concept layer as screening sees it: scan the text, read the hits in context, climb the ladder,
 * and turn each decision into explained matches (the words, their family and concept, and the rule
 * that set the level).
 */
import type { CrisisCategory, CrisisMatch, CrisisSeverity } from '../types';
import { type ConceptFeatures, conceptFeatures } from './features';
import { conceptMatcher } from './index';
import { climbLadder, type LadderDecision } from './ladder';
import { scanConcepts } from './match';
import { readHits } from './reading';
import type { ConceptHit } from './types';

const WEIGHTS: Readonly<Record<CrisisSeverity, number>> = { low: 30, medium: 60, high: 85, critical: 96 };

function categoryOf(hit: ConceptHit): CrisisCategory {
  switch (hit.family) {
    case 'ideation':
      return hit.concept === 'desire' || hit.concept === 'thoughts' ? 'explicit_ideation' : 'passive_wish';
    case 'intent':
      return 'explicit_ideation';
    case 'means':
      return 'plan_or_means';
    case 'timing':
      return 'imminent_act';
    case 'finality':
      return 'farewell_or_preparation';
    case 'self_harm':
      return 'self_harm';
    case 'harm_others':
      return 'violence_to_others';
    case 'abuse':
      return 'abuse_or_unsafe';
    default:
      return 'medical_emergency';
  }
}

export interface ConceptScreening {
  readonly decisions: readonly LadderDecision[];
  readonly matches: readonly CrisisMatch[];
  readonly features: ConceptFeatures;
  /** Original spans of harmless idioms in any language ("me muero de risa"). */
  readonly harmlessSpans: readonly (readonly [number, number])[];
  /** Original spans of risk words a study or training framing sets aside ("a survey about self-harm"). */
  readonly framedSpans: readonly (readonly [number, number])[];
  /** Original spans of wishes and violence denied ("i dont want to kill myself"): the lexicon's phrases there are quiet. */
  readonly deniedSpans: readonly (readonly [number, number])[];
  /** Original spans of sentences about a past the writer has recovered from. */
  readonly recoveredSpans: readonly (readonly [number, number])[];
  /** Original spans of sentences an everyday reason explains ("moving to Leeds", "see you after the break"). */
  readonly reasonSpans: readonly (readonly [number, number])[];
  /** An everyday reason, study framing, recovery, or only someone else spoken of: no learned escalation alone. */
  readonly explained: boolean;
  /** A lexicon phrase at this original span sits in a study framing and is not the writer's own statement. */
  readonly framedPhrase: (start: number, end: number) => boolean;
  /** The original span lies in a sentence with a framing of its own ("my character in our campaign"). */
  readonly framedSentence: (start: number, end: number) => boolean;
  /** Whether the span lies inside a story's frame and is not the writer speaking of themselves. */
  readonly storyPhrase: (start: number, end: number) => boolean;
}

/**
 * `quiet`: original spans a harmless use or study framing of the lexicon layer explains ("cut myself
 * shaving", "a paper on self-harm"); concept hits there are set aside too.
 */
export function screenConcepts(
  text: string,
  quiet: readonly (readonly [number, number])[] = [],
): ConceptScreening {
  const scanned = scanConcepts(text, conceptMatcher());
  const read = readHits(scanned, quiet);
  const decisions = climbLadder(read);
  const seen = new Set<string>();
  const matches: CrisisMatch[] = [];
  for (const decision of decisions) {
    for (const hit of decision.hits) {
      const key = `${hit.start}:${hit.end}:${hit.term}`;
      if (seen.has(key)) continue;
      seen.add(key);
      matches.push({
        keyword: hit.term,
        category: categoryOf(hit),
        severity_level: decision.level,
        weight: WEIGHTS[decision.level],
        start: hit.start,
        end: hit.end,
        family: hit.family,
        concept: hit.concept,
        language: hit.language,
        rule: decision.rule,
      });
    }
  }
  return {
    decisions,
    matches,
    features: conceptFeatures(text, scanned.folded, read, decisions),
    recoveredSpans: read.recoveredSpans,
    deniedSpans: read.deniedSpans,
    reasonSpans: read.reasonSpans,
    explained: read.explained,
    framedPhrase: read.framedPhrase,
    framedSentence: read.framedSentence,
    storyPhrase: read.storyPhrase,
    framedSpans: read.setAside
      .filter((aside) => aside.reason === 'framed')
      .map(({ hit }) => [hit.start, hit.end] as const),
    harmlessSpans: scanned.hits
      .filter((hit) => hit.family === 'harmless')
      .map((hit) => [hit.start, hit.end] as const),
  };
}
