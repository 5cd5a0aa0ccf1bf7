/**
 * Plain requests written apart from the ones the second opinion trains on (`plain-requests/train.json`), by a
 * writer who had read neither the engine nor the rounds: a check set, never trained on. Each `{ text, language,
 * form }`; `plain-check.test.ts` holds the engine to no escalation and at most 1% possible concerns.
 */
import { z } from 'zod';
import data from './plain-requests/check.json';

export interface PlainRequest {
  readonly text: string;
  readonly language: string;
  readonly form: string;
}

const schema = z.array(z.object({ text: z.string().min(1), language: z.string().min(1), form: z.string() }));

export const PLAIN_CHECK: readonly PlainRequest[] = schema.parse(data);
