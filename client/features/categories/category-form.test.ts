import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/schemas/categories';
import {
  CATEGORY_HAS_TICKETS,
  counselorIdsToSend,
  counselorsOf,
  deleteFailureText,
  NEW_CATEGORY,
  numberOr,
  slaLabel,
  validateCategory,
  valuesOf,
} from './category-form';

describe('validateCategory', () => {
  it('gives the spec defaults for a new category with only a name', () => {
    const result = validateCategory({ ...NEW_CATEGORY, name: '  Housing  ' });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Housing',
        description: null,
        icon: 'General',
        color: '#3B82F6',
        sort_order: 0,
        is_active: true,
        auto_assign: true,
        crisis_detection_enabled: false,
        sla_response_hours: 24,
        max_priority_level: 3,
        notification_settings: {
          notify_admins: true,
          notify_counselors: true,
          email_alerts: true,
          auto_escalate: false,
        },
      },
    });
  });

  it('answers with the server schema messages, one per field', () => {
    const result = validateCategory({
      ...NEW_CATEGORY,
      name: 'ab',
      color: 'blue',
      sla_response_hours: '200',
      sort_order: '-1',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Category name must be at least 3 characters long',
      color: 'Color must be a valid hex color code (e.g., #FF0000)',
      sla_response_hours: 'SLA response time must be between 1 and 168 hours (1 week)',
      sort_order: 'Sort order must be a positive number',
    });
  });

  it('requires a name', () => {
    const result = validateCategory({ ...NEW_CATEGORY, name: '   ' });
    expect(result.ok ? null : result.errors.name).toBe('Category name is required');
  });

  it('falls back to 24 SLA hours and sort order 0 when the boxes hold no number', () => {
    const result = validateCategory({
      ...NEW_CATEGORY,
      name: 'Visas',
      sla_response_hours: 'abc',
      sort_order: '',
    });
    expect(result.ok && [result.body.sla_response_hours, result.body.sort_order]).toEqual([24, 0]);
  });
});

describe('numberOr', () => {
  it('reads numbers and falls back for blanks and words', () => {
    expect(numberOr(' 12 ', 0)).toBe(12);
    expect(numberOr('', 5)).toBe(5);
    expect(numberOr('x', 7)).toBe(7);
  });
});

describe('valuesOf', () => {
  it('turns a stored category into the dialog values and back unchanged', () => {
    const category: Category = {
      id: 4,
      name: 'Mental Health',
      slug: 'mental-health',
      description: null,
      icon: 'Mental Health',
      color: '#8B5CF6',
      sort_order: 2,
      is_active: true,
      auto_assign: false,
      crisis_detection_enabled: true,
      sla_response_hours: 4,
      max_priority_level: 4,
      notification_settings: {
        notify_admins: true,
        notify_counselors: false,
        email_alerts: true,
        auto_escalate: true,
      },
      counselor_count: 0,
      tickets_count: 0,
      active_tickets_count: 0,
      crisis_tickets_count: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const values = valuesOf(category);
    expect(values.description).toBe('');
    const result = validateCategory(values);
    expect(result.ok && result.body).toMatchObject({
      icon: 'Mental Health',
      sla_response_hours: 4,
      max_priority_level: 4,
      crisis_detection_enabled: true,
      notification_settings: { notify_counselors: false, auto_escalate: true },
    });
  });

  it('reads an unknown stored icon as General', () => {
    expect(valuesOf({ icon: 'Rocket' } as unknown as Category).icon).toBe('General');
  });
});

describe('slaLabel', () => {
  it('shows hours under two days, then days and hours', () => {
    expect(slaLabel(4)).toBe('SLA: 4h');
    expect(slaLabel(24)).toBe('SLA: 24h');
    expect(slaLabel(72)).toBe('SLA: 3d');
    expect(slaLabel(100)).toBe('SLA: 4d 4h');
  });
});

describe('counselorsOf', () => {
  it('is empty without counselorSpecializations', () => {
    expect(counselorsOf({})).toEqual([]);
    expect(counselorsOf({ counselorSpecializations: 'nope' })).toEqual([]);
  });

  it('reads names from a nested user or a flat name and skips entries without a user id', () => {
    expect(
      counselorsOf({
        counselorSpecializations: [
          { user_id: 5, priority_level: 'primary', user: { id: 5, name: 'Dr. Rivera' } },
          { user_id: 6, user_name: 'Sam Lee' },
          { user: { id: 7, name: 'Kim Park' } },
          { user_id: 8 },
          { priority_level: 'backup' },
          null,
        ],
      }),
    ).toEqual([
      { id: 5, name: 'Dr. Rivera', priority_level: 'primary' },
      { id: 6, name: 'Sam Lee', priority_level: null },
      { id: 7, name: 'Kim Park', priority_level: null },
      { id: 8, name: 'Counselor #8', priority_level: null },
    ]);
  });
});

describe('counselorIdsToSend', () => {
  it('sends the chosen counselors of a new category, or nothing when none is chosen', () => {
    expect(counselorIdsToSend([], [9, 4, 9], false)).toEqual([4, 9]);
    expect(counselorIdsToSend([], [], false)).toBeUndefined();
  });

  it("sends an edited category's counselors only when the choice changed, an empty choice included", () => {
    expect(counselorIdsToSend([4, 9], [9, 4], true)).toBeUndefined();
    expect(counselorIdsToSend([4, 9], [4], true)).toEqual([4]);
    expect(counselorIdsToSend([4], [4, 2], true)).toEqual([2, 4]);
    expect(counselorIdsToSend([4], [], true)).toEqual([]);
  });
});

describe('deleteFailureText', () => {
  it('turns a refusal about tickets into the spec message', () => {
    expect(deleteFailureText(new Error(CATEGORY_HAS_TICKETS))).toBe(CATEGORY_HAS_TICKETS);
    expect(deleteFailureText(new Error('Category still has tickets'))).toBe(CATEGORY_HAS_TICKETS);
  });

  it('keeps other messages and has a fallback', () => {
    expect(deleteFailureText(new Error('Category not found'))).toBe('Category not found');
    expect(deleteFailureText('boom')).toBe('Failed to delete category. Please try again.');
  });
});
