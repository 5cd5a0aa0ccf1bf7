import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_MESSAGES } from '../../../common/schemas/auth';
import type { DB } from '../../db';
import { HOUR } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';

/** Rows per multi-row INSERT, far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export type PasswordTokenPurpose = 'welcome' | 'reset';

/** The address of a set-password link (the token travels only in the e-mail; only its hash is stored). */
export function setPasswordUrl(appUrl: string, token: string): string {
  return `${appUrl}/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * Issues one set-password link per account, valid for 72 hours and once; earlier unused links of these
 * accounts stop working. Pass the transaction that creates or resets the accounts. Answers each account's
 * token, to be sent by e-mail and then forgotten.
 */
export async function issuePasswordTokens(
  db: DB,
  userIds: readonly number[],
  purpose: PasswordTokenPurpose,
  now: Date,
): Promise<Map<number, string>> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * HOUR).toISOString();
  const tokens = new Map<number, string>();
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const ids = userIds.slice(start, start + CHUNK);
    await db
      .updateTable('password_tokens')
      .set({ used_at: at })
      .where('user_id', 'in', ids)
      .where('used_at', 'is', null)
      .execute();
    const rows = ids.map((userId) => {
      const token = newToken();
      tokens.set(userId, token);
      return {
        user_id: userId,
        token_hash: hashToken(token),
        purpose,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
      };
    });
    if (rows.length > 0) await db.insertInto('password_tokens').values(rows).execute();
  }
  return tokens;
}

export type PasswordTokenCheck =
  | { ok: true; id: number; userId: number; purpose: string }
  | { ok: false; message: string };

/** Whether a presented token opens a set-password link now, and whose; or why not, in the product's words. */
export async function checkPasswordToken(db: DB, token: string, now: Date): Promise<PasswordTokenCheck> {
  const row = await db
    .selectFrom('password_tokens')
    .select(['id', 'user_id', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, message: SET_PASSWORD_MESSAGES.invalid };
  if (row.used_at !== null) return { ok: false, message: SET_PASSWORD_MESSAGES.used };
  if (now.getTime() >= Date.parse(row.expires_at))
    return { ok: false, message: SET_PASSWORD_MESSAGES.expired };
  return { ok: true, id: row.id, userId: row.user_id, purpose: row.purpose };
}

/** Marks a link used, only if it still was not: answers false when another request used it first. */
export async function usePasswordToken(db: DB, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
