import {
  incompleteContactField,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileUpdateInput,
} from '../../../common/schemas/profile';
import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { presentProfile } from './presenter';
import { type ContactPatch, findProfile, type ProfileRow, updateContact } from './repository';

const CONTACT_FIELDS = [
  'phone',
  'preferred_phone',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
] as const;

async function loadOwn(ctx: AppContext, userId: number): Promise<ProfileRow> {
  const row = await findProfile(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** Each person's own contact details: only the signed-in user's, never anyone else's. */
export function profileService(ctx: AppContext) {
  return {
    async get(userId: number): Promise<Profile> {
      return presentProfile(await loadOwn(ctx, userId));
    },

    /**
     * Changes the given fields (null clears one). The update and its audit row (field names only, never the
     * values) are written in one transaction.
     */
    async update(userId: number, input: ProfileUpdateInput, context: RequestContext): Promise<Profile> {
      const current = await loadOwn(ctx, userId);
      const next: ProfileRow = { ...current };
      const changed: ((typeof CONTACT_FIELDS)[number] | 'bio' | 'languages')[] = [];
      for (const field of CONTACT_FIELDS) {
        const value = input[field];
        if (value === undefined) continue;
        if (value !== current[field]) changed.push(field);
        next[field] = value;
      }
      // Clearing a contact's name and phone clears the relationship kept with it (sent alone, it is refused).
      const contactGone = !next.emergency_contact_name && !next.emergency_contact_phone;
      if (
        contactGone &&
        next.emergency_contact_relationship &&
        input.emergency_contact_relationship === undefined
      ) {
        next.emergency_contact_relationship = null;
        changed.push('emergency_contact_relationship');
      }
      const field = incompleteContactField(next);
      if (field) throw validationError({ [field]: [PROFILE_MESSAGES.contactIncomplete] });
      // The counseling profile (bio, languages) belongs to counselors and advisors only.
      const counseling = { bio: input.bio, languages: input.languages };
      for (const [name, value] of Object.entries(counseling) as ['bio' | 'languages', unknown][]) {
        if (value === undefined) continue;
        if (current.role !== 'counselor' && current.role !== 'advisor')
          throw validationError({ [name]: [PROFILE_MESSAGES.onlyStaffProfile] });
      }
      if (input.bio !== undefined && input.bio !== current.bio) {
        next.bio = input.bio;
        changed.push('bio');
      }
      if (input.languages !== undefined) {
        const text = input.languages?.length ? writeJsonColumn(input.languages) : null;
        if (text !== current.languages) {
          next.languages = text;
          changed.push('languages');
        }
      }
      if (changed.length === 0) return presentProfile(current);

      const at = ctx.clock.now().toISOString();
      const patch: ContactPatch = { updated_at: at };
      for (const name of changed) patch[name] = next[name];
      await ctx.db.transaction().execute(async (trx) => {
        await updateContact(trx, userId, patch);
        await recordAudit(trx, {
          actorId: userId,
          action: 'profile.updated',
          target: { type: 'user', id: userId },
          details: { fields: changed },
          context,
          at,
        });
      });
      return presentProfile(next);
    },
  };
}
