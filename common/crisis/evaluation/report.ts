import { rate } from '../../figures';
import { screenWithSecondOpinion } from '../classifier/opinion';
import { type CrisisLevel, levelRank } from '../types';

/** A labelled case of a held-out round: risky texts carry the level a counselor would give. */
export interface HeldOutCase {
  readonly text: string;
  readonly label: 'risky' | 'harmless';
  readonly level: 'medium' | 'high' | 'critical' | null;
  readonly kind: string;
  readonly language: string;
}

export interface Tally {
  risky: number;
  /** Risky texts screened at medium or above. */
  flagged: number;
  /** Risky texts screened at exactly their labelled level. */
  atLevel: number;
  /** Risky texts screened at their level or above. */
  atLeastLevel: number;
  harmless: number;
  /** Harmless texts screened at medium or above. */
  falseAlarms: number;
}

export interface EvaluationReport {
  all: Tally;
  byKind: Map<string, Tally>;
  byLanguage: Map<string, Tally>;
  /** Every case the engine got wrong, with what it said. */
  misses: { text: string; kind: string; language: string; expected: string; got: CrisisLevel }[];
}

const empty = (): Tally => ({
  risky: 0,
  flagged: 0,
  atLevel: 0,
  atLeastLevel: 0,
  harmless: 0,
  falseAlarms: 0,
});

/** Screens every case as the product does (default lexicon, rules, concepts, second opinion) and counts. */
export function evaluateRound(
  cases: readonly HeldOutCase[],
  screen: (text: string) => { level: CrisisLevel } = screenWithSecondOpinion,
): EvaluationReport {
  const report: EvaluationReport = { all: empty(), byKind: new Map(), byLanguage: new Map(), misses: [] };
  const medium = levelRank('medium');
  for (const entry of cases) {
    const got = screen(entry.text).level;
    const rank = levelRank(got);
    const tallies = [
      report.all,
      tallyOf(report.byKind, entry.kind),
      tallyOf(report.byLanguage, entry.language),
    ];
    for (const tally of tallies) {
      if (entry.label === 'risky') {
        tally.risky += 1;
        if (rank >= medium) tally.flagged += 1;
        if (entry.level && got === entry.level) tally.atLevel += 1;
        if (entry.level && rank >= levelRank(entry.level)) tally.atLeastLevel += 1;
      } else {
        tally.harmless += 1;
        if (rank >= medium) tally.falseAlarms += 1;
      }
    }
    const wrong = entry.label === 'risky' ? got !== entry.level : rank >= medium;
    if (wrong)
      report.misses.push({
        text: entry.text,
        kind: entry.kind,
        language: entry.language,
        expected: entry.label === 'risky' ? (entry.level ?? 'medium') : 'below medium',
        got,
      });
  }
  return report;
}

function tallyOf(map: Map<string, Tally>, key: string): Tally {
  const found = map.get(key);
  if (found) return found;
  const fresh = empty();
  map.set(key, fresh);
  return fresh;
}

const percent = (part: number, whole: number) => {
  const value = rate(part, whole);
  return value === null ? '-' : `${value}%`;
};

/** The report as a Markdown table: recall, exact level, level or above, and false alarms. */
export function formatTally(title: string, rows: Map<string, Tally> | [string, Tally][]): string {
  const lines = [
    `| ${title} | risky | flagged | at level | at level or above | harmless | false alarms |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, t] of rows) {
    lines.push(
      `| ${name} | ${t.risky} | ${percent(t.flagged, t.risky)} | ${percent(t.atLevel, t.risky)} | ` +
        `${percent(t.atLeastLevel, t.risky)} | ${t.harmless} | ${percent(t.falseAlarms, t.harmless)} |`,
    );
  }
  return lines.join('\n');
}
