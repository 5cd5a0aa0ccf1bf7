import { describe, expect, it } from 'vitest';
import {
  CORPUS_LANGUAGES,
  CORPUS_LEVELS,
  type CorpusCase,
  type CorpusLanguage,
  corpusKey,
  HARMLESS_KINDS,
  loadCorpus,
  RISKY_KINDS,
} from './index';

const corpus = loadCorpus();

function ofLanguage(language: CorpusLanguage): readonly CorpusCase[] {
  return corpus.filter((item) => item.language === language);
}

/** Minimum sentences per language, from the brief. */
const MINIMUM: Readonly<Record<CorpusLanguage, number>> = {
  en: 1200,
  es: 180,
  fr: 180,
  de: 180,
  pt: 180,
  it: 180,
  zh: 180,
  ar: 180,
  'hi-latn': 180,
  emoji: 120,
};

describe('crisis corpus', () => {
  it('loads with a label, a level exactly when risky, and a known kind', () => {
    for (const item of corpus) {
      if (item.label === 'risky') {
        expect(CORPUS_LEVELS).toContain(item.level);
        expect(RISKY_KINDS).toContain(item.kind);
      } else {
        expect(item.level).toBeNull();
        expect(HARMLESS_KINDS).toContain(item.kind);
      }
    }
  });

  it('holds at least 3,000 sentences', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(3000);
  });

  it('has no duplicate texts, ignoring case and spacing', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const item of corpus) {
      const key = corpusKey(item.text);
      if (seen.has(key)) duplicates.push(`${item.language}: ${item.text}`);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
  });

  it('keeps each text to a ticket-sized length', () => {
    const long = corpus.filter((item) => item.text.length > 600).map((item) => item.text);
    expect(long).toEqual([]);
  });

  describe.each(CORPUS_LANGUAGES)('%s', (language) => {
    const cases = ofLanguage(language);
    const harmless = cases.filter((item) => item.label === 'harmless').length;

    it('reaches its minimum size', () => {
      expect(cases.length).toBeGreaterThanOrEqual(MINIMUM[language]);
    });

    it('balances risky texts with harmless look-alikes', () => {
      const share = harmless / cases.length;
      if (language === 'en') expect(share).toBeGreaterThanOrEqual(0.4);
      else expect(share).toBeGreaterThanOrEqual(0.35);
      expect(share).toBeLessThanOrEqual(0.65);
    });

    it('covers every risky kind, every level and every harmless kind', () => {
      const kinds = new Set(cases.map((item) => item.kind));
      const levels = new Set(cases.map((item) => item.level));
      expect(RISKY_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
      expect(HARMLESS_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
      expect(CORPUS_LEVELS.filter((level) => !levels.has(level))).toEqual([]);
    });
  });

  it('puts emoji in every text of the emoji set', () => {
    const plain = ofLanguage('emoji').filter((item) => !/\p{Extended_Pictographic}/u.test(item.text));
    expect(plain.map((item) => item.text)).toEqual([]);
  });

  it('writes Chinese in Chinese characters and Arabic in Arabic script', () => {
    expect(ofLanguage('zh').filter((item) => !/\p{Script=Han}/u.test(item.text))).toEqual([]);
    expect(ofLanguage('ar').filter((item) => !/\p{Script=Arabic}/u.test(item.text))).toEqual([]);
  });
});
