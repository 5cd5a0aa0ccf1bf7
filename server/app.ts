import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, proxyTrust } from './config';
import type { AppContext } from './context';
import { createDatabase, type DB } from './db';
import { arrive } from './db/change-version';
import { applyConnectionCap, httpServerOptions } from './http-limits';
import { type Clock, systemClock } from './lib/clock';
import { EventBus } from './lib/events';
import { createMailer, type Mailer } from './lib/mail';
import { HUB_MODULES } from './modules/registry';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import envelope, { apiNotFound } from './plugins/envelope';
import inputGuard, { clientError, frameworkError } from './plugins/input-guard';
import { securityHeaders } from './plugins/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already migrated database (tests); otherwise one is opened from config.databaseUrl. */
  db?: DB;
  clock?: Clock;
  logger?: boolean;
  mailer?: Mailer;
  /** Told of every route as it is registered (the authorization matrix test lists them this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Query strings as the contract sends them: `key[]=a&key[]=b` (or a repeated `key`) become arrays under
 * `key`; a single plain value stays a string.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = result[key];
    if (existing === undefined) result[key] = isList ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value].slice(0, 100) : [existing, value];
  }
  return result;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQueryString },
    ...httpServerOptions(config.http),
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  applyConnectionCap(app, config.http);
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }
  app.setValidatorCompiler(validatorCompiler);
  // Answers are shaped field by field by presenters (typed against the response schemas); serialising them
  // again through zod would double the cost of every list for no added safety. See docs/decisions/0004.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const ownsDb = !options.db;
  const db =
    options.db ??
    createDatabase(config.databaseUrl, undefined, {
      busyBudgetMs: config.dbBusyTimeoutMs,
      poolSize: config.databasePoolSize,
    });
  const ctx: AppContext = {
    config,
    db,
    clock: options.clock ?? systemClock,
    bus: new EventBus((event, error) => app.log.error({ err: error, event }, 'event listener failed')),
    log: app.log,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        dataDir: config.dataDir,
        log: app.log,
      }),
  };
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('ctx', ctx);
      },
      { name: 'context' },
    ),
  );
  if (ownsDb) app.addHook('onClose', async () => db.destroy());
  // First of all hooks: marks when each request arrived, so it may share a database snapshot taken after that.
  app.addHook('onRequest', (_request, _reply, done) => arrive(done));

  await app.register(envelope);
  await app.register(inputGuard);
  await app.register(cookie);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: config.session.cookieSecure,
  });
  // While shutting down, answers in flight close their connection so keep-alive sockets do not hold the
  // process open past the drain.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Student Support Hub API',
        description: 'Every answer uses the envelope { success, status, message, data?, errors? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'hub_session' },
        },
      },
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(csrfPlugin);
  await app.register(authPlugin);
  for (const module of HUB_MODULES) await app.register(module.plugin);

  await registerClient(app, config.clientDir);
  return app;
}

/** Serves the built client; any non-API GET that is not a file answers index.html (client routing). */
async function registerClient(app: FastifyInstance, clientDir: string | null) {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexFile !== null && fs.existsSync(indexFile);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing built file (an old asset name) is a 404, not the app page: a script must never receive HTML.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return apiNotFound(request, reply);
  });
}
