import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES as S, type Schedule } from '../../../common/schemas/appointments';
import { ApiError } from '../../api/client';
import {
  checkDraft,
  newBlock,
  newException,
  rowErrors,
  sameSchedule,
  serverErrors,
  toDraft,
  toInput,
} from './schedule-form';

const schedule: Schedule = {
  staff_id: 3,
  timezone: 'America/New_York',
  weekly: [{ weekday: 1, start: '09:00', end: '12:00', types: ['video', 'phone'] }],
  exceptions: [
    { date: '2026-12-24', available: false, start: null, end: null, types: ['video', 'phone', 'chat'] },
    { date: '2026-12-27', available: true, start: '10:00', end: '11:00', types: ['chat'] },
  ],
};

describe('schedule form', () => {
  it('turns an answer into a draft and back into the same body', () => {
    const draft = toDraft(schedule);
    expect(draft.exceptions.map((row) => row.kind)).toEqual(['off', 'hours']);
    expect(toInput(draft)).toEqual({
      weekly: [{ weekday: 1, start: '09:00', end: '12:00', types: ['video', 'phone'] }],
      exceptions: [
        { date: '2026-12-24', available: false },
        { date: '2026-12-27', available: true, start: '10:00', end: '11:00', types: ['chat'] },
      ],
    });
    expect(sameSchedule(draft, toDraft(schedule))).toBe(true);
    expect(sameSchedule(draft, { ...draft, weekly: [...draft.weekly, newBlock(2)] })).toBe(false);
  });

  it('checks a draft with the server’s schema and reports messages by field', () => {
    const draft = toDraft(schedule);
    expect(checkDraft(draft).ok).toBe(true);
    const bad = {
      weekly: [
        { ...newBlock(1), start: '09:00', end: '10:00' },
        { ...newBlock(1), start: '09:30', end: '11:00' },
        { ...newBlock(2), start: '12:00', end: '11:00', types: [] },
      ],
      exceptions: [{ ...newException('2026-12-01') }, { ...newException('2026-12-01') }],
    };
    const checked = checkDraft(bad);
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? {} : checked.errors;
    expect(rowErrors(errors, 'weekly', 1).row).toBe(S.overlap);
    expect(rowErrors(errors, 'weekly', 2).end).toBe(S.endAfterStart);
    expect(rowErrors(errors, 'weekly', 2).types).toBe(S.typesEmpty);
    expect(rowErrors(errors, 'exceptions', 1).date).toBe(S.duplicateDate);
  });

  it('reads a 422’s field messages and ignores other failures', () => {
    const error = new ApiError(422, 'Validation failed', { 'exceptions.0.date': [S.date] }, true);
    expect(serverErrors(error)).toEqual({ 'exceptions.0.date': S.date });
    expect(serverErrors(new Error('offline'))).toEqual({});
  });
});
