import { SCREENING_MARK_KIND_LABELS, type ScreeningMark } from '../../../common/schemas/screening-reviews';

const LEVEL_NAMES: Readonly<Record<string, string>> = {
  none: 'no concern',
  low: 'low',
  medium: 'medium',
  high: 'high',
  critical: 'critical',
};

/** A screening level as staff read it ("no concern" for none). */
export function levelName(level: string): string {
  return LEVEL_NAMES[level] ?? level;
}

/** "Missed crisis: should have been high" or "False alarm". */
export function markSummary(mark: Pick<ScreeningMark, 'kind' | 'level'>): string {
  const label = SCREENING_MARK_KIND_LABELS[mark.kind];
  return mark.kind === 'missed_crisis' && mark.level ? `${label}: should have been ${mark.level}` : label;
}
