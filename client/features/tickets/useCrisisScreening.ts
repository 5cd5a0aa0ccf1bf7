import { useDeferredValue, useMemo } from 'react';
import { compileLexicon, screenText } from '../../../common/crisis';
import {
  type CrisisLexiconEntry,
  type CrisisResult,
  isCrisisCategory,
  isCrisisSeverity,
} from '../../../common/crisis/types';
import type { TicketOptions } from './api';

/** The options' lexicon entries the engine understands (unknown categories or severities are skipped). */
export function lexiconEntriesOf(entries: TicketOptions['crisis_lexicon']): CrisisLexiconEntry[] {
  const valid: CrisisLexiconEntry[] = [];
  for (const entry of entries) {
    const { category, severity_level: severity } = entry;
    if (!isCrisisCategory(category) || !isCrisisSeverity(severity)) continue;
    valid.push({ ...entry, category, severity_level: severity });
  }
  return valid;
}

/**
 * Screens the text as the student types, with the same engine and lexicon as the server. The server
 * screens again on submit and its verdict is the one that counts; this only drives the form's hints.
 */
export function useCrisisScreening(
  lexiconEntries: TicketOptions['crisis_lexicon'] | undefined,
  text: string,
  categoryId: number | undefined,
): CrisisResult | null {
  const lexicon = useMemo(
    () => (lexiconEntries ? compileLexicon(lexiconEntriesOf(lexiconEntries)) : null),
    [lexiconEntries],
  );
  const deferredText = useDeferredValue(text);
  return useMemo(() => {
    if (!lexicon || deferredText.trim() === '') return null;
    return screenText(deferredText, { lexicon, categoryId });
  }, [lexicon, deferredText, categoryId]);
}
