/**
 * The seam for a learned second opinion: the concept features of a text, and the shape of a
 * classifier that reads them. A second opinion may raise a text the rules leave below medium to
 * "low" (possible concern, for review) or to medium when confident; it never lowers a level.
 */
import type { LadderDecision, LadderLevel } from './ladder';
import type { ReadHits } from './reading';
import { type ConceptLanguage, RISK_FAMILIES, type RiskFamily } from './types';

export interface ConceptFeatures {
  /** The text folded as the concept scanner reads it (lowercase, accent-free), for n-grams. */
  readonly folded: string;
  /** Risk hits that count, per family. */
  readonly families: Readonly<Record<RiskFamily, number>>;
  /** Risk hits that count, per "family.concept" ("means.medication"). */
  readonly concepts: Readonly<Record<string, number>>;
  /** Risk hits set aside as past, study framing or harmless idiom. */
  readonly setAside: number;
  readonly negated: boolean;
  readonly languages: readonly ConceptLanguage[];
  /** The ladder's level, or undefined when no rule fired. */
  readonly ladderLevel: LadderLevel | undefined;
  readonly rules: readonly string[];
}

export interface SecondOpinion {
  readonly level: 'low' | 'medium';
  /** Shown to counselors as the reason ("classifier: 0.82 for finality"). */
  readonly reason: string;
}

/** A learned classifier plugged into `screenText` through `ScreenOptions.secondOpinion`. */
export type SecondOpinionModel = (features: ConceptFeatures) => SecondOpinion | undefined;

export function conceptFeatures(
  folded: string,
  read: ReadHits,
  decisions: readonly LadderDecision[],
): ConceptFeatures {
  const families = Object.fromEntries(RISK_FAMILIES.map((family) => [family, 0])) as Record<
    RiskFamily,
    number
  >;
  const concepts: Record<string, number> = {};
  const languages = new Set<ConceptLanguage>();
  for (const hit of read.risk) {
    families[hit.family as RiskFamily] += 1;
    const key = `${hit.family}.${hit.concept}`;
    concepts[key] = (concepts[key] ?? 0) + 1;
    languages.add(hit.language);
  }
  return {
    folded,
    families,
    concepts,
    setAside: read.setAside.length,
    negated: read.negatedSentences.size > 0,
    languages: [...languages].sort(),
    ladderLevel: decisions[0]?.level,
    rules: decisions.map((decision) => decision.rule),
  };
}
