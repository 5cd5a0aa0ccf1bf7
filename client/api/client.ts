import type { z } from 'zod';
import { MAINTENANCE_MESSAGE } from '../../common/maintenance';
import { setMaintenance } from '../features/settings/maintenance';

/** Every call goes to the same origin under /api; the session rides on the httpOnly cookie. */
const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when the server could not be reached), its message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** True when the message came from the API's envelope (and so may be shown to the user as is). */
  readonly fromServer: boolean;

  constructor(status: number, message: string, errors: FieldErrors = {}, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions<T> {
  /** Parses `data`, so a drift from the contract fails loudly here rather than deep in a component. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

interface Envelope {
  success: boolean;
  status: number;
  message: string;
  data?: unknown;
  errors?: FieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.success === 'boolean' && typeof value.message === 'string';
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one fetch wrapper: sends JSON (or a FormData body as multipart), reads the envelope `{ success, status, message, data, errors }` and
 * returns `data`, or throws an ApiError. `path` is relative to /api, e.g. `apiRequest('GET', '/auth/me')`.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readBody(response);
  const envelope = isEnvelope(payload) ? payload : undefined;

  if (!response.ok || envelope?.success === false) {
    if (envelope?.message) {
      if (response.status === 503 && envelope.message === MAINTENANCE_MESSAGE) setMaintenance(true);
      throw new ApiError(response.status, envelope.message, fieldErrorsOf(envelope.errors), true);
    }
    throw new ApiError(response.status, `Request failed (${response.status})`);
  }
  if (!envelope) throw new ApiError(response.status, 'Unexpected response from the server');

  if (!options.schema) return envelope.data as T;
  const parsed = options.schema.safeParse(envelope.data);
  if (!parsed.success) {
    console.error(`Unexpected ${method} ${path} response`, parsed.error);
    throw new ApiError(response.status, 'Unexpected response from the server');
  }
  return parsed.data;
}
