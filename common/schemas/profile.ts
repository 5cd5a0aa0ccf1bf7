import { z } from 'zod';
import { ROLES } from '../permissions';
import { phoneNumberSchema } from './phone';
import { languagesField, USER_LIMITS } from './user-shapes';

/**
 * My Profile: the contact details each person keeps for themselves, so a responder can reach a student
 * quickly. Name, e-mail, role and student ID are shown but only an administrator changes them.
 */
export const PROFILE_LIMITS = { contactNameMax: 120, relationshipMax: 60 } as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  retrieved: 'Profile retrieved successfully',
  contactIncomplete: 'Add both a name and a phone number for your emergency contact',
  contactNameText: 'Emergency contact name must be text',
  contactNameTooLong: `Emergency contact name must not exceed ${PROFILE_LIMITS.contactNameMax} characters`,
  relationshipText: 'Relationship must be text',
  relationshipTooLong: `Relationship must not exceed ${PROFILE_LIMITS.relationshipMax} characters`,
  bioText: 'Bio must be text',
  bioTooLong: `Bio must not exceed ${USER_LIMITS.bioMax} characters`,
  onlyStaffProfile: 'Only counselors and advisors have a counseling profile',
} as const;

/** Blank text (or null) clears a field; anything else must pass `schema`. Omitted leaves it as it is. */
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

const limitedText = (max: number, typeMessage: string, tooLong: string) =>
  z.string({ error: typeMessage }).trim().max(max, tooLong);

export const profileUpdateSchema = z.object({
  phone: clearable(phoneNumberSchema).optional(),
  preferred_phone: clearable(phoneNumberSchema).optional(),
  emergency_contact_name: clearable(
    limitedText(
      PROFILE_LIMITS.contactNameMax,
      PROFILE_MESSAGES.contactNameText,
      PROFILE_MESSAGES.contactNameTooLong,
    ),
  ).optional(),
  emergency_contact_relationship: clearable(
    limitedText(
      PROFILE_LIMITS.relationshipMax,
      PROFILE_MESSAGES.relationshipText,
      PROFILE_MESSAGES.relationshipTooLong,
    ),
  ).optional(),
  emergency_contact_phone: clearable(phoneNumberSchema).optional(),
  /** A counselor's or advisor's counseling profile, shown to students on the Counseling page. */
  bio: clearable(
    limitedText(USER_LIMITS.bioMax, PROFILE_MESSAGES.bioText, PROFILE_MESSAGES.bioTooLong),
  ).optional(),
  languages: languagesField,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export interface EmergencyContactFields {
  emergency_contact_name?: string | null;
  emergency_contact_relationship?: string | null;
  emergency_contact_phone?: string | null;
}

/**
 * An emergency contact needs both a name and a phone number (a relationship alone is not a contact).
 * Answers the field to put the message on, or null when the contact is complete or empty.
 */
export function incompleteContactField(
  contact: EmergencyContactFields,
): 'emergency_contact_name' | 'emergency_contact_phone' | null {
  const name = Boolean(contact.emergency_contact_name);
  const phone = Boolean(contact.emergency_contact_phone);
  const relationship = Boolean(contact.emergency_contact_relationship);
  if (name && !phone) return 'emergency_contact_phone';
  if (!name && (phone || relationship)) return 'emergency_contact_name';
  return null;
}

/** The form sends every field, so it checks the pair itself; the server checks it after merging. */
export const profileFormSchema = profileUpdateSchema.superRefine((values, context) => {
  const field = incompleteContactField(values);
  if (field) context.addIssue({ code: 'custom', path: [field], message: PROFILE_MESSAGES.contactIncomplete });
});

/** What the form holds: text in every box (blank for nothing). */
export interface ProfileFormValues {
  phone: string;
  preferred_phone: string;
  emergency_contact_name: string;
  emergency_contact_relationship: string;
  emergency_contact_phone: string;
}

/** Null when neither a name nor a phone is kept; a half contact (older data) is still shown as it is. */
export const emergencyContactSchema = z.object({
  name: z.string().nullable(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  student_id: z.string().nullable(),
  phone: z.string().nullable(),
  preferred_phone: z.string().nullable(),
  emergency_contact: emergencyContactSchema.nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;
