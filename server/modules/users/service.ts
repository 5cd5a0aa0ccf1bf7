import { generatePassword, PASSWORD_RULES } from '../../../common/passwords';
import { ROLES } from '../../../common/permissions';
import { FINISHED_STATUSES } from '../../../common/schemas/tickets';
import {
  USER_MESSAGES,
  USER_ROLE_LABELS,
  USER_SORT_FIELDS,
  USER_SORT_LABELS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type User,
  type UserCreateInput,
  type UserCreateResult,
  type UserDeleteInput,
  type UserExportResult,
  type UserListQuery,
  type UserListResult,
  type UserOptions,
  type UserResetPasswordInput,
  type UserResetPasswordResult,
  type UserStats,
  type UserUpdateInput,
} from '../../../common/schemas/users';
import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { personalWords, refuseCommonPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../sessions';
import { announceHandOver, HANDOVER_NOTE, type HandedOver, handOverOpenTickets } from '../tickets';
import { auditUserChange, type UserChange } from './audit';
import { issuePasswordTokens, setPasswordUrl } from './password-tokens';
import { type Actor, USER_REFUSALS, userPolicy } from './policy';
import { presentExportRow, presentUser } from './presenter';
import { assertRegistrationOpen } from './registration';
import {
  exportUserRows,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  removeUsers,
  type UserFilter,
  type UserPatch,
  type UserRow,
  updateUser,
  userStats,
  userTicketTies,
} from './repository';

/** The most rows one export answers with; the list itself pages. */
export const EXPORT_MAX_ROWS = 50_000;

export interface ActorContext extends Actor {
  context: RequestContext;
}

export function filterOf(query: Pick<UserListQuery, 'search' | 'role' | 'status'>): UserFilter {
  return { search: query.search || undefined, role: query.role, status: query.status };
}

function emailTaken(): AppError {
  return validationError({ email: [USER_MESSAGES.emailTaken] });
}

/** Blank optional text is stored as null; an update leaves a field alone when it was not sent. */
function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value === '' ? null : value;
}

/** A list as JSON text; an empty list is none (specializations, languages). */
function specializationsText(value: string[] | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.length === 0 ? null : writeJsonColumn(value);
}

/** An admin action on one account, as it is audited and announced. */
function changeOf(
  actor: ActorContext,
  targetId: number,
  action: UserChange['action'],
  changes: Record<string, unknown>,
  reason: string | null = null,
): UserChange {
  return { actorId: actor.id, targetId, action, reason, changes, context: actor.context };
}

export function usersService(ctx: AppContext) {
  const now = () => ctx.clock.now().toISOString();
  /** The account's own words and the hub's address, which a chosen password should not be built from. */
  const words = (name: string, email: string) => personalWords(name, email, ctx.config.appUrl);

  async function load(id: number): Promise<UserRow> {
    const row = await findUserById(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', USER_REFUSALS.notFound);
    return row;
  }

  async function assertEmailFree(email: string, exceptId?: number): Promise<void> {
    const existing = await findUserByEmail(ctx.db, email);
    if (existing && existing.id !== exceptId) throw emailTaken();
  }

  return {
    async list(query: UserListQuery): Promise<UserListResult> {
      const { rows, total } = await listUsers(ctx.db, {
        filter: filterOf(query),
        order: query,
        page: query.page,
        perPage: query.per_page,
      });
      return { users: rows.map(presentUser), pagination: paginate(total, query.page, query.per_page) };
    },

    async get(id: number): Promise<User> {
      return presentUser(await load(id));
    },

    stats(): Promise<UserStats> {
      return userStats(ctx.db, ctx.clock.now());
    },

    options(): UserOptions {
      return {
        roles: ROLES.map((value) => ({ value, label: USER_ROLE_LABELS[value] })),
        statuses: USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] })),
        sort_fields: USER_SORT_FIELDS.map((value) => ({ value, label: USER_SORT_LABELS[value] })),
        password_rules: { min: PASSWORD_RULES.min, max: PASSWORD_RULES.max },
      };
    },

    async export(query: Omit<UserListQuery, 'page' | 'per_page'>): Promise<UserExportResult> {
      const rows = await exportUserRows(ctx.db, {
        filter: filterOf(query),
        order: query,
        limit: EXPORT_MAX_ROWS,
      });
      return {
        users: rows.map(presentExportRow),
        total_exported: rows.length,
        filename: `users-export-${ctx.clock.now().toISOString().slice(0, 10)}.csv`,
      };
    },

    async create(input: UserCreateInput, actor: ActorContext): Promise<UserCreateResult> {
      await assertRegistrationOpen(ctx);
      if (!input.generate_password)
        refuseCommonPassword(input.password, 'password', words(input.name, input.email));
      await assertEmailFree(input.email);
      const password = input.generate_password ? generatePassword() : (input.password ?? '');
      const at = now();
      const changes = {
        name: input.name,
        email: input.email,
        role: input.role,
        status: input.status,
        password_generated: input.generate_password,
        welcome_email: input.send_welcome_email,
      };
      const passwordHash = await hashPassword(password);
      let id: number;
      let setPasswordToken: string | undefined;
      try {
        id = await ctx.db.transaction().execute(async (trx) => {
          const created = await insertUser(trx, {
            name: input.name,
            email: input.email,
            password_hash: passwordHash,
            role: input.role,
            status: input.status,
            phone: input.phone ?? null,
            address: input.address ?? null,
            date_of_birth: input.date_of_birth ?? null,
            student_id: input.student_id ?? null,
            employee_id: input.employee_id ?? null,
            specializations: specializationsText(input.specializations) ?? null,
            bio: input.bio ?? null,
            languages: specializationsText(input.languages) ?? null,
            last_login_at: null,
            // An administrator chose or generated this password: the user picks their own at first sign-in.
            must_change_password: 1,
            created_at: at,
            updated_at: at,
          });
          await auditUserChange(trx, changeOf(actor, created, 'created', changes), at);
          // The welcome e-mail carries a set-password link, never the password (docs/security.md).
          if (input.send_welcome_email) {
            const tokens = await issuePasswordTokens(trx, [created], 'welcome', ctx.clock.now());
            setPasswordToken = tokens.get(created);
          }
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await ctx.bus.emit('user.changed', changeOf(actor, id, 'created', changes));
      // `send_password_in_email` is still accepted (older clients send it) but no longer puts a password in
      // the e-mail: the link lets the person choose their own.
      if (setPasswordToken) {
        await ctx.bus.emit('user.welcome_email', {
          name: input.name,
          email: input.email,
          role: USER_ROLE_LABELS[input.role],
          setPasswordUrl: setPasswordUrl(ctx.config.appUrl, setPasswordToken),
        });
      }
      return {
        user: presentUser(await load(id)),
        email_sent: input.send_welcome_email,
        ...(input.generate_password ? { generated_password: password } : {}),
      };
    },

    async update(id: number, input: UserUpdateInput, actor: ActorContext): Promise<User> {
      const current = await load(id);
      const refusal = userPolicy.updateRefusal(actor, current, { role: input.role, status: input.status });
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      if (input.email !== undefined && input.email !== current.email) await assertEmailFree(input.email, id);
      if (input.change_password)
        refuseCommonPassword(input.password, 'password', words(input.name ?? current.name, current.email));

      const patch: UserPatch = {
        name: input.name,
        email: input.email,
        role: input.role,
        status: input.status,
        phone: textOrNull(input.phone),
        address: textOrNull(input.address),
        date_of_birth: textOrNull(input.date_of_birth),
        student_id: textOrNull(input.student_id),
        employee_id: textOrNull(input.employee_id),
        specializations: specializationsText(input.specializations),
        bio: textOrNull(input.bio),
        languages: specializationsText(input.languages),
      };
      const changes: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(patch)) {
        if (value === undefined || value === current[field as keyof UserRow]) continue;
        // Names, addresses and the like are personal data: the trail says what changed, and shows the
        // before and after only of the account's identity and access.
        changes[field] = ['name', 'email', 'role', 'status'].includes(field)
          ? { from: current[field as keyof UserRow], to: value }
          : 'changed';
      }
      if (input.change_password) {
        patch.password_hash = await hashPassword(input.password ?? '');
        patch.must_change_password = userPolicy.mustChangePasswordAfterSetting(actor, id);
        changes.password = 'changed';
      }
      // An account that stops being active staff hands its open tickets over in the same transaction.
      const leavesStaff =
        (changes.status !== undefined && patch.status !== 'active') ||
        (changes.role !== undefined && patch.role === 'student');
      const action =
        input.change_password && Object.keys(changes).length === 1 ? 'password_changed' : 'updated';
      let handedOver: HandedOver[] = [];
      if (Object.keys(changes).length > 0) {
        try {
          handedOver = await ctx.db.transaction().execute(async (trx) => {
            const at = now();
            await updateUser(trx, id, { ...patch, updated_at: at });
            await auditUserChange(trx, changeOf(actor, id, action, changes), at);
            return leavesStaff
              ? handOverOpenTickets(trx, {
                  userIds: [id],
                  actorId: actor.id,
                  reason: HANDOVER_NOTE,
                  at: now(),
                })
              : [];
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
      }
      // Sessions end at once on a password change and whenever the account is left inactive or suspended.
      if (input.change_password || (input.status !== undefined && input.status !== 'active')) {
        await endUserSessions(ctx.db, id, ctx.clock.now().toISOString());
      }
      await announceHandOver(ctx, handedOver, actor.id, HANDOVER_NOTE);
      if (Object.keys(changes).length > 0) {
        await ctx.bus.emit('user.changed', changeOf(actor, id, action, changes));
      }
      return presentUser(await load(id));
    },

    async remove(id: number, input: UserDeleteInput, actor: ActorContext): Promise<void> {
      const target = await load(id);
      const refusal = userPolicy.deleteRefusal(actor, target);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const ties = await userTicketTies(ctx.db, [id], FINISHED_STATUSES);
      const tied = userPolicy.ticketRefusal(ties.get(id));
      if (tied) throw new AppError('CONFLICT', tied);
      const changes = { name: target.name, email: target.email, role: target.role };
      const change = changeOf(actor, id, 'deleted', changes, input.reason || null);
      await ctx.db.transaction().execute(async (trx) => {
        await removeUsers(trx, [id]);
        await auditUserChange(trx, change, now());
      });
      await ctx.bus.emit('user.changed', change);
    },

    /** Active becomes inactive; inactive or suspended becomes active (product §2.4). */
    async toggleStatus(id: number, actor: ActorContext): Promise<{ user: User; activated: boolean }> {
      const target = await load(id);
      const refusal = userPolicy.toggleRefusal(actor, target);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const activated = target.status !== 'active';
      const status = activated ? 'active' : 'inactive';
      const change = changeOf(actor, id, activated ? 'activated' : 'deactivated', {
        status: { from: target.status, to: status },
      });
      const handedOver = await ctx.db.transaction().execute(async (trx) => {
        const at = now();
        await updateUser(trx, id, { status, updated_at: at });
        await auditUserChange(trx, change, at);
        return activated
          ? []
          : handOverOpenTickets(trx, { userIds: [id], actorId: actor.id, reason: HANDOVER_NOTE, at });
      });
      if (!activated) await endUserSessions(ctx.db, id, ctx.clock.now().toISOString());
      await announceHandOver(ctx, handedOver, actor.id, HANDOVER_NOTE);
      await ctx.bus.emit('user.changed', change);
      return { user: presentUser(await load(id)), activated };
    },

    async resetPassword(
      id: number,
      input: UserResetPasswordInput,
      actor: ActorContext,
    ): Promise<UserResetPasswordResult> {
      const target = await load(id);
      if (!input.generate_password)
        refuseCommonPassword(input.new_password, 'new_password', words(target.name, target.email));
      const password = input.generate_password ? generatePassword() : (input.new_password ?? '');
      const passwordHash = await hashPassword(password);
      const change = changeOf(actor, id, 'password_reset', {
        password_generated: input.generate_password,
        user_notified: input.notify_user,
      });
      const setPasswordToken = await ctx.db.transaction().execute(async (trx) => {
        const at = now();
        await updateUser(trx, id, {
          password_hash: passwordHash,
          must_change_password: userPolicy.mustChangePasswordAfterSetting(actor, id),
          updated_at: at,
        });
        await auditUserChange(trx, change, at);
        if (!input.notify_user) return undefined;
        return (await issuePasswordTokens(trx, [id], 'reset', ctx.clock.now())).get(id);
      });
      await endUserSessions(ctx.db, id, ctx.clock.now().toISOString());
      await ctx.bus.emit('user.changed', change);
      // The e-mail carries a set-password link, never the password, whatever `send_password_in_email` says.
      if (setPasswordToken) {
        await ctx.bus.emit('user.password_reset_email', {
          name: target.name,
          email: target.email,
          setPasswordUrl: setPasswordUrl(ctx.config.appUrl, setPasswordToken),
        });
      }
      return {
        email_sent: input.notify_user,
        ...(input.generate_password ? { generated_password: password } : {}),
      };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
