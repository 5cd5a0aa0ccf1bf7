import { z } from 'zod';

/** What a phone number a person types may hold: digits, spaces and + ( ) - . only. */
export const PHONE_LIMITS = { min: 3, max: 40 } as const;
export const PHONE_MESSAGE = 'Enter a phone number using digits, spaces and + ( ) - . only';

const PHONE_PATTERN = /^[0-9+() .-]+$/;

/** A phone number people can dial: trimmed, 3 to 40 characters, at least 3 digits. */
export const phoneNumberSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(PHONE_LIMITS.min, PHONE_MESSAGE)
  .max(PHONE_LIMITS.max, `Phone numbers are at most ${PHONE_LIMITS.max} characters`)
  .regex(PHONE_PATTERN, PHONE_MESSAGE)
  .refine((value) => (value.match(/[0-9]/g) ?? []).length >= 3, PHONE_MESSAGE);

/** The `tel:` target of a number as typed: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
