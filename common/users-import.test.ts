import { describe, expect, it } from 'vitest';
import { USER_LIMITS } from './schemas/users';
import {
  checkImportRows,
  IMPORT_MESSAGES,
  importColumnOf,
  importRoleOf,
  importRowProblems,
  importStatusOf,
  parseUsersCsv,
  readUsersCsv,
  toImportUser,
} from './users-import';

function parsed(text: string) {
  const outcome = parseUsersCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

describe('importColumnOf', () => {
  it('maps the template columns and the aliases', () => {
    expect(importColumnOf('name')).toBe('name');
    expect(importColumnOf(' Full Name ')).toBe('name');
    expect(importColumnOf('email_address')).toBe('email');
    expect(importColumnOf('Phone-Number')).toBe('phone');
    expect(importColumnOf('StudentID')).toBe('student_id');
    expect(importColumnOf('employeeid')).toBe('employee_id');
    expect(importColumnOf('\uFEFFname')).toBe('name');
    expect(importColumnOf('favourite_colour')).toBeNull();
  });
});

describe('importRoleOf and importStatusOf', () => {
  it('keeps known values, lower-cased, and defaults the rest', () => {
    expect(importRoleOf('Counselor')).toBe('counselor');
    expect(importRoleOf('teacher')).toBe('student');
    expect(importRoleOf('')).toBe('student');
    expect(importStatusOf('SUSPENDED')).toBe('suspended');
    expect(importStatusOf('gone')).toBe('active');
  });
});

describe('parseUsersCsv', () => {
  it('needs a header row and at least one data row', () => {
    expect(parseUsersCsv('')).toEqual({ ok: false, error: IMPORT_MESSAGES.tooShort });
    expect(parseUsersCsv('name,email\n')).toEqual({ ok: false, error: IMPORT_MESSAGES.tooShort });
    expect(parseUsersCsv('name,email\n\n  \n')).toEqual({ ok: false, error: IMPORT_MESSAGES.tooShort });
  });

  it('needs name and email columns', () => {
    expect(parseUsersCsv('name,phone\nAda,1')).toEqual({ ok: false, error: IMPORT_MESSAGES.missingColumns });
  });

  it('reports a broken quote as a parse failure', () => {
    expect(parseUsersCsv('name,email\n"Ada,ada@uni.edu')).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.parseFailed,
    });
  });

  it('reads rows with aliases, trims, lower-cases e-mails and defaults role and status', () => {
    const { rows, columns } = parsed(
      'Full_Name,Email_Address,role,status,phone_number,studentid,notes\r\n' +
        ' Ada Lovelace , ADA@Uni.EDU ,Student,active, 555 ,S1,x\r\n' +
        'Alan Turing,alan@uni.edu,wizard,sleeping,,,\r\n',
    );
    expect(columns).toEqual(['name', 'email', 'role', 'status', 'phone', 'student_id', null]);
    expect(rows[0]).toEqual({
      row: 1,
      user: {
        name: 'Ada Lovelace',
        email: 'ada@uni.edu',
        role: 'student',
        status: 'active',
        phone: '555',
        student_id: 'S1',
      },
      problems: [],
      notes: [],
    });
    expect(rows[1]?.user).toEqual({
      name: 'Alan Turing',
      email: 'alan@uni.edu',
      role: 'student',
      status: 'active',
    });
    expect(rows[1]?.problems).toEqual([]);
    expect(rows[1]?.notes).toEqual([
      'Unknown role "wizard", student will be used',
      'Unknown status "sleeping", active will be used',
    ]);
  });

  it('marks missing fields, bad e-mails, wrong widths and duplicates', () => {
    const { rows } = parsed(
      [
        'name,email,role',
        ',nobody@uni.edu,student',
        'No Mail,,student',
        'Bad Mail,not-an-email,student',
        'Too Wide,wide@uni.edu,student,extra',
        'Short',
        'First,same@uni.edu,student',
        'Second,SAME@uni.edu,advisor',
      ].join('\n'),
    );
    expect(rows.map((row) => row.problems)).toEqual([
      ['Row 1: Name is required'],
      ['Row 2: Email is required'],
      ['Row 3: Invalid email format'],
      ['Row 4: Expected 3 columns but found 4; row skipped'],
      ['Row 5: Expected 3 columns but found 1; row skipped'],
      [],
      ['Row 7: Duplicate email same@uni.edu (also in row 6)'],
    ]);
    expect(rows.filter((row) => row.problems.length === 0).map((row) => row.user.email)).toEqual([
      'same@uni.edu',
    ]);
  });

  it('accepts tab-, semicolon- and pipe-separated text', () => {
    for (const delimiter of ['\t', ';', '|']) {
      const { rows } = parsed(`name${delimiter}email\nAda${delimiter}ada@uni.edu\n`);
      expect(rows[0]?.user.email).toBe('ada@uni.edu');
    }
  });
});

describe('readUsersCsv (what the server import reads)', () => {
  it('keeps good rows as cells with their position and sets wrong widths aside with their message', () => {
    const table = readUsersCsv(
      'name,email,notes\nAda,ada@uni.edu,x\nShort\n"Line\nBreak",lb@uni.edu,=SUM(A1)\n',
    );
    if (!table.ok) throw new Error(table.error);
    expect(table.value.rows).toEqual([
      { index: 0, row: { name: 'Ada', email: 'ada@uni.edu' } },
      { index: 2, row: { name: 'Line\nBreak', email: 'lb@uni.edu' } },
    ]);
    expect(table.value.wrongWidth).toEqual([
      {
        index: 1,
        error: 'Row 2: Expected 3 columns but found 1; row skipped',
        row: { name: 'Short', email: '' },
      },
    ]);
  });

  it('refuses more rows than one import may carry', () => {
    const body = Array.from({ length: USER_LIMITS.importMaxRows + 1 }, (_, i) => `U${i},u${i}@uni.edu`);
    expect(readUsersCsv(['name,email', ...body].join('\n'))).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.tooMany,
    });
  });
});

describe('importRowProblems and checkImportRows', () => {
  it('words the limits as the import does and collapses line breaks in names', () => {
    const long = toImportUser({ name: 'x'.repeat(256), email: 'a@uni.edu', student_id: 's'.repeat(51) });
    expect(importRowProblems(long, 4)).toEqual([
      'Row 4: Name must not exceed 255 characters',
      'Row 4: Student ID must not exceed 50 characters',
    ]);
    expect(toImportUser({ name: ' Line\nBreak ', email: ' A@Uni.EDU ' })).toMatchObject({
      name: 'Line Break',
      email: 'a@uni.edu',
    });
  });

  it('reports a repeated e-mail against the first good row only', () => {
    const rows = checkImportRows([
      { row: 1, cells: { name: '', email: 'a@uni.edu' } },
      { row: 2, cells: { name: 'A', email: 'a@uni.edu' } },
      { row: 3, cells: { name: 'B', email: 'A@uni.edu', role: 'Wizard' } },
    ]);
    expect(rows.map((row) => row.problems)).toEqual([
      ['Row 1: Name is required'],
      [],
      ['Row 3: Duplicate email a@uni.edu (also in row 2)'],
    ]);
    expect(rows[2]?.notes).toEqual(['Unknown role "Wizard", student will be used']);
  });
});
