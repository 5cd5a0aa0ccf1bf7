import { z } from 'zod';
import { ROLES } from '../permissions';
import { paginationSchema } from './api';
import { userStatusSchema } from './auth';

/** User administration (product §2.3, §7, §8): constants, messages and the API's answer shapes. */

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const USER_SORT_FIELDS = ['created_at', 'name', 'email', 'last_login_at'] as const;
export const USER_BULK_ACTIONS = ['activate', 'deactivate', 'suspend', 'delete'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

export const USER_LIMITS = {
  nameMax: 255,
  emailMax: 255,
  phoneMax: 50,
  addressMax: 1000,
  idMax: 50,
  bioMax: 2000,
  specializationMax: 100,
  specializationsMax: 20,
  languageMax: 60,
  languagesMax: 10,
  reasonMax: 500,
  perPageDefault: 25,
  perPageMax: 100,
  bulkActionMax: 500,
  /** Rows one bulk create may carry (CSV or JSON). */
  importMaxRows: 5000,
  /** Largest CSV file accepted by bulk create. */
  importMaxBytes: 5 * 1024 * 1024,
} as const;

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  fullNameRequired: 'Full name is required',
  nameTooLong: 'Name must not exceed 255 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must not exceed 255 characters',
  emailTaken: 'The email has already been taken',
  roleRequired: 'Role is required',
  roleInvalid: 'Invalid role selected',
  statusInvalid: 'Invalid status selected',
  dateOfBirthPast: 'Date of birth must be in the past',
  dateOfBirthInvalid: 'Date of birth must be a valid date (YYYY-MM-DD)',
  bulkDeleteReason: 'Please provide a reason for bulk deletion',
  bulkActionInvalid: 'Invalid bulk action selected',
  bulkNoUsers: 'Please select at least one user',
  bulkTooMany: 'You can select at most 500 users at once',
  noUsersToCreate: 'No users to create',
  csvTooShort: 'CSV file must contain at least a header row and one data row',
  csvParseFailed: 'Failed to parse CSV file',
  csvReadFailed: 'Failed to read CSV file',
  csvFileType: 'The file must be a .csv or .txt file',
  importTooMany: 'At most 5000 users can be created at once',
  /** The "User registration" setting is off: no new account is created (decision 0035). */
  registrationOff: 'User registration is turned off',
} as const;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: userStatusSchema,
  phone: z.string().nullable(),
  address: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  student_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  specializations: z.array(z.string()),
  bio: z.string().nullable(),
  /** The languages a counselor or advisor offers sessions in; empty when none were given. */
  languages: z.array(z.string()),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  display_name: z.string(),
  initials: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListResultSchema = z.object({ users: z.array(userSchema), pagination: paginationSchema });
export type UserListResult = z.infer<typeof userListResultSchema>;

export const userStatsSchema = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  suspended_users: z.number().int(),
  students: z.number().int(),
  counselors: z.number().int(),
  advisors: z.number().int(),
  admins: z.number().int(),
  /** Created in the last 7 days. */
  recent_registrations: z.number().int(),
  /** Signed in during the last 7 days. */
  recent_logins: z.number().int(),
  never_logged_in: z.number().int(),
  this_month_registrations: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

const option = z.object({ value: z.string(), label: z.string() });
export const userOptionsSchema = z.object({
  roles: z.array(option),
  statuses: z.array(option),
  sort_fields: z.array(option),
  password_rules: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type UserOptions = z.infer<typeof userOptionsSchema>;

export const userExportRowSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  phone: z.string().nullable(),
  student_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserExportRow = z.infer<typeof userExportRowSchema>;

export const userExportResultSchema = z.object({
  users: z.array(userExportRowSchema),
  total_exported: z.number().int(),
  filename: z.string(),
});
export type UserExportResult = z.infer<typeof userExportResultSchema>;

export const userCreateResultSchema = z.object({
  user: userSchema,
  email_sent: z.boolean(),
  generated_password: z.string().optional(),
});
export type UserCreateResult = z.infer<typeof userCreateResultSchema>;

export const userResetPasswordResultSchema = z.object({
  email_sent: z.boolean(),
  generated_password: z.string().optional(),
});
export type UserResetPasswordResult = z.infer<typeof userResetPasswordResultSchema>;

export const userBulkActionResultSchema = z.object({
  affected: z.number().int(),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type UserBulkActionResult = z.infer<typeof userBulkActionResultSchema>;

export const userBulkCreateResultSchema = z.object({
  summary: z.object({
    successful: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    emails_queued: z.number().int(),
  }),
  created_users: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.string(),
      generated_password: z.string().nullable(),
    }),
  ),
  errors: z.array(z.object({ index: z.number().int(), email: z.string().nullable(), error: z.string() })),
});
export type UserBulkCreateResult = z.infer<typeof userBulkCreateResultSchema>;

/** Labels shared by the options call and the screen. */
export const USER_ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  student: 'Student',
  counselor: 'Counselor',
  advisor: 'Advisor',
  admin: 'Administrator',
};
export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};
export const USER_SORT_LABELS: Record<(typeof USER_SORT_FIELDS)[number], string> = {
  created_at: 'Created Date',
  name: 'Name',
  email: 'Email',
  last_login_at: 'Last Login',
};

/** A comma-separated text or a list, like the specializations; blank is none. */
export const languagesField = z.preprocess(
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
        .string({ error: 'Each language must be text' })
        .trim()
        .min(1, 'Languages must not be blank')
        .max(USER_LIMITS.languageMax, `Each language must not exceed ${USER_LIMITS.languageMax} characters`),
      { error: 'Languages must be a list' },
    )
    .max(USER_LIMITS.languagesMax, `At most ${USER_LIMITS.languagesMax} languages are allowed`)
    .nullish(),
);
