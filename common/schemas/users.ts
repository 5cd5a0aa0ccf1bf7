import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_RULES } from '../passwords';
import { ROLES } from '../permissions';
import { idSchema } from './ids';
import { checkPasswordPair, evenWithOtherErrors, passwordText } from './password-pair';
import { isSingleLineText, TEXT_MESSAGES } from './text-rules';
import {
  languagesField,
  USER_BULK_ACTIONS,
  USER_LIMITS,
  USER_MESSAGES,
  USER_SORT_FIELDS,
  USER_STATUSES,
} from './user-shapes';

/**
 * User administration (product §2.3, §5, §7): the inputs with the product's messages. The constants, messages and
 * answer shapes live in ./user-shapes and are exported from here too, so one import serves a screen.
 */
export * from './user-shapes';
export { PASSWORD_RULES };

const text = (required: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? required
        : `${required.replace(' is required', '')} must be text`,
  });

const nameField = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .max(USER_LIMITS.nameMax, USER_MESSAGES.nameTooLong)
    .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Name'));

/** Trimmed and lowercased: e-mail addresses are unique regardless of case. */
export const emailField = text(USER_MESSAGES.emailRequired)
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(USER_LIMITS.emailMax, USER_MESSAGES.emailTooLong)
  .pipe(z.email(USER_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const roleField = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? USER_MESSAGES.roleRequired
      : USER_MESSAGES.roleInvalid,
});

export const statusField = z.enum(USER_STATUSES, { error: USER_MESSAGES.statusInvalid });

/** Multipart and query text arrive as strings; JSON as booleans. */
export const booleanish = (message: string) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' || value === 'on'
        ? true
        : value === 'false' || value === '0' || value === 'off'
          ? false
          : value,
    z.boolean({ error: message }),
  );

/** Optional text: blank means "not given" (create) or "clear it" (update: null). */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must not exceed ${max} characters`)
      .nullish(),
  );

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const dateOfBirthField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: USER_MESSAGES.dateOfBirthInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, USER_MESSAGES.dateOfBirthInvalid)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01'
      );
    }, USER_MESSAGES.dateOfBirthInvalid)
    .refine((value) => value < todayIso(), USER_MESSAGES.dateOfBirthPast)
    .nullish(),
);

const specializationsField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  z
    .array(
      z
        .string({ error: 'Each specialization must be text' })
        .trim()
        .min(1, 'Specializations must not be blank')
        .max(USER_LIMITS.specializationMax, 'Each specialization must not exceed 100 characters'),
      { error: 'Specializations must be a list' },
    )
    .max(USER_LIMITS.specializationsMax, 'At most 20 specializations are allowed')
    .nullish(),
);

const profileFields = {
  phone: optionalText(USER_LIMITS.phoneMax, 'Phone'),
  address: optionalText(USER_LIMITS.addressMax, 'Address'),
  date_of_birth: dateOfBirthField,
  student_id: optionalText(USER_LIMITS.idMax, 'Student ID'),
  employee_id: optionalText(USER_LIMITS.idMax, 'Employee ID'),
  specializations: specializationsField,
  bio: optionalText(USER_LIMITS.bioMax, 'Bio'),
  languages: languagesField,
};

function buildUserCreateSchema(nameRequired: string) {
  return z
    .object({
      name: nameField(nameRequired),
      email: emailField,
      role: roleField,
      status: statusField.default('active'),
      password: passwordText,
      password_confirmation: passwordText,
      generate_password: booleanish('Generate password must be true or false').default(false),
      send_welcome_email: booleanish('Send welcome email must be true or false').default(true),
      send_password_in_email: booleanish('Send password in email must be true or false').default(false),
      ...profileFields,
    })
    .superRefine((value, ctx) => {
      if (value.generate_password === true) return;
      checkPasswordPair(
        {
          password: value.password,
          confirmation: value.password_confirmation,
          requiredMessage: PASSWORD_MESSAGES.required,
          passwordPath: 'password',
          confirmationPath: 'password_confirmation',
        },
        ctx,
      );
    }, evenWithOtherErrors);
}

/** POST /api/admin/users: the API's messages ("Name is required"). */
export const userCreateSchema = buildUserCreateSchema(USER_MESSAGES.nameRequired);
/** The Add User form: the same rules with the form's wording ("Full name is required"). */
export const userCreateFormSchema = buildUserCreateSchema(USER_MESSAGES.fullNameRequired);
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserCreateFormValues = z.input<typeof userCreateFormSchema>;

function buildUserUpdateSchema(nameRequired: string) {
  return z
    .object({
      name: nameField(nameRequired).optional(),
      email: emailField.optional(),
      role: roleField.optional(),
      status: statusField.optional(),
      change_password: booleanish('Change password must be true or false').default(false),
      password: passwordText,
      password_confirmation: passwordText,
      ...profileFields,
    })
    .superRefine((value, ctx) => {
      if (value.change_password !== true) return;
      checkPasswordPair(
        {
          password: value.password,
          confirmation: value.password_confirmation,
          requiredMessage: PASSWORD_MESSAGES.newRequired,
          passwordPath: 'password',
          confirmationPath: 'password_confirmation',
        },
        ctx,
      );
    }, evenWithOtherErrors);
}

/** PUT /api/admin/users/{id}: any fields; the password changes only with change_password. */
export const userUpdateSchema = buildUserUpdateSchema(USER_MESSAGES.nameRequired);
export const userUpdateFormSchema = buildUserUpdateSchema(USER_MESSAGES.fullNameRequired);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
export type UserUpdateFormValues = z.input<typeof userUpdateFormSchema>;

/** POST /api/admin/users/{id}/reset-password. */
export const userResetPasswordSchema = z
  .object({
    generate_password: booleanish('Generate password must be true or false').default(true),
    notify_user: booleanish('Notify user must be true or false').default(true),
    send_password_in_email: booleanish('Send password in email must be true or false').default(false),
    new_password: passwordText,
    new_password_confirmation: passwordText,
  })
  .superRefine((value, ctx) => {
    if (value.generate_password === true) return;
    checkPasswordPair(
      {
        password: value.new_password,
        confirmation: value.new_password_confirmation,
        requiredMessage: PASSWORD_MESSAGES.newRequired,
        passwordPath: 'new_password',
        confirmationPath: 'new_password_confirmation',
      },
      ctx,
    );
  }, evenWithOtherErrors);
export type UserResetPasswordInput = z.infer<typeof userResetPasswordSchema>;

/** The delete form's fields: an optional reason, kept in the audit log. */
export const userDeleteFieldsSchema = z.object({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(USER_LIMITS.reasonMax, 'Reason must not exceed 500 characters')
    .nullish(),
});
/** DELETE /api/admin/users/{id}: the same fields; no body at all means no reason. */
export const userDeleteSchema = z.preprocess((value) => value ?? {}, userDeleteFieldsSchema);
export type UserDeleteInput = z.infer<typeof userDeleteSchema>;

const userIdField = idSchema('Invalid user ID');

export const userIdParamsSchema = z.object({ id: userIdField });

/** POST /api/admin/users/bulk-action. */
export const userBulkActionSchema = z
  .object({
    action: z.enum(USER_BULK_ACTIONS, { error: USER_MESSAGES.bulkActionInvalid }),
    user_ids: z
      .array(userIdField, { error: USER_MESSAGES.bulkNoUsers })
      .min(1, USER_MESSAGES.bulkNoUsers)
      .max(USER_LIMITS.bulkActionMax, USER_MESSAGES.bulkTooMany),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(USER_LIMITS.reasonMax, 'Reason must not exceed 500 characters')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'delete' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: USER_MESSAGES.bulkDeleteReason });
    }
  });
export type UserBulkActionInput = z.infer<typeof userBulkActionSchema>;

/** One row of a bulk create: loose text, checked row by row so one bad row does not refuse the rest. */
const looseText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string({ error: 'Must be text' }).nullish(),
);
export const bulkUserRowSchema = z.object({
  name: looseText,
  email: looseText,
  role: looseText,
  status: looseText,
  phone: looseText,
  student_id: looseText,
  employee_id: looseText,
});
export type BulkUserRow = z.infer<typeof bulkUserRowSchema>;

/** POST /api/admin/users/bulk-create options (JSON body or multipart fields beside csv_file/users_data). */
export const userBulkCreateOptionsSchema = z.object({
  skip_duplicates: booleanish('Skip duplicates must be true or false').default(true),
  send_welcome_email: booleanish('Send welcome email must be true or false').default(false),
  generate_passwords: booleanish('Generate passwords must be true or false').default(true),
  /** Put each generated password in that user's welcome e-mail (only with generate_passwords). */
  send_password_in_email: booleanish('Send password in email must be true or false').default(false),
});
export type UserBulkCreateOptions = z.infer<typeof userBulkCreateOptionsSchema>;

export const userBulkCreateJsonSchema = userBulkCreateOptionsSchema.extend({
  users_data: z
    .array(bulkUserRowSchema, { error: USER_MESSAGES.noUsersToCreate })
    .min(1, USER_MESSAGES.noUsersToCreate)
    .max(USER_LIMITS.importMaxRows, USER_MESSAGES.importTooMany),
});

/** Array query values come as key[]=a&key[]=b, key=a,b or key=a; empty, null and "all" mean no filter. */
const listFilter = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const raw = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    const list = raw
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry]))
      .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
      .filter((entry) => entry !== '' && entry !== 'all' && entry !== 'null');
    return list.length === 0 ? undefined : [...new Set(list)];
  }, z.array(item).max(10, 'Too many values').optional());

/** GET /api/admin/users and /export. */
export const userListQuerySchema = z.object({
  search: z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    z.string().trim().max(255, 'Search must not exceed 255 characters').optional(),
  ),
  role: listFilter(z.enum(ROLES, { error: USER_MESSAGES.roleInvalid })),
  status: listFilter(z.enum(USER_STATUSES, { error: USER_MESSAGES.statusInvalid })),
  sort_by: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(USER_SORT_FIELDS, { error: 'Invalid sort field' }).default('created_at'),
  ),
  sort_direction: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['asc', 'desc'], { error: 'Sort direction must be asc or desc' }).default('desc'),
  ),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1_000_000, 'Page is too large')
    .default(1),
  per_page: z.coerce
    .number({ error: 'Per page must be a number' })
    .int('Per page must be a whole number')
    .min(1, 'Per page must be between 1 and 100')
    .max(USER_LIMITS.perPageMax, 'Per page must be between 1 and 100')
    .default(USER_LIMITS.perPageDefault),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
