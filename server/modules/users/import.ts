import { generatePassword } from '../../../common/passwords';
import type { Role } from '../../../common/permissions';
import {
  type BulkUserRow,
  USER_ROLE_LABELS,
  type UserBulkCreateOptions,
  type UserBulkCreateResult,
} from '../../../common/schemas/users';
import { importRowProblems, toImportUser } from '../../../common/users-import';
import type { AppContext } from '../../context';
import { BackgroundTasks } from '../../lib/background';
import { mapWithConcurrency } from '../../lib/concurrency';
import { hashManyPasswords, NO_PASSWORD_HASH } from '../../lib/password-policy';
import { auditUsersBulkChange, type UsersBulkChange } from './audit';
import { issuePasswordTokens, setPasswordUrl } from './password-tokens';
import { existingEmails, insertUsers, type NewUserRow } from './repository';
import type { ActorContext } from './service';

/** Rows written per transaction: a batch lands whole or not at all. */
export const IMPORT_BATCH_SIZE = 500;
/** Welcome e-mails handed to the mailer at once. */
const MAIL_LANES = 4;

export interface ImportRows {
  source: 'csv' | 'json';
  rows: { index: number; row: BulkUserRow }[];
  /** Rows the reader already passed over (wrong width), with their message. */
  skipped: { index: number; error: string }[];
}

interface Candidate {
  index: number;
  name: string;
  email: string;
  role: Role;
  values: Omit<NewUserRow, 'password_hash' | 'created_at' | 'updated_at'>;
  password: string | null;
  passwordHash: string;
}

type RowError = UserBulkCreateResult['errors'][number];

const cell = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Row checks of product §2.5 "Bulk create and CSV import"; the first problem is the row's message. */
function checkRow(index: number, row: BulkUserRow): Candidate | string {
  // The same checks, messages and defaults as the browser's preview (common/users-import.ts).
  const user = toImportUser(row);
  const problems = importRowProblems(user, index + 1);
  if (problems.length > 0) return problems[0] as string;
  const { name, email, role, status } = user;
  const extras = {
    phone: user.phone ?? null,
    student_id: user.student_id ?? null,
    employee_id: user.employee_id ?? null,
  };
  return {
    index,
    name,
    email,
    role,
    password: null,
    passwordHash: NO_PASSWORD_HASH,
    values: {
      name,
      email,
      role,
      status,
      ...extras,
      address: null,
      date_of_birth: null,
      specializations: null,
      bio: null,
      languages: null,
      last_login_at: null,
      // Imported accounts choose their own password at first sign-in (decision 0007).
      must_change_password: 1,
    },
  };
}

/**
 * POST /api/admin/users/bulk-create: every row is checked and reported on its own; passwords are hashed
 * before any transaction opens (off the main thread, bounded); accounts are written in batches, one
 * transaction each, so a failed batch leaves none of its accounts behind.
 */
export function usersImportService(ctx: AppContext) {
  const background = new BackgroundTasks(ctx.log);
  return {
    /** Resolves once every queued e-mail was handed to the mailer. */
    drain: () => background.drain(),

    async run(
      input: ImportRows,
      options: UserBulkCreateOptions,
      actor: ActorContext,
    ): Promise<UserBulkCreateResult> {
      const failed: RowError[] = [];
      const skipped: RowError[] = input.skipped.map(({ index, error }) => ({ index, email: null, error }));
      const duplicate = (index: number, email: string, message: string) => {
        const n = index + 1;
        if (options.skip_duplicates)
          skipped.push({ index, email, error: `Row ${n}: ${message}; row skipped` });
        else failed.push({ index, email, error: `Row ${n}: ${message}` });
      };
      const importChange = (accounts: readonly { id: number; email: string }[]): UsersBulkChange => ({
        actorId: actor.id,
        targets: accounts.map((account) => ({ id: account.id, email: account.email })),
        action: 'imported',
        reason: null,
        changes: { source: input.source, password_generated: options.generate_passwords },
        context: actor.context,
      });

      const seen = new Map<string, number>();
      const checked: Candidate[] = [];
      for (const { index, row } of input.rows) {
        const result = checkRow(index, row);
        if (typeof result === 'string') {
          failed.push({ index, email: cell(row.email).toLowerCase() || null, error: result });
          continue;
        }
        const first = seen.get(result.email);
        if (first !== undefined) {
          duplicate(index, result.email, `Duplicate email ${result.email} (also in row ${first + 1})`);
          continue;
        }
        seen.set(result.email, index);
        checked.push(result);
      }

      const taken = await existingEmails(
        ctx.db,
        checked.map((c) => c.email),
      );
      const candidates = checked.filter((candidate) => {
        if (!taken.has(candidate.email)) return true;
        duplicate(candidate.index, candidate.email, 'The email has already been taken');
        return false;
      });

      for (const candidate of candidates) {
        if (options.generate_passwords) candidate.password = generatePassword();
      }
      if (options.generate_passwords) {
        const hashes = await hashManyPasswords(
          candidates.map((c) => ({ password: c.password ?? '', generated: true })),
        );
        candidates.forEach((candidate, i) => {
          candidate.passwordHash = hashes[i]!;
        });
      }

      const created: (Candidate & { id: number; token: string | null })[] = [];
      for (let start = 0; start < candidates.length; start += IMPORT_BATCH_SIZE) {
        const batch = candidates.slice(start, start + IMPORT_BATCH_SIZE);
        const at = ctx.clock.now().toISOString();
        try {
          const outcome = await ctx.db.transaction().execute(async (trx) => {
            // Another request may have taken an address since the check above.
            const raced = await existingEmails(
              trx,
              batch.map((c) => c.email),
            );
            const fresh = batch.filter((c) => !raced.has(c.email));
            const rows = await insertUsers(
              trx,
              fresh.map((c) => ({
                ...c.values,
                password_hash: c.passwordHash,
                created_at: at,
                updated_at: at,
              })),
            );
            // Each batch's accounts are audited with the batch: both land, or neither does.
            await auditUsersBulkChange(trx, importChange(rows), at);
            // Welcome e-mails carry set-password links, issued with the accounts (docs/security.md).
            const tokens = options.send_welcome_email
              ? await issuePasswordTokens(
                  trx,
                  rows.map((row) => row.id),
                  'welcome',
                  ctx.clock.now(),
                )
              : new Map<number, string>();
            return { rows, raced, tokens };
          });
          const ids = new Map(outcome.rows.map((row) => [row.email, row.id]));
          for (const candidate of batch) {
            const id = ids.get(candidate.email);
            if (id !== undefined) created.push({ ...candidate, id, token: outcome.tokens.get(id) ?? null });
            else duplicate(candidate.index, candidate.email, 'The email has already been taken');
          }
        } catch (error) {
          ctx.log.error({ err: error, rows: batch.length }, 'a user import batch failed and was rolled back');
          const range = `rows ${batch[0]!.index + 1}-${batch.at(-1)!.index + 1}`;
          for (const candidate of batch) {
            failed.push({
              index: candidate.index,
              email: candidate.email,
              error: `Row ${candidate.index + 1}: Could not be saved; no account was created from ${range}`,
            });
          }
        }
      }

      if (created.length > 0) await ctx.bus.emit('users.bulk_changed', importChange(created));
      // Welcome e-mails go out after the answer (thousands take seconds to compose); shutting down waits.
      const emailsQueued = options.send_welcome_email ? created.length : 0;
      if (emailsQueued > 0) {
        // `send_password_in_email` is still accepted but puts no password in any e-mail: each carries a link.
        background.start('welcome e-mails', async () => {
          await mapWithConcurrency(created, MAIL_LANES, async (c) => {
            if (!c.token) return;
            await ctx.bus.emit('user.welcome_email', {
              name: c.name,
              email: c.email,
              role: USER_ROLE_LABELS[c.role],
              setPasswordUrl: setPasswordUrl(ctx.config.appUrl, c.token),
            });
          });
        });
      }

      const errors = [...failed, ...skipped].sort((a, b) => a.index - b.index);
      return {
        summary: {
          successful: created.length,
          failed: failed.length,
          skipped: skipped.length,
          emails_queued: emailsQueued,
        },
        created_users: created.map((c) => ({
          name: c.name,
          email: c.email,
          role: c.role,
          generated_password: c.password,
        })),
        errors,
      };
    },
  };
}

export function bulkCreateMessage(summary: UserBulkCreateResult['summary']): string {
  return `Bulk creation completed: ${summary.successful} created, ${summary.failed} failed, ${summary.skipped} skipped. ${summary.emails_queued} welcome emails queued.`;
}
