/**
 * The seam for a learned second opinion: the concept features of a text, and the shape of a
 * classifier that reads them. A second opinion may mark a text the rules leave below medium as a
 * possible concern (for review, the level stays) or raise it to medium when confident; it never lowers
 * a level.
 */
import type { LadderDecision, LadderLevel } from './ladder';
import type { ReadHits } from './reading';
import { type ConceptLanguage, RISK_FAMILIES, type RiskFamily } from './types';

export interface ConceptFeatures {
  /** The text as written, for a model with its own reading of it. */
  readonly text: string;
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
  /**
   * `possible`: a possible concern for review (the level stays); `medium`: raise to medium; `none`: nothing for a
   * text below medium (only `sure` may apply).
   */
  readonly level: 'none' | 'possible' | 'medium';
  /** Shown to counselors as the reason ("learned second opinion 0.82: goodbye, letters"). */
  readonly reason: string;
  /** How sure the model is of its level (0-1). */
  readonly probability: number;
  /**
   * High or critical when the model is sure of that level: it raises a text the rules already read as a crisis
   * (medium or above), never one they leave below medium. `reason` then names it.
   */
  readonly sure?: { readonly level: 'high' | 'critical'; readonly reason: string };
}

/** A learned classifier plugged into `screenText` through `ScreenOptions.secondOpinion`. */
export type SecondOpinionModel = (features: ConceptFeatures) => SecondOpinion | undefined;

export function conceptFeatures(
  text: string,
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
    text,
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
