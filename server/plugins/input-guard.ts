import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNul } from '../lib/input-guard';

/** Node's own HTTP answers (headers too large, URI too long, bad request), in the API envelope. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
  HPE_URI_TOO_LONG: { status: 414, reason: 'URI Too Long', message: 'The request address is too long' },
  // A request whose headers and body did not arrive within REQUEST_TIMEOUT_MS (server/http-limits.ts).
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
};

export function clientErrorAnswer(code: string | undefined): string {
  const known = code ? CLIENT_ERRORS[code] : undefined;
  const { status, reason, message } = known ?? {
    status: 400,
    reason: 'Bad Request',
    message: 'The request could not be understood',
  };
  const body = JSON.stringify({ success: false, status, message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's own answers before routing (a bad or too long path parameter), in the envelope. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong ? 'The request address is too long' : 'The request could not be understood';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, status, message }));
}

/** Node's HTTP parser errors (headers or address too large, garbage): an envelope, then the socket closes. */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset needs no answer (and a closed socket can take none).
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error.code));
}

/**
 * Hostile input stopped in one place: a NUL character anywhere in a JSON body, query or path is a 422 before
 * any schema, service or SQL sees it (multipart fields are checked where they are read, `lib/multipart.ts`).
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params, request.query, request.body);
  });
}

export default fp(inputGuard, { name: 'input-guard' });
