import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { HUB_PASSWORD_WORDS, MIN_PASSWORD_SCORE, PASSWORD_MESSAGES } from '../../common/passwords';
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
  commonPasswords ??= new Set(commonWords['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}

let strength: ZxcvbnFactory | undefined;

function strengthChecker(): ZxcvbnFactory {
  strength ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords, hub: [...HUB_PASSWORD_WORDS] },
    graphs: adjacencyGraphs,
    translations,
  });
  return strength;
}

/** The words of the account and of the hub's address a password should not be built from. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    let text = value;
    try {
      text = /^https?:\/\//.test(value) ? new URL(value).hostname : value;
    } catch {
      // not an address: use the text as it is
    }
    for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

/** zxcvbn's score (0-4), with the hub's words and the account's own as known words. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  // Scoring time grows with length; past 64 characters a password within the other rules is strong enough.
  if (password.length > 64) return 4;
  return strengthChecker().check(password, [...userInputs]).score;
}

/** The message the form shows by the password when it is common or too easy to guess; null when fine. */
export function chosenPasswordProblem(password: string, userInputs: readonly string[] = []): string | null {
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}

/** Throws the 422 a form shows by the field when a chosen password is common or too easy to guess. */
export function refuseCommonPassword(
  password: string | null | undefined,
  field: string,
  userInputs: readonly string[] = [],
): void {
  const problem = password ? chosenPasswordProblem(password, userInputs) : null;
  if (problem) throw validationError({ [field]: [problem] });
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
