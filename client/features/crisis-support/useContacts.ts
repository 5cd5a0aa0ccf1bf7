import { type CrisisContact, FALLBACK_CRISIS_CONTACTS } from '../../../common/schemas/crisis-support';
import { useCrisisContacts } from './api';

const FALLBACK_EMERGENCY = FALLBACK_CRISIS_CONTACTS.find((c) => c.key === 'emergency') as CrisisContact;

/**
 * The contacts to show now: the hub's own list, or the national lines while it loads or when it cannot be
 * had. Never empty, so no crisis screen is ever without a number.
 */
export function useContactsToShow(): { contacts: CrisisContact[]; emergency: CrisisContact } {
  const query = useCrisisContacts();
  const contacts = query.data?.length ? query.data : FALLBACK_CRISIS_CONTACTS;
  return { contacts, emergency: contacts.find((c) => c.key === 'emergency') ?? FALLBACK_EMERGENCY };
}
