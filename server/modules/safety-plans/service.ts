import type { Role } from '../../../common/permissions';
import {
  SAFETY_PLAN_KEYS,
  SAFETY_PLAN_MESSAGES,
  type SafetyPlan,
  type SafetyPlanInput,
  type SafetyPlanShare,
  type SafetyPlanShareOption,
  type SafetyPlanSharesInput,
} from '../../../common/schemas/safety-plans';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { safetyPlanPolicy } from './policy';
import { columnsOf, presentPlan, presentShare } from './presenter';
import {
  activeCounselors,
  ensurePlan,
  findPlanOf,
  findUser,
  isPlanSharedWith,
  planSharedWith,
  replaceShares,
  savePlan,
  shareableStaff,
  shareUserIds,
  staffOnTicketsOf,
} from './repository';

export interface PlanViewer {
  id: number;
  role: Role;
}

const M = SAFETY_PLAN_MESSAGES;

/**
 * Each student's own safety plan. Saving, sharing and a staff member's reading are written to the audit trail
 * in the same request (in the same transaction where there is one); the audit never holds the plan's text.
 */
export function safetyPlansService(ctx: AppContext) {
  const now = () => ctx.clock.now().toISOString();

  function audit(
    db: DB,
    action: 'saved' | 'shared' | 'viewed',
    actorId: number,
    planId: number,
    details: Record<string, unknown>,
    context: RequestContext,
  ) {
    return recordAudit(db, {
      actorId,
      action: `safety_plan.${action}`,
      target: { type: 'safety_plan', id: planId },
      details,
      context,
      at: now(),
    });
  }

  function assertStudent(viewer: PlanViewer): void {
    if (!safetyPlanPolicy.hasOwnPlan(viewer.role)) throw new AppError('FORBIDDEN', M.onlyStudents);
  }

  /** GET /safety-plan: the student's own plan (empty until first saved) and whom it is shared with. */
  async function own(viewer: PlanViewer): Promise<{ plan: SafetyPlan; shared_with: SafetyPlanShare[] }> {
    assertStudent(viewer);
    const row = await findPlanOf(ctx.db, viewer.id);
    const shared = row ? await planSharedWith(ctx.db, row.id) : [];
    return { plan: presentPlan(row), shared_with: shared.map(presentShare) };
  }

  /** PUT /safety-plan: the whole plan; the first save creates it. */
  async function save(
    viewer: PlanViewer,
    input: SafetyPlanInput,
    context: RequestContext,
  ): Promise<SafetyPlan> {
    assertStudent(viewer);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const saved = await savePlan(trx, { userId: viewer.id, lists: columnsOf(input), now: now() });
      const items = Object.fromEntries(SAFETY_PLAN_KEYS.map((key) => [key, input[key].length]));
      await audit(trx, 'saved', viewer.id, saved.id, { items }, context);
      return saved;
    });
    return presentPlan(row);
  }

  /**
   * GET /safety-plan/share-options: the active counselors and advisors working any of the student's tickets
   * first, then every other active counselor.
   */
  async function shareOptions(viewer: PlanViewer): Promise<SafetyPlanShareOption[]> {
    assertStudent(viewer);
    const [onTickets, counselors] = await Promise.all([
      staffOnTicketsOf(ctx.db, viewer.id),
      activeCounselors(ctx.db),
    ]);
    const first = new Set(onTickets.map((s) => s.id));
    return [
      ...onTickets.map((s) => ({ ...presentShare(s), works_your_tickets: true })),
      ...counselors
        .filter((s) => !first.has(s.id))
        .map((s) => ({ ...presentShare(s), works_your_tickets: false })),
    ];
  }

  /** PUT /safety-plan/shares: exactly these staff may read the plan from now on. */
  async function setShares(
    viewer: PlanViewer,
    input: SafetyPlanSharesInput,
    context: RequestContext,
  ): Promise<SafetyPlanShare[]> {
    assertStudent(viewer);
    const staff = await shareableStaff(ctx.db, input.user_ids);
    if (staff.length !== input.user_ids.length) throw validationError({ user_ids: [M.shareChoice] });
    return ctx.db.transaction().execute(async (trx) => {
      const at = now();
      const planId = await ensurePlan(trx, viewer.id, at);
      const before = new Set(await shareUserIds(trx, planId));
      await replaceShares(trx, { planId, userIds: input.user_ids, now: at });
      const after = new Set(input.user_ids);
      await audit(
        trx,
        'shared',
        viewer.id,
        planId,
        {
          shared_with: [...after],
          added: [...after].filter((id) => !before.has(id)),
          removed: [...before].filter((id) => !after.has(id)),
        },
        context,
      );
      return (await planSharedWith(trx, planId)).map(presentShare);
    });
  }

  /** GET /safety-plans/{studentId}: staff read a plan only when its student shared it with them. */
  async function readShared(
    viewer: PlanViewer,
    studentId: number,
    context: RequestContext,
  ): Promise<{ plan: SafetyPlan; student: { id: number; name: string } }> {
    if (!safetyPlanPolicy.mayOpenShared(viewer.role)) throw new AppError('FORBIDDEN', M.onlyStaff);
    const shared =
      safetyPlanPolicy.mayBeSharedWith(viewer.role) && (await isPlanSharedWith(ctx.db, studentId, viewer.id));
    const [row, student] = shared
      ? await Promise.all([findPlanOf(ctx.db, studentId), findUser(ctx.db, studentId)])
      : [undefined, undefined];
    if (!row || !student) throw new AppError('NOT_FOUND', M.notFound);
    await audit(ctx.db, 'viewed', viewer.id, row.id, { student_id: studentId }, context);
    return { plan: presentPlan(row), student: { id: student.id, name: student.name } };
  }

  return { own, save, shareOptions, setShares, readShared };
}

/** True when the student's safety plan is shared with this staff member (an active counselor or advisor). */
export function isSafetyPlanSharedWith(db: DB, studentId: number, staffId: number): Promise<boolean> {
  return isPlanSharedWith(db, studentId, staffId);
}
