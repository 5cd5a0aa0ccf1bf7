import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { crisisContactSentences } from '../crisis-support';
import { deliverMail } from '../mail';
import { type NotificationRow, notificationsService } from '../notifications';
import { appointmentCalendar, calendarFileName } from './ics';
import type { AppointmentRow } from './repository';

export type AppointmentNews = 'booked' | 'rescheduled' | 'cancelled' | 'reminder_24h' | 'reminder_1h';

const TYPE_WORDS: Record<string, string> = { video: 'video', phone: 'phone', chat: 'chat' };

/** "Tuesday 9 June 2026 at 10:00 AM (America/New_York)": the university's wall clock. */
export function whenText(at: string, timeZone: string): string {
  return `${format(new TZDate(Date.parse(at), timeZone), "EEEE d MMMM yyyy 'at' h:mm a")} (${timeZone})`;
}

function headline(news: AppointmentNews): string {
  switch (news) {
    case 'booked':
      return 'Appointment confirmed';
    case 'rescheduled':
      return 'Appointment rescheduled';
    case 'cancelled':
      return 'Appointment cancelled';
    case 'reminder_24h':
      return 'Appointment tomorrow';
    case 'reminder_1h':
      return 'Appointment in 1 hour';
  }
}

/**
 * What each side is told. Never the reason the student gave or any session notes; the counselor reads
 * "an anonymous student" when the student chose anonymity.
 */
function sentence(news: AppointmentNews, row: AppointmentRow, side: 'student' | 'staff', timeZone: string) {
  const kind = TYPE_WORDS[row.type] ?? row.type;
  const when = whenText(row.start_at, timeZone);
  const other =
    side === 'student'
      ? row.counselor_name
      : row.is_anonymous === 1
        ? 'an anonymous student'
        : row.student_name;
  const base = `Your ${row.duration}-minute ${kind} session with ${other} on ${when}`;
  switch (news) {
    case 'booked':
      return `${base} is booked. The join link opens 15 minutes before the start; reminders follow 24 hours and 1 hour before.`;
    case 'rescheduled':
      return `${base} is the new time.`;
    case 'cancelled':
      return `${base} was cancelled.${row.cancel_reason ? ` Reason: ${row.cancel_reason}` : ''}`;
    case 'reminder_24h':
    case 'reminder_1h':
      return `${base} starts soon. The join link opens 15 minutes before the start.`;
  }
}

/**
 * Notifications and e-mails about an appointment, to both sides. `within` writes the notifications in the
 * caller's transaction (so they commit with the change); `after` publishes them to open streams and sends the
 * e-mails (through the outbox, with the calendar file) once the change committed.
 */
export function appointmentNews(ctx: AppContext) {
  const notifications = notificationsService(ctx);
  return {
    async within(
      trx: DB,
      news: AppointmentNews,
      row: AppointmentRow,
      timeZone: string,
      actorId: number | null,
    ): Promise<NotificationRow[]> {
      const common = {
        type: news.startsWith('reminder') ? ('reminder' as const) : ('appointment' as const),
        title: headline(news),
        priority: news === 'cancelled' || news === 'reminder_1h' ? ('high' as const) : ('medium' as const),
        link: '/appointments',
        subject_type: 'appointment',
        subject_id: row.id,
      };
      const toStudent = await notifications.insertFor(
        trx,
        [row.student_id],
        { ...common, message: sentence(news, row, 'student', timeZone) },
        actorId,
      );
      const toStaff = await notifications.insertFor(
        trx,
        [row.counselor_id],
        { ...common, message: sentence(news, row, 'staff', timeZone) },
        actorId,
      );
      return [...toStudent, ...toStaff];
    },

    async after(
      rows: NotificationRow[],
      news: AppointmentNews,
      row: AppointmentRow,
      timeZone: string,
    ): Promise<void> {
      await notifications.published(rows);
      const attachments = [
        {
          filename: calendarFileName(row),
          contentType: `text/calendar; charset=utf-8; method=${row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
          content: appointmentCalendar(row, ctx.config.appUrl),
        },
      ];
      const people: { email: string; name: string; side: 'student' | 'staff' }[] = [
        { email: row.student_email, name: row.student_name, side: 'student' },
        { email: row.counselor_email, name: row.counselor_name, side: 'staff' },
      ];
      const contacts = await crisisContactSentences(ctx.db);
      for (const person of people) {
        await deliverMail(ctx, {
          to: person.email,
          subject: `${headline(news)}: ${whenText(row.start_at, timeZone)}`,
          text: [
            `Hello ${person.name},`,
            '',
            sentence(news, row, person.side, timeZone),
            '',
            `My Appointments: ${ctx.config.appUrl}/appointments`,
            'The attached calendar file adds or updates it in your calendar.',
            '',
            `If you are in immediate danger, call ${contacts.emergency}.`,
            ...contacts.lines,
            '',
            'Student Support Hub',
          ].join('\n'),
          attachments,
        });
      }
    },
  };
}
