import {
  type AvailableStaff,
  PRIORITY_LEVELS,
  type PriorityLevel,
  type Specialization,
} from '../../../common/schemas/specializations';
import { assignmentScore, canTakeTicket, utilizationRate } from '../../../common/specializations/score';
import type { SpecializationRow } from './repository';

export function asPriorityLevel(value: string): PriorityLevel {
  return (PRIORITY_LEVELS as readonly string[]).includes(value) ? (value as PriorityLevel) : 'backup';
}

/** The figures the score reads, from a row with its live workload. */
export function scoreInput(row: SpecializationRow) {
  return {
    priority_level: row.priority_level,
    max_workload: row.max_workload,
    current_workload: row.current_workload,
    expertise_rating: row.expertise_rating,
    is_available: row.is_available === 1,
  };
}

export function presentSpecialization(row: SpecializationRow): Specialization {
  const input = scoreInput(row);
  return {
    id: row.id,
    user_id: row.user_id,
    category_id: row.category_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      role: row.user_role,
      status: row.user_status,
    },
    category: {
      id: row.category_id,
      name: row.category_name,
      slug: row.category_slug,
      color: row.category_color,
      is_active: row.category_is_active === 1,
    },
    priority_level: asPriorityLevel(row.priority_level),
    max_workload: row.max_workload,
    current_workload: row.current_workload,
    total_workload: row.total_workload,
    utilization_rate: utilizationRate(input),
    expertise_rating: row.expertise_rating,
    is_available: row.is_available === 1,
    can_take_ticket: canTakeTicket(input),
    assignment_score: assignmentScore(input),
    assigned_at: row.assigned_at,
    last_assigned_at: row.last_assigned_at,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  total_workload: number;
}

/**
 * One staff member for an assignment choice: their specializations and workload, and (for a ticket) how
 * they stand in the ticket's category.
 */
export function presentStaff(
  staff: StaffRow,
  specializations: SpecializationRow[],
  categoryId: number | null,
): AvailableStaff {
  const entry: AvailableStaff = {
    id: staff.id,
    name: staff.name,
    email: staff.email,
    role: staff.role,
    status: staff.status,
    current_specializations: specializations.map((s) => ({
      category_id: s.category_id,
      category_name: s.category_name,
      priority_level: asPriorityLevel(s.priority_level),
      current_workload: s.current_workload,
      max_workload: s.max_workload,
      is_available: s.is_available === 1,
    })),
    total_workload: staff.total_workload,
  };
  if (categoryId !== null) {
    const inCategory = specializations.find((s) => s.category_id === categoryId);
    entry.category_workload = inCategory?.current_workload ?? null;
    entry.category_max_workload = inCategory?.max_workload ?? null;
    entry.can_take_ticket = inCategory ? canTakeTicket(scoreInput(inCategory)) : false;
    entry.assignment_score = inCategory ? assignmentScore(scoreInput(inCategory)) : 0;
  }
  return entry;
}
