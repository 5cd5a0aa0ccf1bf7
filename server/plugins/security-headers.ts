import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, frame-ancestors, referrer policy, HSTS when cookies are secure, ...) on every
 * answer. With the hub's options they are the same on every answer: helmet is run once at start against a
 * stand-in response, and each request gets the headers it set. Running helmet's dozen middlewares on every
 * request was about a per cent of a list request's CPU (and building them anew each time, as the Fastify
 * wrapper did, re-parsed the CSP directives: a few per cent).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (value) =>
        typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
    )
  )
    throw new Error(
      'security headers: a CSP directive computed per request (a nonce) needs helmet on every request',
    );
  const apply = helmet(options);
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return standIn;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  apply({ headers: {} } as IncomingMessage, standIn as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('security headers: helmet did not finish at once');
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
});
