import { sql } from 'kysely';
import type { Integration } from '../../../common/schemas/integrations';
import { addressesOf } from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import { errorText } from '../../lib/errors';
import { backupOverdue, backupService } from '../backups';
import { mailQueueStatus } from '../mail';
import { liveTransportState } from '../notifications';
import { currentSettings } from '../settings';

/** An SMTP server that does not answer within this time is reported as failing. */
const SMTP_CHECK_MS = 5_000;

/** Errors on a card are cut shorter than in the logs. */
const cardError = (error: unknown) => errorText(error, 200);

/** The SMTP server's host and port, never its user name or password. */
export function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'the configured SMTP server';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function database(ctx: AppContext): Promise<Integration> {
  const postgres = ctx.config.databaseKind === 'postgres';
  try {
    const version = postgres
      ? (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(ctx.db)).rows[0]?.v
      : (await sql<{ v: string }>`select sqlite_version() as v`.execute(ctx.db)).rows[0]?.v;
    return {
      key: 'database',
      name: 'Database',
      state: 'connected',
      summary: postgres
        ? `PostgreSQL ${version ?? ''}`.trim()
        : `SQLite ${version ?? ''} (embedded, one app server)`.trim(),
      details: [],
    };
  } catch (error) {
    return {
      key: 'database',
      name: 'Database',
      state: 'failing',
      summary: `The database does not answer: ${cardError(error)}`,
      details: [],
    };
  }
}

async function email(ctx: AppContext): Promise<Integration> {
  const queue = await mailQueueStatus(ctx).catch(() => null);
  const details = queue
    ? [
        `${queue.waiting} e-mail(s) waiting to be sent again, ${queue.abandoned} given up in the last 24 hours`,
        ...(queue.last_error
          ? [`Last error (${queue.last_error_at ?? 'unknown time'}): ${queue.last_error}`]
          : []),
      ]
    : [];
  const url = ctx.config.mail.smtpUrl;
  if (!url) {
    return {
      key: 'email',
      name: 'E-mail (SMTP)',
      state: 'not_configured',
      summary: "No SMTP server is set (SMTP_URL): e-mails are kept as files in the server's outbox folder.",
      details,
    };
  }
  const host = smtpHost(url);
  if (!ctx.mailer.verify) {
    return {
      key: 'email',
      name: 'E-mail (SMTP)',
      state: 'configured',
      summary: `Sending through ${host}`,
      details,
    };
  }
  try {
    await withTimeout(ctx.mailer.verify(), SMTP_CHECK_MS, `no answer within ${SMTP_CHECK_MS / 1000} s`);
    return {
      key: 'email',
      name: 'E-mail (SMTP)',
      state: 'connected',
      summary: `Sending through ${host}; it answered and accepted the sign-in`,
      details,
    };
  } catch (error) {
    return {
      key: 'email',
      name: 'E-mail (SMTP)',
      state: 'failing',
      summary: `${host} did not accept a connection: ${cardError(error)}`,
      details,
    };
  }
}

function liveEvents(ctx: AppContext): Integration {
  const state = liveTransportState(ctx);
  if (state === 'in-process') {
    return {
      key: 'live_events',
      name: 'Live updates',
      state: 'connected',
      summary: 'Delivered within this app server (SQLite runs one server)',
      details: [],
    };
  }
  return {
    key: 'live_events',
    name: 'Live updates',
    state: state === 'listening' ? 'connected' : 'failing',
    summary:
      state === 'listening'
        ? 'Shared between app servers through PostgreSQL LISTEN/NOTIFY'
        : "The LISTEN connection to PostgreSQL is down and reconnecting: other servers' updates arrive late",
    details: [],
  };
}

/** Session calls: the STUN and TURN servers of the settings, and whether TURN credentials can be signed. */
async function calls(ctx: AppContext): Promise<Integration> {
  const settings = await currentSettings(ctx);
  const stun = addressesOf(settings.stunServers);
  const turn = addressesOf(settings.turnServers);
  const details = [
    `STUN: ${stun.length > 0 ? stun.join(', ') : 'none'}`,
    `TURN: ${turn.length > 0 ? turn.join(', ') : 'none'}`,
    ...(ctx.config.iceServers.length > 0
      ? [`${ctx.config.iceServers.length} more server(s) from ICE_SERVERS`]
      : []),
  ];
  const base = { key: 'calls' as const, name: 'Session calls (STUN/TURN)', details };
  if (turn.length > 0 && !ctx.config.turn) {
    return {
      ...base,
      state: 'failing',
      summary: 'TURN servers are set but the server has no TURN_SECRET: calls are offered STUN only',
    };
  }
  if (turn.length > 0) {
    return {
      ...base,
      state: 'configured',
      summary: 'TURN with time-limited credentials: calls work from networks that block direct connections',
    };
  }
  return {
    ...base,
    state: 'not_configured',
    summary:
      'No TURN server: calls connect directly (through STUN), which some university and mobile networks block',
  };
}

async function backups(ctx: AppContext): Promise<Integration> {
  try {
    const { backups: list, frequency, next_due_at } = await backupService(ctx).list();
    const newest = list[0];
    const overdue = backupOverdue(newest?.created_at, frequency, ctx.clock.now());
    return {
      key: 'backups',
      name: 'Backups',
      state: overdue ? 'failing' : 'connected',
      summary: newest
        ? `Last backup ${newest.created_at}${overdue ? ', more than two periods ago' : ''}`
        : 'No backup has been taken yet',
      details: [`Frequency: ${frequency}`, `Next due: ${next_due_at}`, `Backups kept: ${list.length}`],
    };
  } catch (error) {
    return {
      key: 'backups',
      name: 'Backups',
      state: 'failing',
      summary: `The backup folder cannot be read: ${cardError(error)}`,
      details: [],
    };
  }
}

/** The state of every connection the hub depends on, each checked now (the SMTP check waits at most 5 s). */
export async function integrationStates(ctx: AppContext): Promise<Integration[]> {
  const [db, mail, call, backup] = await Promise.all([database(ctx), email(ctx), calls(ctx), backups(ctx)]);
  return [
    db,
    mail,
    liveEvents(ctx),
    call,
    backup,
    {
      key: 'sms',
      name: 'SMS',
      state: 'not_configured',
      summary: 'The hub does not send text messages; notifications arrive in the hub and by e-mail.',
      details: [],
    },
  ];
}
