import { describe, expect, it } from 'vitest';
import { TEST_TEXT_MAX, testDetectionSchema } from './crisis';
import { ticketDeleteFieldsSchema, ticketDeleteSchema } from './tickets';
import { USER_LIMITS, userDeleteFieldsSchema, userDeleteSchema } from './users';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the delete-ticket fields (dialog and DELETE /api/tickets/{id})', () => {
  it('trims the reason and defaults notify_user to false', () => {
    expect(ticketDeleteFieldsSchema.parse({ reason: '  Raised twice  ' })).toEqual({
      reason: 'Raised twice',
      notify_user: false,
    });
  });

  it('needs a reason that is not blank and at most 500 characters', () => {
    expect(messagesOf(ticketDeleteFieldsSchema.safeParse({ reason: '   ' }))).toEqual([
      'A reason is required to delete a ticket',
    ]);
    expect(messagesOf(ticketDeleteFieldsSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual([
      'Reason must not exceed 500 characters',
    ]);
  });

  it('is what the route reads, a missing body included', () => {
    expect(messagesOf(ticketDeleteSchema.safeParse(undefined))).toEqual([
      'A reason is required to delete a ticket',
    ]);
    expect(ticketDeleteSchema.parse({ reason: 'Spam', notify_user: 'true' })).toEqual({
      reason: 'Spam',
      notify_user: true,
    });
  });
});

describe('the delete-user fields (dialog and DELETE /api/admin/users/{id})', () => {
  it('takes an optional, trimmed reason of at most 500 characters', () => {
    expect(userDeleteFieldsSchema.parse({ reason: '  Left the university ' })).toEqual({
      reason: 'Left the university',
    });
    expect(userDeleteFieldsSchema.parse({ reason: '' })).toEqual({ reason: '' });
    expect(
      messagesOf(userDeleteFieldsSchema.safeParse({ reason: 'x'.repeat(USER_LIMITS.reasonMax + 1) })),
    ).toEqual(['Reason must not exceed 500 characters']);
  });

  it('is what the route reads, a missing body included', () => {
    expect(userDeleteSchema.parse(undefined)).toEqual({});
    expect(messagesOf(userDeleteSchema.safeParse({ reason: 5 }))).toEqual(['Reason must be text']);
  });
});

describe('the crisis test form (POST /api/admin/crisis-keywords/test-detection)', () => {
  it('needs a text of at most TEST_TEXT_MAX characters; no category means any', () => {
    expect(testDetectionSchema.parse({ text: 'I feel hopeless', category_id: undefined })).toEqual({
      text: 'I feel hopeless',
    });
    expect(messagesOf(testDetectionSchema.safeParse({ text: '' }))).toEqual(['Text is required']);
    expect(messagesOf(testDetectionSchema.safeParse({ text: 'x'.repeat(TEST_TEXT_MAX + 1) }))).toEqual([
      'Text must not exceed 20000 characters',
    ]);
  });
});
