import { PASSWORD_MESSAGES } from '../../../common/passwords';
import {
  SET_PASSWORD_MESSAGES,
  type SetPasswordInput,
  type SetPasswordResult,
} from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { type FieldErrors, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { isCommonPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit';
import { endUserSessions } from '../sessions';
import { checkPasswordToken, findUserById, updateUser, usePasswordToken } from '../users';

/**
 * A password chosen through a set-password link (docs/security.md): the link works once, within 72 hours.
 * The account's sessions end, the "must change password" flag clears (the person chose this one), and the
 * change is audited in its transaction. Answers the e-mail address to sign in with; opens no session.
 */
export async function setPasswordWithToken(
  ctx: AppContext,
  input: SetPasswordInput,
  context: RequestContext,
): Promise<SetPasswordResult> {
  const token = (input.token ?? '').trim();
  const password = input.password ?? '';
  const now = ctx.clock.now();
  const errors: FieldErrors = {};
  const check = await checkPasswordToken(ctx.db, token, now);
  const user = check.ok ? await findUserById(ctx.db, check.userId) : undefined;
  if (!check.ok) errors.token = [check.message];
  else if (!user) errors.token = [SET_PASSWORD_MESSAGES.invalid];
  if (isCommonPassword(password)) errors.password = [PASSWORD_MESSAGES.common];
  if (!check.ok || !user || Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash = await hashPassword(password);
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // Two requests with one link: only the first sets a password.
    if (!(await usePasswordToken(trx, check.id, at))) {
      throw validationError({ token: [SET_PASSWORD_MESSAGES.used] });
    }
    await updateUser(trx, user.id, { password_hash: passwordHash, must_change_password: 0, updated_at: at });
    const sessionsEnded = await endUserSessions(trx, user.id, at);
    await recordAudit(trx, {
      actorId: user.id,
      action: 'auth.password_set',
      target: { type: 'user', id: user.id },
      details: { email: user.email, link: check.purpose, sessions_ended: sessionsEnded },
      context,
      at,
    });
  });
  return { email: user.email };
}
