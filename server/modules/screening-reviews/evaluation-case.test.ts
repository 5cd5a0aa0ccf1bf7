import { describe, expect, it } from 'vitest';
import type { CrisisMatch } from '../../../common/crisis/types';
import { detectedLanguage, exportFileName } from './evaluation-case';

const hit = (language?: string): CrisisMatch => ({
  keyword: 'k',
  category: 'explicit_ideation',
  severity_level: 'high',
  weight: 50,
  start: 0,
  end: 1,
  ...(language ? { language } : {}),
});

describe('the language of an exported case', () => {
  it('is the language most concept matches were written in, else English', () => {
    expect(detectedLanguage([])).toBe('en');
    expect(detectedLanguage([hit(), hit('emoji'), hit('emoji')])).toBe('en');
    expect(detectedLanguage([hit('es'), hit('fr'), hit('fr'), hit('emoji')])).toBe('fr');
    expect(detectedLanguage([hit('hi')])).toBe('hi-latn');
    expect(detectedLanguage([hit('de'), hit('it')])).toBe('de');
  });
});

describe('the export file name', () => {
  it('holds only safe characters', () => {
    expect(exportFileName(new Date('2026-11-24T09:30:05.123Z'))).toBe(
      'screening-review-cases-2026-11-24T09-30-05Z.json',
    );
  });
});
