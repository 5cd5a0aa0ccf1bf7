import type { CrisisAlertReason } from '../../lib/events';

/** A staff member to alert about a crisis, and why. */
export interface AlertRecipient {
  id: number;
  name: string;
  email: string;
  reason: CrisisAlertReason;
}

interface Person {
  id: number;
  name: string;
  email: string;
}

/** Collects recipients once each; the first reason a person is added for is the one they are told. */
export class RecipientList {
  private readonly byId = new Map<number, AlertRecipient>();

  add(people: readonly Person[], reason: CrisisAlertReason | ((person: Person) => CrisisAlertReason)) {
    for (const person of people) {
      if (this.byId.has(person.id)) continue;
      const why = typeof reason === 'function' ? reason(person) : reason;
      this.byId.set(person.id, { id: person.id, name: person.name, email: person.email, reason: why });
    }
    return this;
  }

  get all(): AlertRecipient[] {
    return [...this.byId.values()];
  }

  /** The recipients grouped by reason, in the order reasons first appeared. */
  byReason(): [CrisisAlertReason, AlertRecipient[]][] {
    const groups = new Map<CrisisAlertReason, AlertRecipient[]>();
    for (const recipient of this.byId.values()) {
      const list = groups.get(recipient.reason) ?? [];
      list.push(recipient);
      groups.set(recipient.reason, list);
    }
    return [...groups.entries()];
  }
}

/** At detection: why this person is alerted at once. */
export function detectionReasonText(reason: CrisisAlertReason, nobodyOnCall: boolean): string {
  switch (reason) {
    case 'assignee':
      return 'You are assigned to this ticket.';
    case 'on_call':
      return 'You are on call now.';
    case 'counselor':
      return 'Every counselor is alerted.';
    case 'admin':
      return nobodyOnCall
        ? 'Nobody is on call right now, so every administrator is alerted at once.'
        : 'Every counselor and administrator is alerted.';
    case 'fallback':
      return 'You are the on-call fallback.';
  }
}

/** When a window passes unacknowledged: why this person is alerted. */
export function escalationReasonText(reason: CrisisAlertReason): string {
  return reason === 'fallback'
    ? 'You are the on-call fallback for crises nobody acknowledges.'
    : 'Every administrator is alerted when a crisis waits unacknowledged.';
}
