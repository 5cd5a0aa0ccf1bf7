import type { UserStatus } from '../../../common/schemas/auth';

/** Who may do what to which account (product §2.6). The role check itself (manage_users) is in the routes. */
export const USER_REFUSALS = {
  deleteAdmin: 'Administrator accounts cannot be deleted',
  deleteSelf: 'You cannot delete your own account',
  statusSelf: 'You cannot deactivate or suspend your own account',
  toggleSelf: 'You cannot change the status of your own account',
  roleSelf: 'You cannot change your own role',
  bulkSelf: 'Your own account is never changed by a bulk action',
  bulkAdmin: 'Administrator accounts are not changed by bulk actions',
  notFound: 'User not found',
  ownsTickets: (count: number) =>
    `This user has ${count} support ticket${count === 1 ? '' : 's'}. Deactivate the account instead, so the tickets and their history are kept.`,
  assignedTickets: (count: number) =>
    `This user is assigned ${count} open ticket${count === 1 ? '' : 's'}. Reassign ${count === 1 ? 'it' : 'them'} or deactivate the account instead.`,
} as const;

export interface Actor {
  id: number;
}

interface Target {
  id: number;
  role: string;
}

export interface TicketTies {
  owned: number;
  assignedOpen: number;
}

export const userPolicy = {
  /** Never an admin account (product §2.6), never yourself. */
  deleteRefusal(actor: Actor, target: Target): string | null {
    if (target.id === actor.id) return USER_REFUSALS.deleteSelf;
    if (target.role === 'admin') return USER_REFUSALS.deleteAdmin;
    return null;
  },
  /** Deleting an account must not take tickets with it or orphan open ones; deactivation keeps both. */
  ticketRefusal(ties: TicketTies | undefined): string | null {
    if (!ties) return null;
    if (ties.owned > 0) return USER_REFUSALS.ownsTickets(ties.owned);
    if (ties.assignedOpen > 0) return USER_REFUSALS.assignedTickets(ties.assignedOpen);
    return null;
  },
  /** An admin cannot lock themselves out: no switching off, no giving up the admin role. */
  updateRefusal(actor: Actor, target: Target, change: { role?: string; status?: UserStatus }): string | null {
    if (target.id !== actor.id) return null;
    if (change.status !== undefined && change.status !== 'active') return USER_REFUSALS.statusSelf;
    if (change.role !== undefined && change.role !== target.role) return USER_REFUSALS.roleSelf;
    return null;
  },
  toggleRefusal(actor: Actor, target: Target): string | null {
    return target.id === actor.id ? USER_REFUSALS.toggleSelf : null;
  },
  /**
   * A password an administrator sets for someone else's account is known to two people: its holder must
   * choose their own at the next sign-in (decision 0007). An administrator setting their own need not.
   */
  mustChangePasswordAfterSetting(actor: Actor, targetId: number): 0 | 1 {
    return actor.id === targetId ? 0 : 1;
  },
  /** Bulk actions pass over your own account and every admin account. */
  bulkRefusal(actor: Actor, target: Target): string | null {
    if (target.id === actor.id) return USER_REFUSALS.bulkSelf;
    if (target.role === 'admin') return USER_REFUSALS.bulkAdmin;
    return null;
  },
};
