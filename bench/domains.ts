import type { DB } from '../server/db';

/**
 * The resource library's and counseling sessions' scenarios of `npm run bench` (issue 19's rule that every new
 * domain is born fast on both databases): what a student, a counselor and an admin load most, on the library and
 * the year of sessions `seed-domains.ts` adds. Each must reach the same share of the hello-world as the ticket
 * list (`DOMAIN_MIN_SHARE`).
 */
export const DOMAIN_MIN_SHARE = 0.04;

export interface Scenario {
  name: string;
  url: string;
  token: string;
}

async function signIn(api: string, email: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The scenarios, with a bench student and counselor who hold a year of sessions and a shelf of bookmarks. */
export async function domainScenarios(db: DB, api: string, admin: string): Promise<Scenario[]> {
  const counselor = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'bench.staff0@university.edu')
    .executeTakeFirstOrThrow();
  const student = await signIn(api, 'bench.student1@university.edu');
  const staff = await signIn(api, 'bench.staff0@university.edu');
  return [
    { name: 'library, first page (student)', url: `${api}/resources`, token: student },
    { name: 'library, search "sleep"', url: `${api}/resources?search=sleep`, token: student },
    { name: 'library, my bookmarks', url: `${api}/resources/user/bookmarks`, token: student },
    { name: "sessions, student's list (repeat, until a write)", url: `${api}/appointments`, token: student },
    { name: "sessions, counselor's list (repeat, until a write)", url: `${api}/appointments`, token: staff },
    {
      name: 'sessions, every session (admin) (repeat, until a write)',
      url: `${api}/appointments`,
      token: admin,
    },
    {
      name: "sessions, counselor's today (repeat, until a write)",
      url: `${api}/appointments/today`,
      token: staff,
    },
    {
      name: "sessions, counselor's weekly goals (repeat, until a write)",
      url: `${api}/appointments/goals`,
      token: staff,
    },
    {
      name: 'sessions, counselors with ratings (repeat, until a write)',
      url: `${api}/appointments/counselors`,
      token: student,
    },
    {
      name: 'sessions, free slots of a counselor (repeat, until a write)',
      url: `${api}/appointments/availability?counselor_id=${counselor.id}`,
      token: student,
    },
    {
      name: 'group sessions (student) (repeat, until a write)',
      url: `${api}/group-sessions`,
      token: student,
    },
  ];
}
