/**
 * The demo accounts of the contract, one per role used by the demo buttons. Kept apart from the zod schemas
 * of common/schemas/auth.ts (which re-exports them) so the sign-in page can show the password without zod.
 */
export const DEMO_ACCOUNTS = {
  student: 'student@university.edu',
  counselor: 'counselor@university.edu',
  advisor: 'advisor@university.edu',
  admin: 'admin@university.edu',
} as const;
export const DEMO_PASSWORD = 'Password123!';
