import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../common/schemas/appointments';
import { listQuery, localDayKey, otherPerson, timeUntil } from './format';

const appointment: Appointment = {
  id: 7,
  type: 'video',
  status: 'upcoming',
  start: '2026-12-03T15:00:00.000Z',
  end: '2026-12-03T16:00:00.000Z',
  duration: 60,
  counselor: { id: 3, name: 'Dr. Sarah Chen' },
  student: { id: 1, name: null },
  is_anonymous: true,
  ticket_id: null,
  can_join: false,
  can_reschedule: true,
  can_cancel: true,
  can_rate: false,
  my_feedback: null,
  feedback: null,
  created_at: '2026-11-26T10:00:00.000Z',
};

describe('listQuery', () => {
  it('sends the page and size, and leaves the status out for "all"', () => {
    expect(listQuery('all', '', 1)).toBe('page=1&per_page=10');
  });

  it('sends the status and the search of a tab or the filter', () => {
    const query = new URLSearchParams(listQuery('cancelled', 'chen', 2));
    expect(query.get('status')).toBe('cancelled');
    expect(query.get('search')).toBe('chen');
    expect(query.get('page')).toBe('2');
  });
});

describe('otherPerson', () => {
  it('names the counselor to the student', () => {
    expect(otherPerson({ ...appointment, student: { id: 1, name: 'Jordan Mitchell' } }, 1)).toBe(
      'with Dr. Sarah Chen',
    );
  });

  it('shows an anonymous student as such to the counselor holding it', () => {
    expect(otherPerson(appointment, 3)).toBe('Anonymous student');
  });

  it('shows both people to an admin', () => {
    expect(otherPerson(appointment, 99)).toBe('Anonymous student with Dr. Sarah Chen');
  });
});

describe('localDayKey', () => {
  it('gives the viewer-local calendar day as YYYY-MM-DD', () => {
    const at = new Date(2026, 11, 3, 23, 30);
    expect(localDayKey(at.toISOString())).toBe('2026-12-03');
  });
});

describe('timeUntil', () => {
  const now = Date.parse('2026-06-03T13:00:00.000Z');
  it('says how long until a moment, in minutes and hours', () => {
    expect(timeUntil('2026-06-03T13:25:00.000Z', now)).toBe('in 25 min');
    expect(timeUntil('2026-06-03T13:00:20.000Z', now)).toBe('in 1 min');
    expect(timeUntil('2026-06-03T15:00:00.000Z', now)).toBe('in 2 h');
    expect(timeUntil('2026-06-03T15:05:00.000Z', now)).toBe('in 2 h 5 min');
  });
  it('is null once the moment has come', () => {
    expect(timeUntil('2026-06-03T13:00:00.000Z', now)).toBeNull();
    expect(timeUntil('2026-06-03T12:00:00.000Z', now)).toBeNull();
    expect(timeUntil('not a time', now)).toBeNull();
  });
});
