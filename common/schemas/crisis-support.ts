import { z } from 'zod';
import { LIMITS } from '../limits';
import { idSchema } from './ids';
import { phoneNumberSchema, telHref } from './phone';
import { isSingleLineText, TEXT_MESSAGES } from './text-rules';

/** product §2.2 "Crisis Support panel": each resource has one of these types. */
export const CRISIS_CONTACT_TYPES = ['hotline', 'text', 'emergency', 'chat'] as const;
export type CrisisContactType = (typeof CRISIS_CONTACT_TYPES)[number];

/** How a person reaches a contact: a call, a text message, or a web page. */
export const CRISIS_CONTACT_ACTIONS = ['call', 'text', 'link'] as const;
export type CrisisContactAction = (typeof CRISIS_CONTACT_ACTIONS)[number];

/** The built-in contacts; the emergency number can be changed but never turned off or deleted. */
export const BUILT_IN_CONTACT_KEYS = [
  'lifeline',
  'text_line',
  'campus_security',
  'crisis_counselor',
  'emergency',
] as const;

export const CRISIS_SUPPORT_LIMITS = {
  nameMax: 120,
  descriptionMax: 500,
  availabilityMax: 60,
  textBodyMax: 40,
  urlMax: 300,
  contactsMax: 30,
  responseTargetMin: 5,
  responseTargetMax: 24 * 60,
  escalationWindowMin: 1,
  escalationWindowMax: 24 * 60,
  reachOutMessageMax: 2000,
} as const;

const L = CRISIS_SUPPORT_LIMITS;

/** What a student is told about a crisis ticket: support, never triage labels. */
export const CRISIS_SUPPORT_WORDS =
  'A counselor has been alerted and will contact you. If you are in danger now, call 911.';

export const crisisContactSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  type: z.enum(CRISIS_CONTACT_TYPES),
  action: z.enum(CRISIS_CONTACT_ACTIONS),
  value: z.string(),
  text_body: z.string().nullable(),
  availability: z.string(),
  is_national: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** What a link to it opens: tel:, sms: or https:; null while no number is set. */
  href: z.string().nullable(),
});
export type CrisisContact = z.infer<typeof crisisContactSchema>;

const httpsUrl = z
  .string()
  .trim()
  .max(L.urlMax, `Links are at most ${L.urlMax} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with https://');

/** What an admin sets on a contact. A call or text needs a phone number; a link needs a web address. */
export const crisisContactInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, 'Name is required')
      .max(L.nameMax, `Name must not exceed ${L.nameMax} characters`)
      .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Name')),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(L.descriptionMax, `Description must not exceed ${L.descriptionMax} characters`)
      .default(''),
    type: z.enum(CRISIS_CONTACT_TYPES, { error: 'Type must be hotline, text, emergency or chat' }),
    action: z.enum(CRISIS_CONTACT_ACTIONS, { error: 'Choose call, text or link' }),
    value: z.string({ error: 'Enter a phone number or web address' }).trim().max(L.urlMax),
    text_body: z
      .string({ error: 'Text message must be text' })
      .trim()
      .max(L.textBodyMax, `The text message is at most ${L.textBodyMax} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
    availability: z
      .string({ error: 'Availability must be text' })
      .trim()
      .min(1, 'Say when it can be reached, for example 24/7')
      .max(L.availabilityMax, `Availability must not exceed ${L.availabilityMax} characters`)
      .default('24/7'),
    is_active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((input, ctx) => {
    if (input.value === '') {
      // A university number may be left unset while the contact is off; students never see it.
      if (input.is_active)
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a number before turning it on' });
      return;
    }
    const check = input.action === 'link' ? httpsUrl : phoneNumberSchema;
    const result = check.safeParse(input.value);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? '' });
  });
export type CrisisContactInput = z.infer<typeof crisisContactInputSchema>;

export const crisisContactIdParamsSchema = z.object({
  id: idSchema('Invalid contact id'),
});

export const crisisContactOrderSchema = z.object({
  contact_ids: z
    .array(
      z.number({ error: 'Invalid contact id' }).int('Invalid contact id').positive('Invalid contact id'),
      {
        error: 'Send the contacts in their new order',
      },
    )
    .min(1, 'Send the contacts in their new order')
    .max(L.contactsMax, 'Too many contacts'),
});

export const crisisSupportSettingsSchema = z.object({
  response_target_minutes: z
    .number({ error: 'The crisis response target must be a number of minutes' })
    .int('The crisis response target must be a whole number of minutes')
    .min(L.responseTargetMin, `The crisis response target must be ${L.responseTargetMin} minutes or more`)
    .max(L.responseTargetMax, 'The crisis response target must be 24 hours or less'),
  escalation_window_minutes: z
    .number({ error: 'The escalation window must be a number of minutes' })
    .int('The escalation window must be a whole number of minutes')
    .min(L.escalationWindowMin, 'The escalation window must be at least 1 minute')
    .max(L.escalationWindowMax, 'The escalation window must be 24 hours or less'),
});
export type CrisisSupportSettings = z.infer<typeof crisisSupportSettingsSchema>;

/** "Ask a counselor to contact me now": one step, every field optional. */
export const reachOutSchema = z.object({
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(L.reachOutMessageMax, `Message must not exceed ${L.reachOutMessageMax} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  phone: z
    .union([phoneNumberSchema, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ReachOutInput = z.input<typeof reachOutSchema>;

const { emergency, crisisLine, textLine } = LIMITS.crisisNumbers;

/**
 * The national lines, shown whenever the hub's own list cannot be had (loading, offline, an error), so a
 * crisis screen is never without a number that works.
 */
export const FALLBACK_CRISIS_CONTACTS: CrisisContact[] = [
  {
    id: -1,
    key: 'lifeline',
    name: `${crisisLine} Suicide & Crisis Lifeline`,
    description: `Call or text ${crisisLine} to talk with a trained crisis counselor, free and confidential.`,
    type: 'hotline',
    action: 'call',
    value: crisisLine,
    text_body: null,
    availability: '24/7',
    is_national: true,
    is_active: true,
    sort_order: 1,
    href: `tel:${crisisLine}`,
  },
  {
    id: -2,
    key: 'text_line',
    name: 'Crisis Text Line',
    description: `Text HOME to ${textLine} to reach a volunteer crisis counselor by text message.`,
    type: 'text',
    action: 'text',
    value: textLine,
    text_body: 'HOME',
    availability: '24/7',
    is_national: true,
    is_active: true,
    sort_order: 2,
    href: `sms:${textLine}?body=HOME`,
  },
  {
    id: -3,
    key: 'emergency',
    name: 'Emergency Services',
    description: 'Police, fire and ambulance when someone is in immediate danger.',
    type: 'emergency',
    action: 'call',
    value: emergency,
    text_body: null,
    availability: '24/7',
    is_national: true,
    is_active: true,
    sort_order: 3,
    href: `tel:${emergency}`,
  },
];

/** The emergency number to show: the contact keyed `emergency`, else 911. */
export function emergencyNumberOf(contacts: readonly CrisisContact[]): string {
  return contacts.find((c) => c.key === 'emergency')?.value || emergency;
}

/** The link a contact opens, or null when no number or address is set. */
export function contactHref(contact: { action: string; value: string; text_body: string | null }) {
  if (!contact.value) return null;
  if (contact.action === 'link') return contact.value;
  if (contact.action === 'text') {
    const target = telHref(contact.value).slice('tel:'.length);
    return `sms:${target}${contact.text_body ? `?body=${encodeURIComponent(contact.text_body)}` : ''}`;
  }
  return telHref(contact.value);
}

/** How the hub says a contact's action in a sentence: "Call 988", "Text HOME to 741741", "Open …". */
export function contactActionLabel(contact: { action: string; value: string; text_body: string | null }) {
  if (contact.action === 'text')
    return contact.text_body ? `Text ${contact.text_body} to ${contact.value}` : `Text ${contact.value}`;
  if (contact.action === 'link') return 'Open website';
  return `Call ${contact.value}`;
}
