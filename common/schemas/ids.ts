import { z } from 'zod';

/** The largest id a database integer column holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Plain decimal digits only: no sign, spaces, exponent, hex, fraction or leading `+`. */
const PLAIN_DIGITS = /^[0-9]{1,10}$/;

/**
 * The one id schema: a JSON number, or text (path, query, multipart field) made only of decimal digits.
 * `0x35`, `1e1`, ` 5`, `5.0`, `+5` and `-1` are all refused with `message`, never read as numbers.
 */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && PLAIN_DIGITS.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}
