import type { CrisisMatch } from '../../../common/crisis/types';
import { WRITTEN_LANGUAGES } from '../../../common/crisis/types';
import type { EvaluationCaseExport, ScreeningMarkLevel } from '../../../common/schemas/screening-reviews';
import { SCREENING_MARK_LEVELS } from '../../../common/schemas/screening-reviews';
import type { ScreeningReviewRow } from './repository';

type WrittenLanguage = (typeof WRITTEN_LANGUAGES)[number];

/** The concept layer names Hindi in Latin letters `hi`; the evaluation data calls it `hi-latn`. */
const WRITTEN_OF: Readonly<Record<string, WrittenLanguage>> = { hi: 'hi-latn' };

function writtenLanguage(code: string): WrittenLanguage | undefined {
  const mapped = WRITTEN_OF[code] ?? code;
  return WRITTEN_LANGUAGES.find((language) => language === mapped);
}

/**
 * The language the engine detected in a text: the language most of its concept matches were written in
 * (emoji and lexicon phrases name none), else English. Ties go to the language matched first.
 */
export function detectedLanguage(matches: readonly CrisisMatch[]): WrittenLanguage {
  const counts = new Map<WrittenLanguage, number>();
  for (const match of matches) {
    const language = match.language ? writtenLanguage(match.language) : undefined;
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: WrittenLanguage = 'en';
  let most = 0;
  for (const [language, count] of counts) {
    if (count > most) {
      best = language;
      most = count;
    }
  }
  return best;
}

/** The text the engine screened when the ticket was raised: its subject, then its description. */
export function ticketText(row: { subject: string; description: string }): string {
  return `${row.subject}\n${row.description}`;
}

const asLevel = (value: string | null): ScreeningMarkLevel | null =>
  SCREENING_MARK_LEVELS.find((level) => level === value) ?? null;

/**
 * A mark as a held-out evaluation case (`{ text, label, level, kind, language }`): a missed crisis is risky
 * at the level the marker gave, a false alarm harmless; the kind says which (the round's author may file
 * it under a concept family before it joins a round).
 */
export function evaluationCaseOf(row: ScreeningReviewRow): EvaluationCaseExport {
  const missed = row.kind === 'missed_crisis';
  return {
    text: ticketText(row),
    label: missed ? 'risky' : 'harmless',
    level: missed ? asLevel(row.expected_level) : null,
    kind: missed ? 'missed-crisis' : 'false-alarm',
    language: writtenLanguage(row.engine_language) ?? 'en',
  };
}

/** A file name with only safe characters: `screening-review-cases-2026-11-24T09-30-00Z.json`. */
export function exportFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `screening-review-cases-${stamp}.json`;
}
