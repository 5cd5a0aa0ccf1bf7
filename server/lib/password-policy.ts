import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '../../common/passwords';
import { mapWithConcurrency } from './concurrency';
import { validationError } from './errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';

/**
 * The 10,000 most common passwords, refused whatever the other rules say. Source: the `passwords-common`
 * list of @zxcvbn-ts/language-common (MIT, https://github.com/zxcvbn-ts/zxcvbn), which is ordered from the
 * most to the least frequent in public password leaks; we take its first 10,000 entries. The list is
 * lowercase, so the check ignores case ("Password1" is "password1").
 */
export const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}

/** Throws the 422 a form shows by the field when a chosen password is on the common list. */
export function refuseCommonPassword(password: string | null | undefined, field: string): void {
  if (password && isCommonPassword(password)) {
    throw validationError({ [field]: [PASSWORD_MESSAGES.common] });
  }
}

/**
 * argon2id for passwords the hub generated itself (bulk import): 12 characters drawn uniformly from 70
 * symbols carry about 73 bits of entropy, which no amount of guessing covers, so their hash does not need
 * the slow work factor that protects guessable human-chosen passwords (see docs/decisions/0005). Verifying
 * reads the parameters from the hash, so sign-in works unchanged; chosen passwords keep the full profile.
 */
const GENERATED_SECRET_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 4_096,
  timeCost: 1,
  parallelism: 1,
} as const;

export function hashGeneratedPassword(password: string): Promise<string> {
  return hash(password, GENERATED_SECRET_OPTIONS);
}

/**
 * Hashes many passwords with bounded parallelism. @node-rs/argon2 runs each hash on the libuv worker pool
 * (4 threads unless UV_THREADPOOL_SIZE says otherwise), so more lanes than that only queue.
 */
export function hashManyPasswords(
  passwords: readonly { password: string; generated: boolean }[],
): Promise<string[]> {
  const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const lanes = Math.max(1, Math.min(poolSize, os.availableParallelism()));
  return mapWithConcurrency(passwords, lanes, ({ password, generated }) =>
    generated ? hashGeneratedPassword(password) : hashPassword(password),
  );
}

/** A stored hash no password verifies against: the account has no password until one is set. */
export const NO_PASSWORD_HASH = '!no-password';

let dummyGeneratedHash: Promise<string> | undefined;

/**
 * The two hashes a sign-in verifies against: always one of the full profile and one of the light profile
 * (bulk-import passwords), the account's own where it has one, dummies otherwise. So an unknown e-mail, an
 * account without a password yet, a bulk-imported one and a chosen-password one all cost the same work, and
 * the answer's timing tells none of them apart.
 */
export async function signInHashes(stored: string | undefined): Promise<{ full: string; light: string }> {
  const argon = stored?.startsWith('$argon2') === true;
  const full = argon && stored && !needsRehash(stored) ? stored : undefined;
  const light = argon && stored && !full ? stored : undefined;
  dummyGeneratedHash ??= hashGeneratedPassword('not-a-real-password-for-timing-only');
  return { full: full ?? (await dummyPasswordHash()), light: light ?? (await dummyGeneratedHash) };
}

/** Checks a sign-in's password with the same work whatever the account (see `signInHashes`). */
export async function verifySignInPassword(stored: string | undefined, password: string): Promise<boolean> {
  const { full, light } = await signInHashes(stored);
  const [fullOk, lightOk] = await Promise.all([
    verifyPassword(full, password),
    verifyPassword(light, password),
  ]);
  if (stored === full) return fullOk;
  if (stored === light) return lightOk;
  return false;
}
