import { LIMITS } from '../../../common/limits';
import type { Role } from '../../../common/permissions';
import {
  type ChangePasswordInput,
  DEMO_ACCOUNTS,
  type LoginInput,
  type LoginResult,
  PASSWORD_CHANGE_MESSAGES,
} from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { changeVersion, versionedCache } from '../../db/change-version';
import { HOUR, MINUTE } from '../../lib/clock';
import { AppError, type FieldErrors, validationError } from '../../lib/errors';
import type { HubEvents, RequestContext } from '../../lib/events';
import { chosenPasswordProblem, personalWords, verifySignInPassword } from '../../lib/password-policy';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { endUserSessions } from '../sessions';
import { sessionTimeouts } from '../settings';
import { findUserByEmail, recordUserLogin, type UserRow, updateUser } from '../users';
import { auditAuthEvent } from './audit';
import { signInRefusal } from './policy';
import { presentLogin } from './presenter';
import {
  createSession,
  findSessionWithUser,
  recordSignInAttempt,
  revokeSession,
  type SessionRow,
  touchSession,
} from './repository';
import { signInThrottle } from './throttle';

const sessionCache = versionedCache<AuthenticatedSession>(1000);

export interface AuthenticatedSession {
  user: UserRow;
  session: SessionRow;
}

export function authService(ctx: AppContext) {
  const throttle = signInThrottle(ctx);

  /** Writes a new session row for the user and answers its token and expiry. */
  async function openSession(db: DB, userId: number, context: RequestContext, now: Date) {
    const token = newToken();
    // Read through `db`: it may be the transaction that signs in (SQLite has one connection).
    const { absoluteHours } = await sessionTimeouts({ db, config: ctx.config });
    const expiresAt = new Date(now.getTime() + absoluteHours * HOUR).toISOString();
    await createSession(db, {
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      ip: context.ip,
      user_agent: context.userAgent?.slice(0, 512) ?? null,
      revoked_at: null,
    });
    return { token, expiresAt };
  }

  /** Opens the session, notes the sign-in and audits it in one transaction; then announces it. */
  async function startSession(user: UserRow, signedIn: HubEvents['auth.signed_in']): Promise<LoginResult> {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const { token, expiresAt } = await ctx.db.transaction().execute(async (trx) => {
      const opened = await openSession(trx, user.id, signedIn.context, now);
      await recordUserLogin(trx, user.id, at);
      await auditAuthEvent(trx, 'auth.signed_in', signedIn, at);
      return opened;
    });
    await ctx.bus.emit('auth.signed_in', signedIn);
    return presentLogin(token, { ...user, last_login_at: at }, expiresAt);
  }

  /**
   * Audits a refused sign-in, with the failed attempt the throttle counts when there is one (in the same
   * transaction), then announces it.
   */
  async function signInFailed(failure: HubEvents['auth.sign_in_failed'], countsAsAttempt: boolean) {
    const at = ctx.clock.now().toISOString();
    if (countsAsAttempt) {
      await ctx.db.transaction().execute(async (trx) => {
        await recordSignInAttempt(trx, {
          email: failure.email,
          ip: failure.context.ip,
          succeeded: false,
          at,
        });
        await auditAuthEvent(trx, 'auth.sign_in_failed', failure, at);
      });
      await throttle.prune();
    } else {
      await auditAuthEvent(ctx.db, 'auth.sign_in_failed', failure, at);
    }
    await ctx.bus.emit('auth.sign_in_failed', failure);
  }

  async function refuseInactive(user: UserRow, context: RequestContext) {
    const refusal = signInRefusal(user);
    if (!refusal) return;
    const reason = refusal === 'ACCOUNT_SUSPENDED' ? 'suspended' : 'inactive';
    await signInFailed({ userId: user.id, email: user.email, reason, context }, false);
    throw new AppError(refusal);
  }

  /** 429 while this account is locked from this address, or this address is locked (docs/security.md). */
  async function assertNotThrottled(email: string, context: RequestContext): Promise<void> {
    const lock = await throttle.lockOf(email, context.ip);
    if (!lock) return;
    const refusal = await throttle.refuse(lock, email, context);
    await ctx.bus.emit('auth.sign_in_failed', { userId: null, email, reason: 'rate_limited', context });
    throw refusal;
  }

  return {
    async login(input: LoginInput, context: RequestContext): Promise<LoginResult> {
      const email = input.email.toLowerCase();
      await assertNotThrottled(email, context);
      const user = await findUserByEmail(ctx.db, email);
      // The same work for unknown, password-less, bulk-imported and ordinary accounts (no timing tells).
      const passwordOk = await verifySignInPassword(user?.password_hash, input.password);
      if (!user || !passwordOk) {
        await signInFailed({ userId: user?.id ?? null, email, reason: 'invalid_credentials', context }, true);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await refuseInactive(user, context);
      await recordSignInAttempt(ctx.db, {
        email,
        ip: context.ip,
        succeeded: true,
        at: ctx.clock.now().toISOString(),
      });
      // A password stored with lighter settings (one the hub generated in a bulk import) gets today's
      // full-strength hash now that the password itself is at hand.
      if (needsRehash(user.password_hash)) {
        await updateUser(ctx.db, user.id, { password_hash: await hashPassword(input.password) });
      }
      return startSession(user, { userId: user.id, email, method: 'password', context });
    },

    async demoLogin(role: Role, context: RequestContext): Promise<LoginResult> {
      if (!ctx.config.demoMode) throw new AppError('NOT_FOUND', 'Demo login is not available');
      const user = await findUserByEmail(ctx.db, DEMO_ACCOUNTS[role]);
      if (!user) throw new AppError('NOT_FOUND', 'Demo account not found');
      await refuseInactive(user, context);
      return startSession(user, { userId: user.id, email: user.email, method: 'demo', context });
    },

    async logout(auth: AuthenticatedSession, context: RequestContext): Promise<void> {
      const signedOut = { userId: auth.user.id, context };
      const at = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        await revokeSession(trx, auth.session.id, at);
        await auditAuthEvent(trx, 'auth.signed_out', signedOut, at);
      });
      await ctx.bus.emit('auth.signed_out', signedOut);
    },

    /**
     * The signed-in user's own new password (decision 0007). Every session of the account ends, the one in
     * use included, and a fresh session replaces it in the same transaction: the user stays signed in on
     * this device only, and no token issued before the change keeps working.
     */
    async changePassword(
      auth: AuthenticatedSession,
      input: ChangePasswordInput,
      context: RequestContext,
    ): Promise<LoginResult> {
      const user = auth.user;
      const current = input.current_password ?? '';
      const password = input.password ?? '';
      await assertNotThrottled(user.email.toLowerCase(), context);
      const errors: FieldErrors = {};
      if (!(await verifyPassword(user.password_hash, current))) {
        // Wrong guesses count like failed sign-ins, so a borrowed session cannot try passwords at leisure.
        await recordSignInAttempt(ctx.db, {
          email: user.email.toLowerCase(),
          ip: context.ip,
          succeeded: false,
          at: ctx.clock.now().toISOString(),
        });
        errors.current_password = [PASSWORD_CHANGE_MESSAGES.currentIncorrect];
      } else if (password === current) {
        errors.password = [PASSWORD_CHANGE_MESSAGES.sameAsCurrent];
      }
      const problem = errors.password
        ? null
        : chosenPasswordProblem(password, personalWords(user.name, user.email, ctx.config.appUrl));
      if (problem) errors.password = [problem];
      if (Object.keys(errors).length > 0) throw validationError(errors);

      const passwordHash = await hashPassword(password);
      const now = ctx.clock.now();
      const { token, expiresAt, changed } = await ctx.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, {
          password_hash: passwordHash,
          must_change_password: 0,
          updated_at: now.toISOString(),
        });
        const revoked = await endUserSessions(trx, user.id, now.toISOString());
        const opened = await openSession(trx, user.id, context, now);
        const changed: HubEvents['auth.password_changed'] = {
          userId: user.id,
          email: user.email,
          wasRequired: Number(user.must_change_password) === 1,
          sessionsEnded: Math.max(0, revoked - 1),
          context,
        };
        await auditAuthEvent(trx, 'auth.password_changed', changed, now.toISOString());
        return { ...opened, changed };
      });
      await ctx.bus.emit('auth.password_changed', changed);
      return presentLogin(token, { ...user, must_change_password: 0 }, expiresAt);
    },

    /** Ends every session of an account at once (deactivation, suspension, password change). */
    revokeAllSessions(userId: number): Promise<number> {
      return endUserSessions(ctx.db, userId, ctx.clock.now().toISOString());
    },

    /** Turns a presented token into its session and user, or refuses with 401. */
    async resolveSession(token: string): Promise<AuthenticatedSession> {
      if (token.length < 16 || token.length > 256) throw new AppError('UNAUTHENTICATED');
      const tokenHash = hashToken(token);
      // Resolved sessions are reused until the next committed write anywhere (sign-out, deactivation, a touch).
      const version = await changeVersion(ctx.db, ctx.config.databaseKind);
      const cached = version === null ? undefined : sessionCache.get(ctx.db, version, tokenHash);
      // The session and the timeouts are read side by side (on PostgreSQL on two connections).
      const [found, { idleMinutes, absoluteHours }] = await Promise.all([
        cached ?? findSessionWithUser(ctx.db, tokenHash),
        sessionTimeouts(ctx, version),
      ]);
      const session = found?.session;
      if (!session || session.revoked_at) throw new AppError('UNAUTHENTICATED');
      const now = ctx.clock.now();
      const idleDeadline = new Date(session.last_seen_at).getTime() + idleMinutes * MINUTE;
      // A lifetime shortened in the settings ends older sessions at once; a longer one applies from the next sign-in.
      const lifetimeEnd = Math.min(
        new Date(session.expires_at).getTime(),
        new Date(session.created_at).getTime() + absoluteHours * HOUR,
      );
      if (now.getTime() >= lifetimeEnd || now.getTime() >= idleDeadline) {
        throw new AppError('SESSION_EXPIRED');
      }
      const user = found?.user;
      if (!user || signInRefusal(user)) {
        // An account that was switched off loses its sessions even if the revocation was missed.
        await revokeSession(ctx.db, session.id, now.toISOString());
        throw new AppError('UNAUTHENTICATED');
      }
      if (version !== null && !cached) sessionCache.set(ctx.db, version, tokenHash, { session, user });
      if (
        now.getTime() - new Date(session.last_seen_at).getTime() >=
        LIMITS.auth.sessionTouchSeconds * 1000
      ) {
        await touchSession(ctx.db, session.id, now.toISOString());
      }
      return { user, session };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
