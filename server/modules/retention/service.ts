import { randomBytes } from 'node:crypto';
import {
  RETENTION_KINDS,
  type RetentionCounts,
  type RetentionKind,
  type RetentionPreview,
  type RetentionRun,
} from '../../../common/schemas/retention';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import type { RequestContext } from '../../lib/events';
import { attachmentStore } from '../../lib/files';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import { refreshSearchText } from '../tickets';
import {
  checkinStudentsBefore,
  countCheckinsBefore,
  countCrisisChatsBefore,
  countSessionChatLinesBefore,
  crisisChatsBefore,
  deleteCheckins,
  deleteCrisisChats,
  deleteSessionChatLines,
  sessionChatsBefore,
} from './domain-sweeps';
import {
  anonymizeTickets,
  claimRetentionDay,
  countEndedPasswordLinksBefore,
  countEndedSessionsBefore,
  countReadNotificationsBefore,
  countTicketsHeld,
  countTicketsToAnonymize,
  deleteNotifications,
  deletePasswordLinks,
  deleteSessions,
  endedPasswordLinksBefore,
  endedSessionsBefore,
  finishRetentionDay,
  readNotificationsBefore,
  ticketsToAnonymize,
} from './repository';

const DAY_MS = 86_400_000;
/** Rows handled per transaction. */
export const RETENTION_BATCH = 200;
const SAMPLE = 10;
/** A day's claim left unfinished this long may be taken over by another server. */
const STALE_CLAIM_MS = 3_600_000;

const empty = (): RetentionCounts =>
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts;

type Removal = (db: DB, ids: number[], cutoff: string) => Promise<number>;

/** One kind's work: the ids due (a batch), their count, and the deletion of one batch (not for tickets). */
interface Sweep {
  due: (db: DB, cutoff: string, limit: number) => Promise<number[]>;
  count: (db: DB, cutoff: string) => Promise<number>;
  remove?: Removal;
}

const SWEEPS: Record<RetentionKind, Sweep> = {
  notifications: {
    due: readNotificationsBefore,
    count: countReadNotificationsBefore,
    remove: deleteNotifications,
  },
  sessions: { due: endedSessionsBefore, count: countEndedSessionsBefore, remove: deleteSessions },
  password_links: {
    due: endedPasswordLinksBefore,
    count: countEndedPasswordLinksBefore,
    remove: deletePasswordLinks,
  },
  tickets: { due: ticketsToAnonymize, count: countTicketsToAnonymize },
  crisis_chats: { due: crisisChatsBefore, count: countCrisisChatsBefore, remove: deleteCrisisChats },
  checkins: { due: checkinStudentsBefore, count: countCheckinsBefore, remove: deleteCheckins },
  session_chats: {
    due: sessionChatsBefore,
    count: countSessionChatLinesBefore,
    remove: deleteSessionChatLines,
  },
};
const KINDS = RETENTION_KINDS;

/**
 * Data retention (issue 18, decision 0028): what is older than the data retention setting is deleted (read
 * notifications, ended sign-in sessions, used or expired set-password links) or anonymized (finished
 * tickets), never a ticket whose crisis records are still under review. The preview changes nothing; a run
 * works in batches, one transaction each, and writes one audit row with the counts.
 */
export function retentionService(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>) {
  const files = attachmentStore(ctx.config.dataDir);

  async function window() {
    const settings = await currentSettings(ctx);
    const days = settings.dataRetention;
    const cutoff = new Date(ctx.clock.now().getTime() - days * DAY_MS).toISOString();
    return { days, cutoff };
  }

  /** One batch of a kind, in one transaction: how many rows changed, and attachment files to remove. */
  async function batch(kind: RetentionKind, cutoff: string, at: string) {
    return ctx.db.transaction().execute(async (trx) => {
      const ids = await SWEEPS[kind].due(trx, cutoff, RETENTION_BATCH);
      if (ids.length === 0) return { due: 0, changed: 0, storedNames: [] as string[] };
      if (kind === 'tickets') {
        const done = await anonymizeTickets(trx, ids, cutoff, at);
        for (const id of done.ids) await refreshSearchText(trx, id);
        return { due: ids.length, changed: done.ids.length, storedNames: done.storedNames };
      }
      const remove = SWEEPS[kind].remove;
      if (!remove) throw new Error(`no removal for ${kind}`);
      return { due: ids.length, changed: await remove(trx, ids, cutoff), storedNames: [] as string[] };
    });
  }

  return {
    /** The dry run: what a run now would remove, with a sample of ids; nothing changes. */
    async preview(): Promise<RetentionPreview> {
      const { days, cutoff } = await window();
      const counts = empty();
      const sample_ids = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<
        RetentionKind,
        number[]
      >;
      for (const kind of KINDS) {
        counts[kind] = await SWEEPS[kind].count(ctx.db, cutoff);
        sample_ids[kind] = await SWEEPS[kind].due(ctx.db, cutoff, SAMPLE);
      }
      const tickets_held = await countTicketsHeld(ctx.db, cutoff);
      return { retention_days: days, cutoff, counts, sample_ids, tickets_held };
    },

    /**
     * Deletes and anonymizes everything past the cut-off, a batch per transaction, then writes one audit row
     * (`retention.run`) with the counts; `actorId` null for the daily job. When a batch fails, the batches
     * already committed are audited (`retention.failed`) before the error goes on.
     */
    async run(actorId: number | null, context: RequestContext | null): Promise<RetentionRun> {
      const { days, cutoff } = await window();
      const at = ctx.clock.now().toISOString();
      const counts = empty();
      let attachments = 0;
      const audit = (action: string, extra: Record<string, unknown> = {}) =>
        recordAudit(ctx.db, {
          actorId,
          action,
          target: null,
          details: {
            retention_days: days,
            cutoff,
            ...counts,
            attachments_removed: attachments,
            scheduled: actorId === null,
            ...extra,
          },
          context,
          at,
        });
      try {
        for (const kind of KINDS) {
          for (;;) {
            const done = await batch(kind, cutoff, at);
            counts[kind] += done.changed;
            attachments += done.storedNames.length;
            // The rows are gone; their files follow. A file left behind is harmless, a row without its file is not.
            await files.remove(done.storedNames);
            // A batch that changed nothing it found (a row changed meanwhile) ends the kind rather than loop.
            if (done.due < RETENTION_BATCH || done.changed === 0) break;
          }
        }
      } catch (error) {
        await audit('retention.failed', { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      await audit('retention.run');
      return { retention_days: days, cutoff, counts, attachments_removed: attachments };
    },

    /**
     * The daily job: runs once per UTC day, on whichever server claims the day first (the claim survives
     * restarts; one left unfinished for an hour is taken over). Answers the run, or null when not this
     * server's to do.
     */
    async runDaily(worker = randomBytes(6).toString('hex')): Promise<RetentionRun | null> {
      const now = ctx.clock.now();
      const day = now.toISOString().slice(0, 10);
      const at = now.toISOString();
      const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
      if (!(await claimRetentionDay(ctx.db, day, worker, at, stale))) return null;
      const result = await this.run(null, null);
      await finishRetentionDay(ctx.db, day, worker, ctx.clock.now().toISOString());
      return result;
    },
  };
}
