import type { ComponentProps } from 'react';
import { LIMITS } from '../../../common/limits';
import { EXPERTISE_LABELS, PRIORITY_LEVELS } from '../../../common/schemas/specializations';
import { Input } from '../../components/ui/input';
import { PRIORITY_LABELS } from './format';

const S = LIMITS.specialization;
const RATINGS = Array.from({ length: S.ratingMax - S.ratingMin + 1 }, (_, index) => S.ratingMin + index);

/** The options of a priority level select: Primary, Secondary, Backup. */
export function PriorityOptions() {
  return PRIORITY_LEVELS.map((level) => (
    <option key={level} value={level}>
      {PRIORITY_LABELS[level]}
    </option>
  ));
}

/** The options of an expertise rating select: "1 - Beginner" to "5 - Expert". */
export function RatingOptions() {
  return RATINGS.map((rating) => (
    <option key={rating} value={rating}>
      {rating} - {EXPERTISE_LABELS[rating]}
    </option>
  ));
}

/** A whole-number input for the max workload (1 to 50). */
export function WorkloadInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input type="number" inputMode="numeric" min={S.workloadMin} max={S.workloadMax} step={1} {...props} />
  );
}

export const WORKLOAD_HINT = `${S.workloadMin} to ${S.workloadMax} open tickets`;
