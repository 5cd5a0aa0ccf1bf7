import {
  CRISIS_CONTACT_ACTIONS,
  CRISIS_CONTACT_TYPES,
  type CrisisContact,
  contactHref,
} from '../../../common/schemas/crisis-support';
import type { CrisisContactsTable } from '../../db/types';

type ContactRow = Omit<CrisisContactsTable, 'id'> & { id: number };

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function presentContact(row: ContactRow): CrisisContact {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    type: oneOf(CRISIS_CONTACT_TYPES, row.type, 'hotline'),
    action: oneOf(CRISIS_CONTACT_ACTIONS, row.action, 'call'),
    value: row.value,
    text_body: row.text_body,
    availability: row.availability,
    is_national: row.is_national === 1,
    is_active: row.is_active === 1,
    sort_order: row.sort_order,
    href: contactHref(row),
  };
}
