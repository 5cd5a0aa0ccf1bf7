import {
  EXPERTISE_LABELS,
  PRIORITY_LEVELS,
  type PriorityLevel,
  type Specialization,
} from '../../../common/schemas/specializations';
import {
  assignmentScore,
  canTakeTicket,
  type UtilizationBand,
  utilizationBand,
  utilizationRate,
} from '../../../common/specializations/score';

export const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  backup: 'Backup',
};

export const PRIORITY_OPTIONS = PRIORITY_LEVELS.map((level) => ({
  value: level,
  label: PRIORITY_LABELS[level],
}));

/** "3 - Intermediate" */
export function expertiseText(rating: number): string {
  const label = EXPERTISE_LABELS[rating];
  return label ? `${rating} - ${label}` : String(rating);
}

export const BAND_LABELS: Record<UtilizationBand, string> = {
  overloaded: 'Overloaded',
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};

/** Product §2.2: 100 or more red, 80 or more orange, 60 or more yellow, lower green. */
export const BAND_STYLES: Record<UtilizationBand, { bar: string; text: string }> = {
  overloaded: { bar: 'bg-red-500', text: 'text-red-700' },
  high: { bar: 'bg-orange-500', text: 'text-orange-700' },
  moderate: { bar: 'bg-yellow-400', text: 'text-yellow-700' },
  low: { bar: 'bg-green-500', text: 'text-green-700' },
};

/** A specialization with the figures product §2.3 derives on the client (so a switched availability shows at once). */
export interface SpecializationView extends Specialization {
  band: UtilizationBand;
}

export function viewOf(row: Specialization): SpecializationView {
  const utilization = utilizationRate(row);
  return {
    ...row,
    utilization_rate: utilization,
    can_take_ticket: canTakeTicket(row),
    assignment_score: assignmentScore(row),
    band: utilizationBand(utilization),
  };
}

export type AvailabilityFilter = 'all' | 'available' | 'unavailable';

export interface SpecializationFilters {
  categoryId: number | null;
  userId: number | null;
  availability: AvailabilityFilter;
}

export const NO_FILTERS: SpecializationFilters = { categoryId: null, userId: null, availability: 'all' };

export function applyFilters<T extends Specialization>(
  rows: readonly T[],
  filters: SpecializationFilters,
): T[] {
  return rows.filter(
    (row) =>
      (filters.categoryId === null || row.category_id === filters.categoryId) &&
      (filters.userId === null || row.user_id === filters.userId) &&
      (filters.availability === 'all' || row.is_available === (filters.availability === 'available')),
  );
}

export function hasFilters(filters: SpecializationFilters): boolean {
  return filters.categoryId !== null || filters.userId !== null || filters.availability !== 'all';
}

/** Counselor, then category, by name. */
export function sortRows<T extends Specialization>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => a.user.name.localeCompare(b.user.name) || a.category.name.localeCompare(b.category.name),
  );
}
