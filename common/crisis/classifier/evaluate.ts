/**
 * Measures a second-opinion model on held-back sentences (never trained on), by language: how many risky
 * texts it raises (recall) and how many of its raises are risky (precision), how many harmless look-alikes
 * it raises, and how many medium-or-above texts it raises to medium.
 */
import type { TrainingCase } from './data';
import type { SecondOpinionModel } from './model';

export interface RaiseTally {
  risky: number;
  /** Risky texts raised to possible or medium. */
  raised: number;
  harmless: number;
  /** Harmless texts raised to possible or medium. */
  falseRaises: number;
  /** Risky texts labelled medium or above. */
  serious: number;
  /** Of those, raised to medium. */
  seriousAtMedium: number;
  /** Harmless texts raised to medium. */
  falseMedium: number;
}

export interface HeldBackReport {
  readonly all: RaiseTally;
  readonly byLanguage: ReadonlyMap<string, RaiseTally>;
}

const empty = (): RaiseTally => ({
  risky: 0,
  raised: 0,
  harmless: 0,
  falseRaises: 0,
  serious: 0,
  seriousAtMedium: 0,
  falseMedium: 0,
});

/** Scores every held-back case; the tuning set's English is reported apart as `en-tuning`. */
export function evaluateHeldBack(model: SecondOpinionModel, cases: readonly TrainingCase[]): HeldBackReport {
  const all = empty();
  const byLanguage = new Map<string, RaiseTally>();
  for (const entry of cases) {
    if (!entry.heldBack) continue;
    const key = entry.source === 'tuning' ? 'en-tuning' : entry.language;
    let tally = byLanguage.get(key);
    if (!tally) {
      tally = empty();
      byLanguage.set(key, tally);
    }
    const { level } = model.secondOpinion(entry.text);
    for (const target of [all, tally]) {
      if (entry.level === null) {
        target.harmless += 1;
        if (level !== 'none') target.falseRaises += 1;
        if (level === 'medium') target.falseMedium += 1;
      } else {
        target.risky += 1;
        if (level !== 'none') target.raised += 1;
        if (entry.level !== 'possible') {
          target.serious += 1;
          if (level === 'medium') target.seriousAtMedium += 1;
        }
      }
    }
  }
  return { all, byLanguage };
}

export const recallOf = (tally: RaiseTally): number => tally.raised / Math.max(1, tally.risky);
export const precisionOf = (tally: RaiseTally): number =>
  tally.raised / Math.max(1, tally.raised + tally.falseRaises);
export const falseRaiseRateOf = (tally: RaiseTally): number =>
  tally.falseRaises / Math.max(1, tally.harmless);
export const mediumRecallOf = (tally: RaiseTally): number =>
  tally.seriousAtMedium / Math.max(1, tally.serious);

const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;

/** A Markdown table of the report, one row per language and a total. */
export function formatHeldBack(report: HeldBackReport): string {
  const rows = [...report.byLanguage.entries()].sort(([a], [b]) => a.localeCompare(b));
  rows.push(['all', report.all]);
  const lines = [
    '| language | risky | raise recall | raise precision | harmless | false raises | medium recall | false medium |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, tally] of rows) {
    lines.push(
      `| ${name} | ${tally.risky} | ${percent(recallOf(tally))} | ${percent(precisionOf(tally))} | ` +
        `${tally.harmless} | ${percent(falseRaiseRateOf(tally))} | ${percent(mediumRecallOf(tally))} | ` +
        `${percent(tally.falseMedium / Math.max(1, tally.harmless))} |`,
    );
  }
  return lines.join('\n');
}
