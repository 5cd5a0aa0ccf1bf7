import { z } from 'zod';
import { normalizeRole } from '../../../common/permissions';
import { sessionUserSchema } from '../../../common/schemas/auth';

// Loaded on demand by ./api.ts once an answer carries a user, so the sign-in page does not download zod.

/** The contract's user, except that a missing or unknown role counts as student (product §1.1). */
const clientUserSchema = sessionUserSchema.extend({ role: z.unknown().transform(normalizeRole) });
export const meSchema = z.object({ user: clientUserSchema });
export const signInSchema = z.object({ user: clientUserSchema, expires_at: z.string() });

export type SignInResult = z.infer<typeof signInSchema>;
