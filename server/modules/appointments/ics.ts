import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppointmentRow } from './repository';

const TYPE_WORDS: Record<string, string> = { video: 'video', phone: 'phone', chat: 'chat' };

/**
 * The appointment as a calendar file (`.ics`): type, time and the counselor's name, a link to My Appointments,
 * nothing else (never a reason or notes). A cancelled one is sent with METHOD:CANCEL so calendars remove it.
 * The uid stays the same across changes, and the sequence grows with each change, so calendars update it.
 */
export function appointmentCalendar(row: AppointmentRow, appUrl: string): string {
  const cancelled = row.status === 'cancelled';
  const calendar = ical({
    name: 'Student Support Hub',
    prodId: { company: 'Student Support Hub', product: 'appointments', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  const host = new URL(appUrl).hostname || 'student-support-hub';
  calendar.createEvent({
    id: `appointment-${row.id}@${host}`,
    sequence: Math.max(0, Math.floor((Date.parse(row.updated_at) - Date.parse(row.created_at)) / 1000)),
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    stamp: new Date(row.updated_at),
    summary: `Counseling session (${TYPE_WORDS[row.type] ?? row.type}) with ${row.counselor_name}`,
    description: `Join or manage it in the Student Support Hub: ${appUrl}/appointments`,
    url: `${appUrl}/appointments`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export const calendarFileName = (row: { id: number }) => `appointment-${row.id}.ics`;
