import { describe, expect, it } from 'vitest';
import {
  bulkSummaryText,
  CSV_TEMPLATE_COLUMNS,
  columnOf,
  csvTemplate,
  IMPORT_MESSAGES,
  isBlankEntry,
  manualEntriesToRows,
  parseUsersCsv,
  parseUsersCsvFile,
  roleOf,
  sendableRows,
  statusOf,
  validationFailedText,
} from './csv-import';

function parsed(text: string) {
  const outcome = parseUsersCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

describe('columnOf', () => {
  it('maps the template columns and the aliases', () => {
    expect(columnOf('name')).toBe('name');
    expect(columnOf(' Full Name ')).toBe('name');
    expect(columnOf('email_address')).toBe('email');
    expect(columnOf('Phone-Number')).toBe('phone');
    expect(columnOf('StudentID')).toBe('student_id');
    expect(columnOf('employeeid')).toBe('employee_id');
    expect(columnOf('\uFEFFname')).toBe('name');
    expect(columnOf('favourite_colour')).toBeNull();
  });
});

describe('roleOf and statusOf', () => {
  it('keeps known values, lower-cased, and defaults the rest', () => {
    expect(roleOf('Counselor')).toBe('counselor');
    expect(roleOf('teacher')).toBe('student');
    expect(roleOf('')).toBe('student');
    expect(statusOf('SUSPENDED')).toBe('suspended');
    expect(statusOf('gone')).toBe('active');
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
    expect(sendableRows(rows).map((row) => row.user.email)).toEqual(['same@uni.edu']);
  });

  it('accepts tab-, semicolon- and pipe-separated text', () => {
    for (const delimiter of ['\t', ';', '|']) {
      const { rows } = parsed(`name${delimiter}email\nAda${delimiter}ada@uni.edu\n`);
      expect(rows[0]?.user.email).toBe('ada@uni.edu');
    }
  });
});

describe('parseUsersCsvFile', () => {
  it('reads the file text', async () => {
    const outcome = await parseUsersCsvFile({ text: async () => 'name,email\nAda,ada@uni.edu' });
    expect(outcome.ok && outcome.value.rows).toHaveLength(1);
  });

  it('reports a file that cannot be read', async () => {
    const outcome = await parseUsersCsvFile({
      text: async () => {
        throw new Error('gone');
      },
    });
    expect(outcome).toEqual({ ok: false, error: IMPORT_MESSAGES.readFailed });
  });
});

describe('manual entries', () => {
  it('puts the ID where the role wants it and checks each row', () => {
    const rows = manualEntriesToRows([
      { name: 'Ada', email: 'Ada@uni.edu', role: 'student', id_number: 'S1' },
      { name: 'Maya', email: 'maya@uni.edu', role: 'counselor', id_number: 'E1' },
      { name: '', email: 'x', role: 'advisor', id_number: '' },
      { name: 'Again', email: 'ada@uni.edu', role: 'student', id_number: '' },
    ]);
    expect(rows[0]?.user).toEqual({
      name: 'Ada',
      email: 'ada@uni.edu',
      role: 'student',
      status: 'active',
      student_id: 'S1',
    });
    expect(rows[1]?.user.employee_id).toBe('E1');
    expect(rows[2]?.problems).toEqual(['Row 3: Name is required', 'Row 3: Invalid email format']);
    expect(rows[3]?.problems).toEqual(['Row 4: Duplicate email ada@uni.edu (also in row 1)']);
  });

  it('knows a blank row', () => {
    expect(isBlankEntry({ name: ' ', email: '', role: 'student', id_number: '' })).toBe(true);
    expect(isBlankEntry({ name: 'A', email: '', role: 'student', id_number: '' })).toBe(false);
  });
});

describe('texts', () => {
  it('builds the template with the template columns first', () => {
    const [header] = csvTemplate().split('\r\n');
    expect(header).toBe(CSV_TEMPLATE_COLUMNS.join(','));
    expect(parsed(csvTemplate()).rows.every((row) => row.problems.length === 0)).toBe(true);
  });

  it('words the bulk summary and validation failures as the spec does', () => {
    expect(bulkSummaryText({ successful: 3, failed: 1, skipped: 2, emails_queued: 0 })).toBe(
      'Bulk creation completed: 3 created, 1 failed, 2 skipped. 0 welcome emails queued.',
    );
    expect(validationFailedText({ email: ['Email is required'], role: ['Invalid role selected', 'x'] })).toBe(
      'Validation failed: email: Email is required; role: Invalid role selected, x',
    );
    expect(validationFailedText({})).toBeNull();
  });
});
