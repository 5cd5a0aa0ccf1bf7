import { describe, expect, it } from 'vitest';
import { EVALUATION_SET, type EvaluationCase } from './evaluation-set';
import { HARMLESS_PATTERNS } from './idioms';
import {
  CRISIS_CATEGORIES,
  CRISIS_CATEGORY_IDS,
  CRISIS_LEVELS,
  type CrisisResult,
  compileLexicon,
  DEFAULT_CRISIS_LEXICON,
  defaultCompiledLexicon,
  isCrisisCategory,
  isCrisisSeverity,
  screenText,
} from './index';
import { normaliseKeyword } from './normalize';

const MIN_RECALL = 0.95;
const MAX_FALSE_POSITIVE_RATE = 0.05;

function describeMiss(entry: EvaluationCase, result: CrisisResult): string {
  const found = result.matches.map((match) => `${match.keyword} (${match.severity_level})`).join(', ');
  return `  [${entry.kind}] level ${result.level}: ${JSON.stringify(entry.text.slice(0, 160))}${found ? ` -> ${found}` : ''}`;
}

describe('crisis screening on the labelled evaluation set', () => {
  const risky = EVALUATION_SET.filter((entry) => entry.label === 'risky');
  const harmless = EVALUATION_SET.filter((entry) => entry.label === 'harmless');

  it('holds at least 200 realistic sentences, roughly half of them risky', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(200);
    expect(risky.length / EVALUATION_SET.length).toBeGreaterThan(0.4);
    expect(harmless.length / EVALUATION_SET.length).toBeGreaterThan(0.4);
  });

  it(`flags at least ${MIN_RECALL * 100}% of the risky sentences`, () => {
    const misses = risky.flatMap((entry) => {
      const result = screenText(entry.text);
      return result.is_crisis ? [] : [describeMiss(entry, result)];
    });
    const recall = (risky.length - misses.length) / risky.length;
    if (misses.length > 0) console.info(`Missed risky sentences (${misses.length}):\n${misses.join('\n')}`);
    console.info(
      `recall on risky: ${risky.length - misses.length}/${risky.length} (${(recall * 100).toFixed(1)}%)`,
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it(`flags at most ${MAX_FALSE_POSITIVE_RATE * 100}% of the harmless sentences`, () => {
    const flagged = harmless.flatMap((entry) => {
      const result = screenText(entry.text);
      return result.is_crisis ? [describeMiss(entry, result)] : [];
    });
    const rate = flagged.length / harmless.length;
    if (flagged.length > 0)
      console.info(`Flagged harmless sentences (${flagged.length}):\n${flagged.join('\n')}`);
    console.info(
      `false positives on harmless: ${flagged.length}/${harmless.length} (${(rate * 100).toFixed(1)}%)`,
    );
    expect(rate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  });
});

describe('result shape', () => {
  it('reports level, score, crisis flag and matches consistently', () => {
    for (const entry of EVALUATION_SET) {
      const result = screenText(entry.text);
      expect(CRISIS_LEVELS).toContain(result.level);
      expect(result.is_crisis).toBe(['medium', 'high', 'critical'].includes(result.level));
      expect(result.crisis_score).toBeGreaterThanOrEqual(0);
      expect(result.crisis_score).toBeLessThanOrEqual(100);
      expect(result.crisis_score === 0).toBe(result.matches.length === 0);
      for (const match of result.matches) {
        expect(isCrisisCategory(match.category)).toBe(true);
        expect(isCrisisSeverity(match.severity_level)).toBe(true);
        expect(match.start).toBeLessThan(match.end);
        expect(match.end).toBeLessThanOrEqual(entry.text.length);
      }
    }
  });

  it('returns level none with no matches for text without any risk or distress words', () => {
    expect(screenText('How do I drop a class after the deadline?')).toEqual({
      is_crisis: false,
      crisis_score: 0,
      level: 'none',
      matches: [],
      possible_concern: false,
    });
  });

  it('records distress at level low without calling it a crisis', () => {
    const result = screenText("I'm so stressed and overwhelmed, I can't sleep before exams.");
    expect(result.level).toBe('low');
    expect(result.is_crisis).toBe(false);
    expect(result.matches.map((match) => match.keyword)).toEqual(
      expect.arrayContaining(['overwhelmed', "can't sleep"]),
    );
  });
});

describe('public constants and the default lexicon', () => {
  it('labels every category and lists the levels from none to critical', () => {
    expect(CRISIS_LEVELS).toEqual(['none', 'low', 'medium', 'high', 'critical']);
    for (const category of CRISIS_CATEGORY_IDS) expect(CRISIS_CATEGORIES[category].length).toBeGreaterThan(3);
    expect(Object.keys(CRISIS_CATEGORIES)).toHaveLength(10);
  });

  it('holds a few hundred valid phrases covering every category', () => {
    expect(DEFAULT_CRISIS_LEXICON.length).toBeGreaterThanOrEqual(300);
    for (const entry of DEFAULT_CRISIS_LEXICON) {
      expect(entry.keyword.length).toBeGreaterThan(0);
      // Product §1.5.3: a keyword is at most 100 characters and weighs 1 to 100.
      expect(entry.keyword.length).toBeLessThanOrEqual(100);
      expect(entry.weight).toBeGreaterThanOrEqual(1);
      expect(entry.weight).toBeLessThanOrEqual(100);
      expect(isCrisisCategory(entry.category)).toBe(true);
      expect(isCrisisSeverity(entry.severity_level)).toBe(true);
    }
    const categories = new Set(DEFAULT_CRISIS_LEXICON.map((entry) => entry.category));
    expect([...categories].sort()).toEqual([...CRISIS_CATEGORY_IDS].sort());
    // Spellings of one phrase ("saving up my pills", "saved up my pills") compile to one.
    expect(defaultCompiledLexicon().phraseCount).toBeGreaterThanOrEqual(300);
    expect(defaultCompiledLexicon().phraseCount).toBeLessThanOrEqual(DEFAULT_CRISIS_LEXICON.length);
  });

  it('keeps default weights within the band of their severity', () => {
    const bands = { low: [10, 35], medium: [40, 65], high: [66, 89], critical: [90, 100] } as const;
    for (const entry of DEFAULT_CRISIS_LEXICON) {
      const [lowest, highest] = bands[entry.severity_level];
      expect([entry.keyword, entry.weight >= lowest && entry.weight <= highest]).toEqual([
        entry.keyword,
        true,
      ]);
    }
  });

  it('writes every harmless-use pattern with words that normalise to one word each', () => {
    for (const pattern of HARMLESS_PATTERNS) {
      for (const part of pattern.split(' ')) {
        if (part === '*' || part === '...') continue;
        for (const word of part.split('|')) {
          if (word.startsWith('~')) continue;
          expect([pattern, word, normaliseKeyword(word).surfaces.length]).toEqual([pattern, word, 1]);
        }
      }
    }
  });

  it('includes the slang and coded phrases students use', () => {
    const keywords = new Set(DEFAULT_CRISIS_LEXICON.map((entry) => entry.keyword));
    for (const keyword of [
      'unalive',
      'kms',
      'sewerslide',
      'catch the bus',
      'saving up my pills',
      'hopeless',
    ]) {
      expect(keywords.has(keyword)).toBe(true);
    }
  });
});

/** A small deterministic generator, so hostile-input tests are repeatable. */
function randomStrings(seed: number, count: number, length: number): string[] {
  const pool = Array.from(
    'abcdefghijklmnopqrstuvwxyz KILL myself 0123456789 .,!?;:\'"-_*@$|#\n\t' +
      'аеоіκοᴋ\u200b\u200d\u202e\u202c\u2066\ufeff\u0301\u00ad💀😭🔪👍🏽\u{1F1F0}é',
  );
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => pool[Math.floor(next() * pool.length)] ?? '').join(''),
  );
}

describe('hostile and unusual input', () => {
  const hostile = [
    '',
    '   \n\t  ',
    "'; DROP TABLE tickets; -- I want to die",
    '<script>alert("kill myself")</script>',
    '💀💀💀😭😭 i want to d\u200bie 💀',
    '\u202eflesym llik ot tnaw i\u202c',
    '\u200f\u200e\u2066I want to kill myself\u2069',
    'x'.repeat(5_000),
    'kill '.repeat(2_000),
    'k i l l '.repeat(1_000),
    '\ud800\udc00\ud800 lone surrogates \udfff',
    '\u0000\u0001\u0002 control characters',
    'z̷̢̛a̶l̴g̷o̶ k̶i̶l̶l̶ m̷y̷s̷e̷l̷f̷',
    'ＩＷＡＮＴＴＯＤＩＥ'.repeat(200),
  ];

  it('never throws and keeps offsets inside the text', () => {
    for (const text of [...hostile, ...randomStrings(7, 300, 200), ...randomStrings(11, 5, 6_000)]) {
      const result = screenText(text);
      for (const match of result.matches) {
        expect(match.start).toBeGreaterThanOrEqual(0);
        expect(match.end).toBeLessThanOrEqual(text.length);
        expect(match.start).toBeLessThan(match.end);
      }
    }
  });

  it('still finds the crisis inside hostile wrapping', () => {
    expect(screenText(hostile[2] ?? '').is_crisis).toBe(true);
    expect(screenText(hostile[3] ?? '').is_crisis).toBe(true);
    expect(screenText(hostile[4] ?? '').is_crisis).toBe(true);
    expect(screenText(hostile[6] ?? '').is_crisis).toBe(true);
    expect(screenText(hostile[12] ?? '').is_crisis).toBe(true);
  });

  it('stays fast on very long hostile input, whose cost could grow with the square of its length', () => {
    for (const text of [
      '20 pills '.repeat(12_000),
      'k i l l '.repeat(20_000),
      'texted goodbye '.repeat(8_000),
    ]) {
      const start = performance.now();
      screenText(text);
      expect(performance.now() - start).toBeLessThan(2_000);
    }
  });

  it('answers no crisis for a value that is not text', () => {
    const result: unknown = Reflect.apply(screenText, undefined, [null]);
    expect(result).toMatchObject({ is_crisis: false, level: 'none', matches: [] });
  });
});

describe('determinism', () => {
  it('gives identical results for the same text, whatever was screened before', () => {
    const first = EVALUATION_SET.map((entry) => screenText(entry.text));
    const reversed = [...EVALUATION_SET].reverse().map((entry) => screenText(entry.text));
    expect(reversed.reverse()).toEqual(first);
  });

  it('gives identical results with a freshly compiled copy of the lexicon', () => {
    const fresh = compileLexicon(DEFAULT_CRISIS_LEXICON);
    for (const entry of EVALUATION_SET.slice(0, 80)) {
      expect(screenText(entry.text, { lexicon: fresh })).toEqual(screenText(entry.text));
    }
  });
});

describe('speed', () => {
  it('screens a 5,000-character text in well under 20 ms on average with the compiled default lexicon', () => {
    const ordinary = EVALUATION_SET.filter((entry) => entry.label === 'harmless').map((entry) => entry.text);
    let text = '';
    for (let index = 0; text.length < 5_000; index += 1) text += `${ordinary[index % ordinary.length]} `;
    text = text.slice(0, 5_000);
    defaultCompiledLexicon();
    for (let call = 0; call < 20; call += 1) screenText(text);
    const calls = 100;
    const start = performance.now();
    for (let call = 0; call < calls; call += 1) screenText(text);
    expect((performance.now() - start) / calls).toBeLessThan(20);
  });
});

describe('portability', () => {
  it('imports nothing but its own files and uses no Node or browser APIs, so it runs the same everywhere', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = new URL('.', import.meta.url);
    const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(10);
    for (const name of sources) {
      const source = readFileSync(new URL(name, folder), 'utf8');
      const imports = [...source.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)';/gms)].map(
        (found) => found[1] ?? '',
      );
      expect([name, imports.filter((path) => !path.startsWith('./'))]).toEqual([name, []]);
      expect([name, /\b(process|window|document|globalThis|Buffer|require)\b\s*[.(]/.test(source)]).toEqual([
        name,
        false,
      ]);
    }
  });
});
