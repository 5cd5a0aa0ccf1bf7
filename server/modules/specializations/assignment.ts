import { assignmentScore, canTakeTicket } from '../../../common/specializations/score';
import type { DB } from '../../db';
import { scoreInput } from './presenter';
import {
  activeStaffWithWorkload,
  listSpecializations,
  lockCategory,
  type SpecializationRow,
  touchSpecialization,
} from './repository';

export interface AssignmentTicket {
  id: number;
  category_id: number;
  crisis: boolean;
  /** The category's auto-assign setting. */
  auto_assign: boolean;
}

export interface AutomaticAssignment {
  userId: number;
  name: string;
}

const lastAssigned = (row: SpecializationRow) => row.last_assigned_at ?? '';
const load = (row: SpecializationRow) => row.current_workload / Math.max(1, row.max_workload);

/**
 * Highest assignment score first; ties go to the lower current workload, then to whoever was assigned least
 * recently (never assigned first), then to the older specialization.
 */
export function rankCandidates(rows: SpecializationRow[]): SpecializationRow[] {
  return rows
    .filter((row) => canTakeTicket(scoreInput(row)))
    .map((row) => ({ row, score: assignmentScore(scoreInput(row)) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.row.current_workload - b.row.current_workload ||
        lastAssigned(a.row).localeCompare(lastAssigned(b.row)) ||
        a.row.id - b.row.id,
    )
    .map(({ row }) => row);
}

/** A crisis nobody can take: available specialists before unavailable ones, then the least utilized. */
function rankForCrisis(rows: SpecializationRow[]): SpecializationRow[] {
  return [...rows].sort(
    (a, b) =>
      b.is_available - a.is_available ||
      load(a) - load(b) ||
      a.current_workload - b.current_workload ||
      lastAssigned(a).localeCompare(lastAssigned(b)) ||
      a.id - b.id,
  );
}

/**
 * Who a new ticket goes to, chosen inside the caller's transaction. Non-crisis tickets go only to a
 * specialist below capacity in an auto-assign category. A crisis goes to a counselor (advisors are not
 * crisis staff) in any category, auto-assign on or off: the category's best counselor, else its least
 * utilized one even past capacity, else the active counselor with the fewest open tickets. It stays
 * unassigned only when there is no active counselor at all.
 */
export async function chooseAssignee(trx: DB, ticket: AssignmentTicket): Promise<AutomaticAssignment | null> {
  if (!ticket.crisis && !ticket.auto_assign) return null;
  await lockCategory(trx, ticket.category_id);
  const all = await listSpecializations(trx, { categoryId: ticket.category_id, activeStaffOnly: true });
  const rows = ticket.crisis ? all.filter((row) => row.user_role === 'counselor') : all;
  const best = rankCandidates(rows)[0];
  if (best) return { userId: best.user_id, name: best.user_name };
  if (!ticket.crisis) return null;
  const fallback = rankForCrisis(rows)[0];
  if (fallback) return { userId: fallback.user_id, name: fallback.user_name };
  const counselors = await activeStaffWithWorkload(trx, ['counselor']);
  const least = [...counselors].sort((a, b) => a.total_workload - b.total_workload || a.id - b.id)[0];
  return least ? { userId: least.id, name: least.name } : null;
}

/** A manual assignment into a category counts as that specialist's latest assignment too. */
export async function noteAssignment(trx: DB, userId: number, categoryId: number, at: string): Promise<void> {
  await touchSpecialization(trx, { userId, categoryId, at });
}
