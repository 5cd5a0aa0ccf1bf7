import { describe, expect, it } from 'vitest';
import { ticketPolicy } from './policy';

/** The possible-concern visibility rule (docs/security.md): one place, tickets/policy.ts. */
const ticket = (over: object = {}) => ({
  user_id: 1,
  assigned_to: 9,
  status: 'Open',
  crisis_flag: 0,
  possible_concern: 1,
  concern_reviewed_at: null,
  ...over,
});
const counselor = { id: 2, role: 'counselor' as const };
const advisor = { id: 3, role: 'advisor' as const };
const admin = { id: 4, role: 'admin' as const };
const student = { id: 5, role: 'student' as const };

describe('who may open a possible-concern ticket', () => {
  it('any counselor while it is unreviewed, once reviewed only its reviewer, and not on a crisis assigned elsewhere', () => {
    expect(ticketPolicy.mayView(counselor, ticket())).toBe(true);
    const reviewed = { concern_reviewed_at: '2026-11-26T10:00:00Z', concern_reviewed_by: 7 };
    expect(ticketPolicy.mayView(counselor, ticket(reviewed))).toBe(false);
    // The counselor who reviewed it keeps it, to follow up on what they did.
    const byThem = ticket({ ...reviewed, concern_reviewed_by: counselor.id });
    expect(ticketPolicy.mayView(counselor, byThem)).toBe(true);
    expect(ticketPolicy.mayView(advisor, ticket({ ...reviewed, concern_reviewed_by: advisor.id }))).toBe(
      false,
    );
    expect(ticketPolicy.mayView(counselor, ticket({ possible_concern: 0 }))).toBe(false);
    expect(ticketPolicy.mayView(counselor, ticket({ crisis_flag: 1 }))).toBe(false);
    // Facts that do not say (other callers) never open it.
    expect(ticketPolicy.mayView(counselor, { user_id: 1, assigned_to: 9, status: 'Open' })).toBe(false);
  });

  it('advisors only their own, students only their own, admins always', () => {
    expect(ticketPolicy.mayView(advisor, ticket())).toBe(false);
    expect(ticketPolicy.mayView(advisor, ticket({ assigned_to: advisor.id }))).toBe(true);
    expect(ticketPolicy.mayView(student, ticket())).toBe(false);
    expect(ticketPolicy.mayView(admin, ticket({ concern_reviewed_at: '2026-11-26T10:00:00Z' }))).toBe(true);
  });

  it('the queue is for counselors and admins', () => {
    expect([counselor, admin].map(ticketPolicy.mayReviewConcerns)).toEqual([true, true]);
    expect([advisor, student].map(ticketPolicy.mayReviewConcerns)).toEqual([false, false]);
  });
});
