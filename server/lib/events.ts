/**
 * The in-process event bus (architecture rule 2). Modules announce what happened, after the change has
 * committed; notifications and mail listen. Audit rows are not side effects: each is written with
 * `recordAudit` in the transaction of the change it records (sign-in and user administration among them),
 * so a change is never stored without its row. Listeners run in order and emit() waits for them, so a
 * request finishes only after its side effects are written; a failing listener is logged, never thrown back
 * into the request.
 */
/** Why a staff member was alerted about a crisis (`crisis_alert_recipients.reason`). */
export type CrisisAlertReason = 'assignee' | 'on_call' | 'fallback' | 'admin' | 'counselor';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

export type UserAuditAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'activated'
  | 'deactivated'
  | 'suspended'
  | 'password_changed'
  | 'password_reset'
  | 'imported';

export interface HubEvents {
  'auth.signed_in': { userId: number; email: string; method: 'password' | 'demo'; context: RequestContext };
  'auth.sign_in_failed': {
    userId: number | null;
    email: string;
    reason: 'invalid_credentials' | 'inactive' | 'suspended' | 'rate_limited';
    context: RequestContext;
  };
  'auth.signed_out': { userId: number; context: RequestContext };
  /** The user chose a new password themselves; `sessionsEnded` counts the other sessions it ended. */
  'auth.password_changed': {
    userId: number;
    email: string;
    wasRequired: boolean;
    sessionsEnded: number;
    context: RequestContext;
  };
  'ticket.created': { ticketId: number; actorId: number; crisis: boolean };
  'ticket.updated': {
    ticketId: number;
    actorId: number;
    changes: Record<string, { from: unknown; to: unknown }>;
  };
  'ticket.assigned': {
    ticketId: number;
    actorId: number;
    from: number | null;
    to: number | null;
    reason: string;
    /** Chosen by automatic assignment as the ticket was raised or became a crisis (not by a person). */
    automatic?: boolean;
  };
  'ticket.responded': { ticketId: number; actorId: number; responseId: number; internal: boolean };
  'ticket.deleted': {
    ticketId: number;
    actorId: number;
    ownerId: number;
    ticketNumber: string;
    subject: string;
    reason: string;
    notifyUser: boolean;
  };
  'ticket.crisis_detected': { ticketId: number; source: 'ticket' | 'response'; level: string };
  /** A staff member took charge of a ticket's crisis; its escalation stops. */
  'ticket.crisis_acknowledged': { ticketId: number; actorId: number; note: string | null };
  /**
   * Mail only: a crisis alert to staff, at detection (`window` 0) or when a window passed unacknowledged.
   * Carries no words the student wrote: e-mail leaves the hub.
   */
  'ticket.crisis_alert': {
    ticketId: number;
    ticketNumber: string;
    link: string;
    kind: 'detected' | 'escalated';
    source: 'ticket' | 'response';
    window: number;
    windowMinutes: number;
    /** `reason` says why each person is alerted (assignee, on_call, fallback, admin, counselor). */
    recipients: { name: string; email: string; reason?: CrisisAlertReason }[];
  };
  'crisis_keyword.changed': {
    actorId: number;
    keywordId: number;
    action: 'created' | 'updated' | 'deleted';
    changes: Record<string, unknown>;
  };
  'category.changed': {
    actorId: number;
    categoryId: number;
    action: 'created' | 'updated' | 'deleted' | 'reordered';
    changes: Record<string, unknown>;
  };
  'specialization.changed': {
    actorId: number;
    specializationId: number;
    action: 'created' | 'updated' | 'deleted';
    changes: Record<string, unknown>;
  };
  /** An admin action on one account. `changes` names fields and values, never a password or its hash. */
  'user.changed': {
    actorId: number;
    targetId: number;
    action: UserAuditAction;
    reason: string | null;
    changes: Record<string, unknown>;
    context: RequestContext | null;
  };
  /** The same admin action on many accounts at once (bulk action, import). */
  'users.bulk_changed': {
    actorId: number;
    /** The email is kept so the trail still names an account after it is deleted. */
    targets: { id: number; email: string }[];
    action: UserAuditAction;
    reason: string | null;
    changes: Record<string, unknown>;
    context: RequestContext | null;
  };
  /**
   * Mail only: audit does not listen. A password never travels in an e-mail (docs/security.md): the message
   * carries a set-password link that expires and works once.
   */
  'user.welcome_email': { name: string; email: string; role: string; setPasswordUrl: string };
  'user.password_reset_email': { name: string; email: string; setPasswordUrl: string };
}

type Listener<K extends keyof HubEvents> = (payload: HubEvents[K]) => void | Promise<void>;

export class EventBus {
  private listeners = new Map<keyof HubEvents, Listener<keyof HubEvents>[]>();

  constructor(private readonly onListenerError: (event: string, error: unknown) => void) {}

  on<K extends keyof HubEvents>(event: K, listener: Listener<K>): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<keyof HubEvents>);
    this.listeners.set(event, list);
  }

  async emit<K extends keyof HubEvents>(event: K, payload: HubEvents[K]): Promise<void> {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        await listener(payload);
      } catch (error) {
        this.onListenerError(event, error);
      }
    }
  }
}
