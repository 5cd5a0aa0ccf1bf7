import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { compileLexicon, defaultCompiledLexicon, screenText } from '../../../common/crisis';
import type { SecondOpinionModel } from '../../../common/crisis/concepts/features';
import {
  type CrisisLexiconEntry,
  type CrisisResult,
  isCrisisCategory,
  isCrisisSeverity,
} from '../../../common/crisis/types';
import type { TicketOptions } from './api';

/** The options' lexicon entries the engine understands (unknown categories or severities are skipped). */
export function lexiconEntriesOf(
  entries: NonNullable<TicketOptions['crisis_lexicon']>,
): CrisisLexiconEntry[] {
  const valid: CrisisLexiconEntry[] = [];
  for (const entry of entries) {
    const { category, severity_level: severity } = entry;
    if (!isCrisisCategory(category) || !isCrisisSeverity(severity)) continue;
    valid.push({ ...entry, category, severity_level: severity });
  }
  return valid;
}

/**
 * Screens the text as the student types, with the same engine as the server: staff's options carry the
 * stored lexicon; a student's do not (the keywords are not theirs to read), so their form uses the built-in
 * one. The server screens again on submit and its verdict is the one that counts; this only drives hints.
 * The rules answer at once (the instant Urgent lock); the learned second opinion is loaded lazily, so its
 * weights stay out of the first bundle, and joins the screening once it has arrived.
 */
export function useCrisisScreening(
  options: Pick<TicketOptions, 'crisis_lexicon'> | undefined,
  text: string,
  categoryId: number | undefined,
): CrisisResult | null {
  const entries = options?.crisis_lexicon;
  const loaded = options !== undefined;
  const lexicon = useMemo(() => {
    if (!loaded) return null;
    return entries ? compileLexicon(lexiconEntriesOf(entries)) : defaultCompiledLexicon();
  }, [loaded, entries]);
  const [secondOpinion, setSecondOpinion] = useState<SecondOpinionModel | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('../../../common/crisis/classifier/opinion')
      .then((loaded) => {
        if (live) setSecondOpinion(() => loaded.classifierOpinion);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const deferredText = useDeferredValue(text);
  return useMemo(() => {
    if (!lexicon || deferredText.trim() === '') return null;
    return screenText(deferredText, { lexicon, categoryId, secondOpinion });
  }, [lexicon, deferredText, categoryId, secondOpinion]);
}
