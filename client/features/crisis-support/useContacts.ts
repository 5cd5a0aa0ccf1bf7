import {
  type CrisisContact,
  emergencyNumberOf,
  FALLBACK_CRISIS_CONTACTS,
} from '../../../common/schemas/crisis-support';
import { useCrisisContacts } from './api';

/**
 * The contacts to show now: the hub's own list, or the national lines while it loads or when it cannot be
 * had. Never empty, so no crisis screen is ever without a number.
 */
export function useContactsToShow(): {
  contacts: CrisisContact[];
  emergency: CrisisContact;
  fromHub: boolean;
} {
  const query = useCrisisContacts();
  const fromHub = Boolean(query.data?.length);
  const contacts = fromHub && query.data ? query.data : FALLBACK_CRISIS_CONTACTS;
  const number = emergencyNumberOf(contacts);
  const emergency =
    contacts.find((c) => c.key === 'emergency') ??
    FALLBACK_CRISIS_CONTACTS.find((c) => c.value === number) ??
    (FALLBACK_CRISIS_CONTACTS.at(-1) as CrisisContact);
  return { contacts, emergency, fromHub };
}
