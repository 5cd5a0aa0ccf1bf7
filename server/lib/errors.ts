/**
 * The one error table: every error the API answers with has a code here, mapped to an HTTP status and a
 * default message. Services throw AppError; the envelope plugin turns it into the answer.
 */
export const ERROR_TABLE = {
  BAD_REQUEST: { status: 400, message: 'The request could not be understood' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  FORBIDDEN: { status: 403, message: "You don't have permission to perform this action" },
  ACCOUNT_INACTIVE: { status: 403, message: 'Your account is inactive. Please contact an administrator.' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: 'Your account has been suspended. Please contact an administrator.',
  },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA: { status: 415, message: 'Unsupported content type' },
  VALIDATION: { status: 422, message: 'The given data was invalid' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred. Please try again later.' },
  UNAVAILABLE: { status: 503, message: 'The service is shutting down. Please try again shortly.' },
  MAINTENANCE: { status: 503, message: 'The hub is under maintenance' },
  BUSY: { status: 503, message: 'The hub is busy. Please try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_TABLE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_TABLE[code].status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export function validationError(errors: FieldErrors, message?: string): AppError {
  const first = Object.values(errors)[0]?.[0];
  return new AppError('VALIDATION', message ?? first ?? ERROR_TABLE.VALIDATION.message, { errors });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** An error's message for a log line, an audit detail or a status card, cut to `max` characters. */
export function errorText(error: unknown, max = 500): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, max);
}
