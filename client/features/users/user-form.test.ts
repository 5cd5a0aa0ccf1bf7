import { describe, expect, it } from 'vitest';
import { userCreateFormSchema, userUpdateFormSchema } from '../../../common/schemas/users';
import { createBody, EMPTY_VALUES, FIELD_ORDER, FIELD_TABS, updateBody, valuesOf } from './user-form';

const parseCreate = (values: object) => userCreateFormSchema.parse({ ...EMPTY_VALUES, ...values });
const parseUpdate = (values: object) => userUpdateFormSchema.parse({ ...EMPTY_VALUES, ...values });

describe('the add user body', () => {
  it('sends optional fields only when given, trimmed, and the ID the role carries', () => {
    const body = createBody(
      parseCreate({
        name: '  Jordan Lee ',
        email: ' Jordan.Lee@University.edu ',
        phone: '   ',
        address: ' 1 Campus Way ',
        student_id: ' S100 ',
        employee_id: 'E-ignored',
        specializations: 'Anxiety',
      }),
    );
    expect(body).toEqual({
      name: 'Jordan Lee',
      email: 'jordan.lee@university.edu',
      role: 'student',
      status: 'active',
      generate_password: true,
      send_welcome_email: true,
      send_password_in_email: false,
      address: '1 Campus Way',
      student_id: 'S100',
    });
  });

  it('sends a typed password and a staff member employee ID and specializations', () => {
    const body = createBody(
      parseCreate({
        name: 'Maya Chen',
        email: 'maya@university.edu',
        role: 'counselor',
        employee_id: 'E7',
        specializations: 'Anxiety, , Career planning ',
        generate_password: false,
        password: 'Northfield-2026x',
        password_confirmation: 'Northfield-2026x',
        send_welcome_email: false,
        send_password_in_email: true,
      }),
    );
    expect(body).toMatchObject({
      role: 'counselor',
      employee_id: 'E7',
      specializations: ['Anxiety', 'Career planning'],
      generate_password: false,
      password: 'Northfield-2026x',
      password_confirmation: 'Northfield-2026x',
      send_password_in_email: false,
    });
    expect(body).not.toHaveProperty('student_id');
  });

  it('words the create form checks as the spec does', () => {
    const result = userCreateFormSchema.safeParse({
      ...EMPTY_VALUES,
      generate_password: false,
      password: 'short',
      password_confirmation: 'other',
      date_of_birth: '2999-01-01',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password must be at least 8 characters long',
      password_confirmation: 'Passwords do not match',
      date_of_birth: 'Date of birth must be in the past',
    });
  });
});

describe('the edit user body', () => {
  const user = {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@university.edu',
    role: 'student' as const,
    status: 'inactive' as const,
    phone: '555',
    address: null,
    date_of_birth: '2001-02-03',
    student_id: 'S1',
    employee_id: null,
    specializations: [],
    bio: null,
    languages: [],
    last_login_at: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    display_name: 'Ada Lovelace',
    initials: 'AL',
  };

  it('starts from the user and clears blanked fields', () => {
    const values = valuesOf(user);
    expect(values).toMatchObject({ phone: '555', address: '', student_id: 'S1', change_password: false });
    const body = updateBody(parseUpdate({ ...values, phone: ' ' }));
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@university.edu',
      role: 'student',
      status: 'inactive',
      phone: null,
      address: null,
      date_of_birth: '2001-02-03',
      bio: null,
      student_id: 'S1',
    });
  });

  it('changes the password only when asked, and asks for it then', () => {
    const values = valuesOf(user);
    expect(updateBody(parseUpdate({ ...values, password: 'ignored' }))).not.toHaveProperty('password');
    const missing = userUpdateFormSchema.safeParse({ ...values, change_password: true });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'New password is required',
      'Password confirmation is required',
    ]);
    const body = updateBody(
      parseUpdate({
        ...values,
        change_password: true,
        password: 'Northfield-2026x',
        password_confirmation: 'Northfield-2026x',
      }),
    );
    expect(body).toMatchObject({ change_password: true, password: 'Northfield-2026x' });
  });
});

describe('form tabs', () => {
  it('places every field on a tab', () => {
    expect(FIELD_ORDER).toHaveLength(Object.keys(EMPTY_VALUES).length);
    expect(FIELD_TABS.name).toBe('basic');
    expect(FIELD_TABS.student_id).toBe('details');
    expect(FIELD_TABS.password_confirmation).toBe('security');
  });
});

describe('languages', () => {
  it('sends a staff member’s languages as a list, and none for a student', () => {
    const staff = createBody(
      parseCreate({
        ...EMPTY_VALUES,
        name: 'Ana Ruiz',
        email: 'ana@university.edu',
        role: 'counselor',
        languages: 'English, Spanish',
      }),
    );
    expect(staff.languages).toEqual(['English', 'Spanish']);
    const student = createBody(
      parseCreate({ ...EMPTY_VALUES, name: 'Sam Lee', email: 'sam@university.edu', languages: 'English' }),
    );
    expect(student).not.toHaveProperty('languages');
  });
});
