/**
 * The labelled corpus crisis screening is trained and tuned from: student-style ticket sentences in ten
 * languages, each labelled risky (with the level a counselor would give it) or harmless (a look-alike
 * that shares words with risky texts). The data lives in one JSON file per language; this file only
 * checks and types it. It is independent of the lexicon and of the evaluation sets.
 */

import { WRITTEN_LANGUAGES } from '../types';
import ar from './ar.json';
import de from './de.json';
import emoji from './emoji.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hiLatn from './hi-latn.json';
import it from './it.json';
import pt from './pt.json';
import zh from './zh.json';

/** `hi-latn` is Hindi written in Latin letters; `emoji` holds texts whose meaning rests on emoji. */
export const CORPUS_LANGUAGES = [...WRITTEN_LANGUAGES, 'emoji'] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

export const CORPUS_LABELS = ['risky', 'harmless'] as const;
export type CorpusLabel = (typeof CORPUS_LABELS)[number];

/** `possible` is a weak signal for a counselor to read within the day; medium and above is a crisis. */
export const CORPUS_LEVELS = ['possible', 'medium', 'high', 'critical'] as const;
export type CorpusLevel = (typeof CORPUS_LEVELS)[number];

export const RISKY_KINDS = [
  'finality',
  'plan-means',
  'ideation',
  'self-harm',
  'harm-others',
  'abuse',
  'eating-disorder',
  'overdose',
  'weak-signal',
] as const;
export type RiskyKind = (typeof RISKY_KINDS)[number];

export const HARMLESS_KINDS = [
  'idiom',
  'academic',
  'past-recovered',
  'third-party-info',
  'gaming-media',
  'everyday',
] as const;
export type HarmlessKind = (typeof HARMLESS_KINDS)[number];

interface RiskyCase {
  readonly language: CorpusLanguage;
  readonly text: string;
  readonly label: 'risky';
  readonly level: CorpusLevel;
  readonly kind: RiskyKind;
}

interface HarmlessCase {
  readonly language: CorpusLanguage;
  readonly text: string;
  readonly label: 'harmless';
  readonly level: null;
  readonly kind: HarmlessKind;
}

export type CorpusCase = RiskyCase | HarmlessCase;

/** One entry as stored in a language file (the language is the file). */
export interface CorpusEntry {
  readonly text: string;
  readonly label: string;
  readonly level: string | null;
  readonly kind: string;
}

const FILES: Readonly<Record<CorpusLanguage, readonly CorpusEntry[]>> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  zh,
  ar,
  'hi-latn': hiLatn,
  emoji,
};

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((item) => item === value);
}

/** The typed case for one stored entry, or a sentence saying what is wrong with it. */
export function checkEntry(language: CorpusLanguage, entry: CorpusEntry): CorpusCase | string {
  const { text, label, level, kind } = entry;
  if (typeof text !== 'string' || text.trim() === '' || text !== text.trim()) {
    return `${language}: text must be non-empty and trimmed: ${JSON.stringify(text)}`;
  }
  if (label === 'risky') {
    if (!isOneOf(CORPUS_LEVELS, level)) return `${language}: risky text needs a level: ${text}`;
    if (!isOneOf(RISKY_KINDS, kind)) return `${language}: unknown risky kind ${kind}: ${text}`;
    if ((kind === 'weak-signal') !== (level === 'possible')) {
      return `${language}: level possible is exactly the weak-signal kind: ${text}`;
    }
    return { language, text, label, level, kind };
  }
  if (label === 'harmless') {
    if (level !== null) return `${language}: harmless text must have level null: ${text}`;
    if (!isOneOf(HARMLESS_KINDS, kind)) return `${language}: unknown harmless kind ${kind}: ${text}`;
    return { language, text, label, level, kind };
  }
  return `${language}: unknown label ${label}: ${text}`;
}

let cache: readonly CorpusCase[] | undefined;

/** Every case of every language, checked once; throws listing the first bad entries if any. */
export function loadCorpus(): readonly CorpusCase[] {
  if (cache) return cache;
  const cases: CorpusCase[] = [];
  const problems: string[] = [];
  for (const language of CORPUS_LANGUAGES) {
    for (const entry of FILES[language]) {
      const checked = checkEntry(language, entry);
      if (typeof checked === 'string') problems.push(checked);
      else cases.push(checked);
    }
  }
  if (problems.length > 0) throw new Error(`Bad corpus entries:\n${problems.slice(0, 20).join('\n')}`);
  cache = Object.freeze(cases);
  return cache;
}

/** The same key the duplicate check uses: trimmed, lower-cased, inner whitespace collapsed. */
export function corpusKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
