/** One labelled sentence of the crisis evaluation set (`../evaluation-set.ts`). */
export type EvaluationLabel = 'risky' | 'harmless';

export interface EvaluationCase {
  readonly text: string;
  readonly label: EvaluationLabel;
  /** What the case exercises, for reading a miss report. */
  readonly kind: string;
}

export const risky = (kind: string, text: string): EvaluationCase => ({ text, label: 'risky', kind });
export const harmless = (kind: string, text: string): EvaluationCase => ({ text, label: 'harmless', kind });
