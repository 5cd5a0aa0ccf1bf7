import type { Role } from '../../../common/permissions';
import type { USER_STATUSES, User, UserCreateInput, UserUpdateInput } from '../../../common/schemas/users';

type UserStatus = (typeof USER_STATUSES)[number];

/** Every field as the form holds it: text boxes hold strings, check boxes booleans. */
export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  phone: string;
  address: string;
  date_of_birth: string;
  student_id: string;
  employee_id: string;
  specializations: string;
  languages: string;
  bio: string;
  password: string;
  password_confirmation: string;
  generate_password: boolean;
  send_welcome_email: boolean;
  send_password_in_email: boolean;
  change_password: boolean;
}
export type FieldName = keyof UserFormValues;

export type TabName = 'basic' | 'details' | 'security';

/** The tab each field lives on, so an error can bring its tab forward. */
export const FIELD_TABS: Record<FieldName, TabName> = {
  name: 'basic',
  email: 'basic',
  role: 'basic',
  status: 'basic',
  phone: 'details',
  address: 'details',
  date_of_birth: 'details',
  student_id: 'details',
  employee_id: 'details',
  specializations: 'details',
  languages: 'details',
  bio: 'details',
  password: 'security',
  password_confirmation: 'security',
  generate_password: 'security',
  send_welcome_email: 'security',
  send_password_in_email: 'security',
  change_password: 'security',
};
export const FIELD_ORDER = Object.keys(FIELD_TABS) as FieldName[];

/** A new user: student, active, a generated password and a welcome e-mail. */
export const EMPTY_VALUES: UserFormValues = {
  name: '',
  email: '',
  role: 'student',
  status: 'active',
  phone: '',
  address: '',
  date_of_birth: '',
  student_id: '',
  employee_id: '',
  specializations: '',
  languages: '',
  bio: '',
  password: '',
  password_confirmation: '',
  generate_password: true,
  send_welcome_email: true,
  send_password_in_email: false,
  change_password: false,
};

/** An existing user as the edit form holds it. */
export function valuesOf(user: User): UserFormValues {
  return {
    ...EMPTY_VALUES,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    phone: user.phone ?? '',
    address: user.address ?? '',
    date_of_birth: user.date_of_birth?.slice(0, 10) ?? '',
    student_id: user.student_id ?? '',
    employee_id: user.employee_id ?? '',
    specializations: user.specializations.join(', '),
    languages: user.languages.join(', '),
    bio: user.bio ?? '',
  };
}

/** Students carry a student ID; counselors, advisors and admins an employee ID. */
export function idFieldOf(role: Role): 'student_id' | 'employee_id' {
  return role === 'student' ? 'student_id' : 'employee_id';
}

const OPTIONAL_FIELDS = ['phone', 'address', 'date_of_birth', 'bio'] as const;

/** POST /admin/users: optional fields only when given (the schema has already trimmed them). */
export function createBody(input: UserCreateInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: input.name,
    email: input.email,
    role: input.role,
    status: input.status,
    generate_password: input.generate_password,
    send_welcome_email: input.send_welcome_email,
    send_password_in_email: input.send_welcome_email && input.send_password_in_email,
  };
  if (!input.generate_password) {
    body.password = input.password;
    body.password_confirmation = input.password_confirmation;
  }
  for (const field of OPTIONAL_FIELDS) if (input[field]) body[field] = input[field];
  const idField = idFieldOf(input.role);
  if (input[idField]) body[idField] = input[idField];
  if (input.role !== 'student' && input.specializations?.length) body.specializations = input.specializations;
  if (input.role !== 'student' && input.languages?.length) body.languages = input.languages;
  return body;
}

/** PUT /admin/users/{id}: every shown field (blank clears it); the password only when it is being changed. */
export function updateBody(input: UserUpdateInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: input.name,
    email: input.email,
    role: input.role,
    status: input.status,
  };
  for (const field of OPTIONAL_FIELDS) body[field] = input[field] ?? null;
  const idField = idFieldOf(input.role ?? 'student');
  body[idField] = input[idField] ?? null;
  if (input.role !== 'student') {
    body.specializations = input.specializations ?? [];
    body.languages = input.languages ?? [];
  }
  if (input.change_password) {
    body.change_password = true;
    body.password = input.password;
    body.password_confirmation = input.password_confirmation;
  }
  return body;
}
