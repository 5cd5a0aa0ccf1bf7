import { LIMITS } from '../limits';

/** Product §2.9. One copy for the server's assignment and the client's Counselors tab. */
export const PRIORITY_WEIGHTS: Record<string, number> = { primary: 1, secondary: 0.8, backup: 0.6 };
const OTHER_WEIGHT = 0.5;

export interface ScoreInput {
  priority_level: string;
  max_workload: number;
  current_workload: number;
  expertise_rating: number;
  is_available: boolean;
}

/** current_workload / max_workload as a rounded percent. */
export function utilizationRate(s: Pick<ScoreInput, 'current_workload' | 'max_workload'>): number {
  if (s.max_workload <= 0) return 100;
  return Math.round((s.current_workload / s.max_workload) * 100);
}

/** Available and below capacity. */
export function canTakeTicket(s: ScoreInput): boolean {
  return s.is_available && s.current_workload < s.max_workload;
}

/** (100 - utilization)/100 x priority weight x (rating/5) x 100; 0 if it cannot take a ticket. */
export function assignmentScore(s: ScoreInput): number {
  if (!canTakeTicket(s)) return 0;
  const weight = PRIORITY_WEIGHTS[s.priority_level] ?? OTHER_WEIGHT;
  const score =
    ((100 - utilizationRate(s)) / 100) *
    weight *
    (s.expertise_rating / LIMITS.specialization.ratingMax) *
    100;
  return Math.round(score * 100) / 100;
}

/** Product §2.2 utilization bands. */
export type UtilizationBand = 'overloaded' | 'high' | 'moderate' | 'low';
export function utilizationBand(rate: number): UtilizationBand {
  if (rate >= 100) return 'overloaded';
  if (rate >= 80) return 'high';
  if (rate >= 60) return 'moderate';
  return 'low';
}
