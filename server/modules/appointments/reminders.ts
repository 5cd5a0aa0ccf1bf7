import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { currentSettings } from '../settings';
import { type AppointmentNews, appointmentNews } from './announce';
import { claimReminder, dueReminders, findAppointment, markReminderSent } from './repository';

/** How often each server looks for reminders that are due. */
export const REMINDER_CHECK_MS = 30_000;
const BATCH = 100;
const HOUR_MS = 3_600_000;

/**
 * Appointment reminders (24 hours and 1 hour before) as durable jobs (decision 0024): one row per appointment
 * and kind (a unique index), written with the booking. Every server polls; a due row is taken by the update
 * `SET claimed_at … WHERE claimed_at IS NULL`, which only one server's statement can win, and the reminder's
 * notifications are written in that same transaction, so a reminder is sent once, whichever server runs it,
 * and one due while every server was down is sent at the next start. A reminder whose moment has passed
 * (the session began, or the 1-hour one is due too) is claimed and dropped rather than sent late.
 */
export function appointmentReminders(ctx: AppContext, worker = randomBytes(6).toString('hex')) {
  const news = appointmentNews(ctx);
  return {
    /** Sends every reminder due at the clock's now; returns how many this server sent. */
    async run(): Promise<number> {
      const now = ctx.clock.now();
      const at = now.toISOString();
      const settings = await currentSettings(ctx);
      let sent = 0;
      for (const job of await dueReminders(ctx.db, at, BATCH)) {
        const outcome = await ctx.db.transaction().execute(async (trx) => {
          if (!(await claimReminder(trx, job.id, at, worker))) return null;
          const row = await findAppointment(trx, job.appointment_id);
          if (row?.status !== 'upcoming') return null;
          const start = Date.parse(row.start_at);
          const stale = now.getTime() >= start || (job.kind === '24h' && now.getTime() >= start - HOUR_MS);
          if (stale) return null;
          const kind: AppointmentNews = job.kind === '24h' ? 'reminder_24h' : 'reminder_1h';
          const rows = await news.within(trx, kind, row, settings.timezone, null);
          await markReminderSent(trx, job.id, at);
          return { rows, kind, row };
        });
        if (!outcome) continue;
        await news.after(outcome.rows, outcome.kind, outcome.row, settings.timezone);
        sent += 1;
      }
      return sent;
    },
  };
}
