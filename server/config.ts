import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../common/limits';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string(), z.array(z.string())]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);
export type IceServer = z.infer<typeof iceServersSchema>[number];

/** Extra STUN or static TURN servers beside the `stunServers` and `turnServers` settings (none by default). */
export const DEFAULT_ICE_SERVERS: IceServer[] = [];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./data/hub.sqlite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_MODE: booleanFromEnv.default(true),
  DEMO_ALLOW_PUBLIC: booleanFromEnv.default(false),
  BACKUP_SCHEDULE: booleanFromEnv.default(true),
  RETENTION_SCHEDULE: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: booleanFromEnv.default(false),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'must be false, a number of proxy hops (such as 1), or a comma-separated list of proxy addresses or CIDR ranges (such as 10.0.0.0/8,192.168.1.10)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  ALLOWED_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      const origins = value === '' ? [] : value.split(',').map((item) => item.trim());
      const bad = origins.filter((origin) => !isOrigin(origin));
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of origins such as https://support.university.edu (not ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return origins;
    }),
  CLIENT_DIR: z.string().default('./dist/client'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Student Support Hub <no-reply@university.edu>'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  UPLOAD_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  DB_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  TICKET_COUNT_EXACT_UP_TO: z.coerce.number().int().min(1).max(100_000_000).default(20_000),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(200),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(100),
  APP_URL: z
    .string()
    .trim()
    .refine(isHttpUrl, 'must be an http:// or https:// address, such as https://support.university.edu')
    .optional(),
  /** STUN/TURN servers for appointment calls, as JSON: [{"urls":"stun:stun.example.edu:3478"}]. */
  ICE_SERVERS: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_ICE_SERVERS;
      if (!value) return [];
      try {
        const parsed = iceServersSchema.parse(JSON.parse(value));
        return parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of { urls, username?, credential? }' });
        return z.NEVER;
      }
    }),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TURN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

/** Named ranges proxy-addr knows, besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set the client address through `X-Forwarded-For`: none (`false`), the nearest N hops (a
 * number; `true` means 1 hop), or the listed proxies. Answers null for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const lower = value.toLowerCase();
  if (['', 'false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  const items = lower.split(',').map((item) => item.trim());
  return items.every(isAddressOrCidr) ? items : null;
}

/** An http(s) origin exactly: scheme, host and optional port, nothing after. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/**
 * The trust function Fastify is given. A hop count trusts the nearest N peers whoever they are (Fastify itself
 * ignores bare numbers, so it is spelled out here); a list trusts only those proxies, which is safer: with a
 * hop count a client that reaches the hub directly can still choose its own address.
 */
export function proxyTrust(
  trust: TrustProxy,
): false | ((address: string, hop: number) => boolean) | string[] {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** false: the socket's address is the client's; a number: that many proxy hops; a list: those proxies. */
export type TrustProxy = false | number | string[];
const MB = 1024 * 1024;

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  /** PostgreSQL: the most connections one server holds (see defaultPoolSize). */
  databasePoolSize: number;
  dataDir: string;
  demoMode: boolean;
  /** Demo mode may listen on a non-loopback address only when this is set (server/startup-checks.ts). */
  demoAllowPublic: boolean;
  /** Whether this server takes the scheduled backups of the backup frequency setting (BACKUP_SCHEDULE). */
  backupSchedule: boolean;
  /** Whether this server takes part in the daily data retention clean-up (RETENTION_SCHEDULE). */
  retentionSchedule: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The idle and absolute timeouts are settings (an admin changes them; server/modules/settings). */
  session: { cookieSecure: boolean };
  trustProxy: TrustProxy;
  /** Origins besides APP_URL's and the request's own Host whose pages may send signed-in changes (CSRF). */
  allowedOrigins: string[];
  /** Built client to serve; null serves the API alone (tests). */
  clientDir: string | null;
  /**
   * Sign-in throttling (docs/security.md): per account and address, `freeFailures` wrong passwords, then a
   * delay that doubles from `baseDelaySeconds` up to `maxDelayMinutes` after each further one; per address
   * across accounts, `maxFailures` within `windowMinutes`. Tests may shorten it.
   */
  signInLimit: {
    maxFailures: number;
    windowMinutes: number;
    freeFailures: number;
    baseDelaySeconds: number;
    maxDelayMinutes: number;
  };
  mail: { smtpUrl: string | null; from: string };
  /** Slow or stuck clients: see server/http-limits.ts. */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; maxConnections: number };
  /** SQLite: how long a statement waits for another process's write lock before the API answers 503. */
  dbBusyTimeoutMs: number;
  /** PostgreSQL: a ticket list's total is counted exactly up to this many, then estimated ("about 24,300"). */
  ticketCountExactUpTo: number;
  /** At start, attachment files no row names and older than this are removed (server/modules/tickets/orphans.ts). */
  uploadSweepGraceSeconds: number;
  /** Upload limits per user: stored bytes, files a minute, and free disk space kept under DATA_DIR. */
  uploads: { quotaBytes: number; perMinute: number; minFreeBytes: number };
  /** The public base URL of the hub, without a trailing slash: e-mails link to `${appUrl}/tickets/…`. */
  appUrl: string;
  /** Extra STUN (and static TURN) servers for an appointment's call (ICE_SERVERS), beside the settings' servers. */
  iceServers: IceServer[];
  /**
   * TURN with time-limited credentials (coturn's shared-secret scheme): the secret signs each participant's
   * username `<expiry>:<user id>` and never leaves the server; credentials live `ttlSeconds` past the session.
   * The TURN servers themselves are the `turnServers` setting.
   */
  turn: { secret: string; ttlSeconds: number } | null;
}

export class ConfigError extends Error {}

/**
 * PostgreSQL connections per app server: twice the cores plus two. A query holds a connection only while it
 * runs, and the database's own cores do the work, so more connections than that only queue inside PostgreSQL;
 * with N servers on one database, N times this must stay under its max_connections (100 by default).
 */
export function defaultPoolSize(): number {
  return os.availableParallelism() * 2 + 2;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseKind: databaseKindOf(e.DATABASE_URL),
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir: path.resolve(e.DATA_DIR),
    demoMode: e.DEMO_MODE,
    demoAllowPublic: e.DEMO_ALLOW_PUBLIC,
    backupSchedule: e.BACKUP_SCHEDULE,
    retentionSchedule: e.RETENTION_SCHEDULE,
    logLevel: e.LOG_LEVEL,
    session: {
      cookieSecure: e.COOKIE_SECURE,
    },
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : null,
    signInLimit: {
      maxFailures: LIMITS.auth.maxFailedSignIns,
      windowMinutes: LIMITS.auth.failedSignInWindowMinutes,
      freeFailures: 5,
      baseDelaySeconds: 60,
      maxDelayMinutes: LIMITS.auth.failedSignInWindowMinutes,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    dbBusyTimeoutMs: e.DB_BUSY_TIMEOUT_MS,
    ticketCountExactUpTo: e.TICKET_COUNT_EXACT_UP_TO,
    uploadSweepGraceSeconds: e.UPLOAD_SWEEP_GRACE_SECONDS,
    uploads: {
      quotaBytes: e.UPLOAD_QUOTA_MB * MB,
      perMinute: e.UPLOAD_RATE_PER_MINUTE,
      minFreeBytes: e.UPLOAD_MIN_FREE_MB * MB,
    },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    iceServers: e.ICE_SERVERS,
    turn: e.TURN_SECRET ? { secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS } : null,
  };
}

export function databaseKindOf(url: string): DatabaseKind {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}
