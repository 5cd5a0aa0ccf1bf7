import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { SESSION_COOKIE } from './auth';

/** Methods that change something: a forged one must not ride on the session cookie. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Open the Student Support Hub and try again there.';

/** The origin of an address, or null when it is not an http(s) address ("null" included). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The hub's own origins for this request: APP_URL's, the Host the request came to (either scheme, since TLS
 * may end at a proxy), the forwarded host when a trusted proxy names one, and ALLOWED_ORIGINS.
 */
function ownOrigins(request: FastifyRequest, appUrl: string, allowed: readonly string[]): Set<string> {
  const origins = new Set(allowed);
  const app = originOf(appUrl);
  if (app) origins.add(app);
  for (const host of [request.headers.host, request.host]) {
    if (!host) continue;
    for (const scheme of ['http', 'https']) {
      const origin = originOf(`${scheme}://${host}`);
      if (origin) origins.add(origin);
    }
  }
  return origins;
}

/**
 * Cross-site request forgery: a state-changing API request authenticated by the session cookie must come
 * from one of the hub's own pages. The browser says where from in `Origin` (or, without it, `Referer`); one
 * naming another site, or "null", is refused with 403. Requests with neither header (curl, API clients) and
 * requests with a bearer token (which no browser adds on its own) are not affected. SameSite=Strict on the
 * cookie stays as the second line: it does not stop another subdomain of the same site.
 */
async function csrfPlugin(app: FastifyInstance) {
  const { appUrl, allowedOrigins } = app.ctx.config;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    if (request.headers.authorization) return;
    if (!request.cookies?.[SESSION_COOKIE]) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : null;
    if (claimed === null) return;
    const from = originOf(claimed);
    if (from && ownOrigins(request, appUrl, allowedOrigins).has(from)) return;
    request.log.warn({ origin: claimed.slice(0, 200), url: request.url }, 'cross-site request refused');
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['context'] });
