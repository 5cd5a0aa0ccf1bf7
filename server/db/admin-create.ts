import { PASSWORD_MESSAGES, passwordProblems } from '../../common/passwords';
import { DEMO_PASSWORD, loginSchema } from '../../common/schemas/auth';
import { isCommonPassword } from '../lib/password-policy';
import { hashPassword } from '../lib/passwords';
import type { DB } from '.';

/**
 * `npm run admin:create`: the first administrator of a real deployment (DEMO_MODE=false creates no accounts).
 * The password goes through the same rules as every chosen password, and the account must choose a new one
 * at its first sign-in (the one given here may sit in a shell history or a deployment secret).
 */
export interface AdminInput {
  email: string;
  password: string;
  name: string;
}

export class AdminCreateError extends Error {}

const NAME_MAX = 100;

/** Every problem with the input, one line each; empty when it may be used. */
export function adminInputProblems(input: AdminInput): string[] {
  const problems: string[] = [];
  const email = loginSchema.shape.email.safeParse(input.email);
  if (!email.success) problems.push(`ADMIN_EMAIL: ${email.error.issues[0]?.message ?? 'invalid'}`);
  const name = input.name.trim();
  if (!name) problems.push('ADMIN_NAME: Name is required');
  else if (name.length > NAME_MAX) problems.push(`ADMIN_NAME: Name must not exceed ${NAME_MAX} characters`);
  const passwordIssues = passwordProblems(input.password);
  if (passwordIssues.length === 0 && isCommonPassword(input.password))
    passwordIssues.push(PASSWORD_MESSAGES.common);
  // Not on the common list, but printed in the README and on the demo sign-in page.
  if (input.password === DEMO_PASSWORD)
    passwordIssues.push('This is the published demo password. Please choose another.');
  for (const issue of passwordIssues) problems.push(`ADMIN_PASSWORD: ${issue}`);
  return problems;
}

export async function createAdmin(
  db: DB,
  input: AdminInput,
  now = new Date(),
): Promise<{ id: number; email: string }> {
  const problems = adminInputProblems(input);
  if (problems.length > 0)
    throw new AdminCreateError(`The administrator was not created:\n  ${problems.join('\n  ')}`);
  const email = input.email.trim().toLowerCase();
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken)
    throw new AdminCreateError(`The administrator was not created: ${email} already has an account.`);
  const at = now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email,
      password_hash: await hashPassword(input.password),
      role: 'admin',
      status: 'active',
      phone: null,
      address: null,
      date_of_birth: null,
      student_id: null,
      employee_id: null,
      specializations: null,
      bio: null,
      last_login_at: null,
      created_at: at,
      updated_at: at,
      must_change_password: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}
