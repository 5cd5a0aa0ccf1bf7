import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../common/limits';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./data/hub.sqlite'),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_MODE: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(LIMITS.auth.sessionIdleMinutes),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(LIMITS.auth.sessionAbsoluteHours),
  COOKIE_SECURE: booleanFromEnv.default(false),
  TRUST_PROXY: booleanFromEnv.default(false),
  CLIENT_DIR: z.string().default('./dist/client'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Student Support Hub <no-reply@university.edu>'),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(200),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(100),
  APP_URL: z
    .string()
    .trim()
    .refine(isHttpUrl, 'must be an http:// or https:// address, such as https://support.university.edu')
    .optional(),
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

const MB = 1024 * 1024;

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  dataDir: string;
  demoMode: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  session: { idleMinutes: number; absoluteHours: number; cookieSecure: boolean };
  trustProxy: boolean;
  /** Built client to serve; null serves the API alone (tests). */
  clientDir: string | null;
  /** Sign-in throttling; tests may shorten it. */
  signInLimit: { maxFailures: number; windowMinutes: number };
  mail: { smtpUrl: string | null; from: string };
  /** Upload limits per user: stored bytes, files a minute, and free disk space kept under DATA_DIR. */
  uploads: { quotaBytes: number; perMinute: number; minFreeBytes: number };
  /** The public base URL of the hub, without a trailing slash: e-mails link to `${appUrl}/tickets/…`. */
  appUrl: string;
}

export class ConfigError extends Error {}

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
    dataDir: path.resolve(e.DATA_DIR),
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      cookieSecure: e.COOKIE_SECURE,
    },
    trustProxy: e.TRUST_PROXY,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : null,
    signInLimit: {
      maxFailures: LIMITS.auth.maxFailedSignIns,
      windowMinutes: LIMITS.auth.failedSignInWindowMinutes,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    uploads: {
      quotaBytes: e.UPLOAD_QUOTA_MB * MB,
      perMinute: e.UPLOAD_RATE_PER_MINUTE,
      minFreeBytes: e.UPLOAD_MIN_FREE_MB * MB,
    },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  };
}

export function databaseKindOf(url: string): DatabaseKind {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}
