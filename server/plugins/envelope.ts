import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, ERROR_TABLE, type ErrorCode, type FieldErrors } from '../lib/errors';

/** Sends a success envelope: { success, status, message, data }. */
export function sendOk<T>(reply: FastifyReply, data: T, message = 'OK', status = 200) {
  return reply.code(status).send({ success: true, status, message, data });
}

/**
 * `sendOk` for answers kept in a cache until the next write (the reports): the same cached object is encoded
 * once, and every later request sends that text. A year's ticket analytics is 36 KB of JSON, and encoding it
 * again was most of a repeated request's CPU. `wrap` places the answer in the envelope's data (always the same
 * for one sender); cached answers are never changed after they are stored, so their text cannot go stale.
 */
export function sharedAnswerSender<T extends object>(message: string, wrap: (answer: T) => unknown) {
  const bodies = new WeakMap<T, string>();
  return (reply: FastifyReply, answer: T) => {
    let body = bodies.get(answer);
    if (body === undefined) {
      body = JSON.stringify({ success: true, status: 200, message, data: wrap(answer) });
      bodies.set(answer, body);
    }
    // A string with a JSON content type is sent as it is: Fastify does not serialise it again.
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  };
}

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: Record<string, string>,
) {
  if (headers) reply.headers(headers);
  const body: Record<string, unknown> = { success: false, status, message };
  if (errors) body.errors = errors;
  // Errors are sent as plain JSON: the route's response serializer describes success bodies only.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function valueAt(root: unknown, pathParts: string[]): unknown {
  let current: unknown = root;
  for (const part of pathParts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendError(reply, error.status, error.message, error.errors, error.headers);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const source = error.validationContext
      ? (request as unknown as Record<string, unknown>)[error.validationContext]
      : undefined;
    const errors: FieldErrors = {};
    let wrongType = false;
    for (const issue of error.validation) {
      const parts = issue.instancePath.split('/').filter((part): part is string => Boolean(part));
      const field = parts.join('.') || (error.validationContext ?? 'body');
      // Only JSON bodies carry types; path and query values are always text, so a bad one is a 422.
      if (issue.keyword === 'invalid_type' && error.validationContext === 'body') {
        const value = valueAt(source, parts);
        if (value !== undefined && value !== null) wrongType = true;
      }
      const message = issue.message ?? 'Invalid value';
      const list = errors[field] ?? [];
      if (!list.includes(message)) list.push(message);
      errors[field] = list;
    }
    const first = Object.values(errors)[0]?.[0];
    // Contract: wrong types are a malformed request (400); missing or out-of-range values are 422.
    if (wrongType) return sendError(reply, 400, first ?? ERROR_TABLE.BAD_REQUEST.message, errors);
    return sendError(reply, 422, first ?? ERROR_TABLE.VALIDATION.message, errors);
  }

  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return sendError(reply, ERROR_TABLE[mapped].status, ERROR_TABLE[mapped].message);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return sendError(reply, 400, ERROR_TABLE.MALFORMED_JSON.message);
  }
  if (error.statusCode === 429) {
    return sendError(reply, 429, ERROR_TABLE.RATE_LIMITED.message);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(
      reply,
      error.statusCode,
      error.statusCode === 404 ? ERROR_TABLE.NOT_FOUND.message : ERROR_TABLE.BAD_REQUEST.message,
    );
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database busy or unreachable; answered 503');
    return sendError(reply, 503, ERROR_TABLE.BUSY.message, undefined, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return sendError(reply, 500, ERROR_TABLE.INTERNAL.message);
}

async function envelopePlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(envelopePlugin, { name: 'envelope' });

export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, 'The requested endpoint was not found');
}
