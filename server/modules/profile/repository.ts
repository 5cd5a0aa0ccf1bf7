import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { UsersTable } from '../../db/types';

/** The columns My Profile shows and the requester panel reads; never the password hash. */
const PROFILE_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'status',
  'student_id',
  'phone',
  'preferred_phone',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'bio',
  'languages',
] as const;

export type ProfileRow = Pick<Selectable<UsersTable>, (typeof PROFILE_COLUMNS)[number]>;
export type ContactPatch = Pick<
  Updateable<UsersTable>,
  | 'phone'
  | 'preferred_phone'
  | 'emergency_contact_name'
  | 'emergency_contact_relationship'
  | 'emergency_contact_phone'
  | 'bio'
  | 'languages'
  | 'updated_at'
>;

export function findProfile(db: DB, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export async function updateContact(db: DB, userId: number, patch: ContactPatch): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}
