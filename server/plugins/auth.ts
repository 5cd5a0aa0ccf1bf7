import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, normalizeRole, type Permission, type Role } from '../../common/permissions';
import { AppError } from '../lib/errors';
import type { RequestContext } from '../lib/events';
import { type AuthenticatedSession, type AuthService, authService } from '../modules/auth';

export const SESSION_COOKIE = 'hub_session';
/** The longest user agent kept with a session or an audit row. */
export const USER_AGENT_MAX = 255;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers signed-out callers (sign-in, health). Every other API route needs a session. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every API route as registered, with whether it is public (the deny-by-default test reads it). */
    apiRoutes: ApiRoute[];
    auth: AuthService;
    /** onRequest: 401 unless the request carries a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: 401 when signed out, 403 when the role lacks the permission. */
    requirePermission: (
      permission: Permission,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: 401 when signed out, 403 unless the role is one of these. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
}

/** API paths served by plugins rather than modules that stay open: the OpenAPI document and its viewer. */
const OPEN_API_PREFIX = '/api/docs';

/** Whether a route pattern is an API route that deny-by-default guards (the client's pages and the docs are not). */
const isGuardedApiRoute = (url: string | undefined): url is string =>
  url?.startsWith('/api/') === true && !url.startsWith(OPEN_API_PREFIX);

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie.length > 0 ? cookie : null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const agent = request.headers['user-agent'];
  // Stored with sessions and audit rows: capped, so a client cannot grow the database with its user agent.
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null };
}

/** The signed-in user of a request that went through authenticate. */
export function currentSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

export function currentRole(request: FastifyRequest): Role {
  return normalizeRole(currentSession(request).user.role);
}

async function authPlugin(app: FastifyInstance) {
  const service = authService(app.ctx);
  app.decorate('auth', service);
  app.decorateRequest('session', null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.session) return;
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    request.session = await service.resolveSession(token);
  }

  app.decorate('authenticate', authenticate);

  // Deny by default: an API route needs a live session unless it declares `config: { public: true }`.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isGuardedApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!isGuardedApiRoute(url)) return; // unknown paths (no route pattern) answer 404
    if (request.routeOptions.config.public === true) return;
    await authenticate(request);
  });
  app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!can(currentRole(request), permission)) throw new AppError('FORBIDDEN');
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(currentRole(request))) throw new AppError('FORBIDDEN');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });
