import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/**
 * Limits for slow or stuck clients. Without them a request whose body never finishes holds its socket
 * forever (Fastify's requestTimeout is 0 by default), and enough such sockets use up the process's file
 * handles until health and sign-in are refused.
 *
 * - requestTimeoutMs: the whole request (headers and body) must arrive within this time, else Node answers
 *   408 and closes the socket. Headers alone get at most 30 s of it.
 * - connectionTimeoutMs: a socket with no traffic in either direction for this long is closed.
 * - maxConnections: sockets beyond this many are refused at once, so file handles stay for the database,
 *   uploads and logs. Behind a reverse proxy, the proxy's own limits come first.
 */
export function httpServerOptions(limits: AppConfig['http']) {
  const { requestTimeoutMs, connectionTimeoutMs } = limits;
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 30_000),
      // How often Node looks for requests past their time; by default every 30 s.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

export function applyConnectionCap(app: FastifyInstance, limits: AppConfig['http']): void {
  app.server.maxConnections = limits.maxConnections;
}
