import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, parseUsersCsv } from '../../../common/users-import';
import {
  bulkSummaryText,
  csvTemplate,
  isBlankEntry,
  type ManualEntry,
  manualEntriesResolver,
  manualEntriesToRows,
  manualProblemsText,
  parseUsersCsvFile,
  sendableRows,
  validationFailedText,
} from './csv-import';

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

  it('sends only the rows without problems', () => {
    const rows = manualEntriesToRows([
      { name: 'Ada', email: 'ada@uni.edu', role: 'student', id_number: '' },
      { name: '', email: 'x@uni.edu', role: 'student', id_number: '' },
    ]);
    expect(sendableRows(rows).map((row) => row.user.email)).toEqual(['ada@uni.edu']);
  });

  it('knows a blank row', () => {
    expect(isBlankEntry({ name: ' ', email: '', role: 'student', id_number: '' })).toBe(true);
    expect(isBlankEntry({ name: 'A', email: '', role: 'student', id_number: '' })).toBe(false);
  });
});

describe('texts', () => {
  it('builds the template with the template columns first', () => {
    const [header] = csvTemplate().split('\r\n');
    expect(header).toBe(IMPORT_COLUMNS.join(','));
    const template = parseUsersCsv(csvTemplate());
    expect(template.ok && template.value.rows.every((row) => row.problems.length === 0)).toBe(true);
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

describe('the manual entry form', () => {
  const entry = (change: Partial<ManualEntry>): ManualEntry => ({
    name: '',
    email: '',
    role: 'student',
    id_number: '',
    ...change,
  });
  const check = (entries: ManualEntry[]) =>
    manualEntriesResolver({ entries }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('gives the users to send when every filled row passes, leaving blank rows out', async () => {
    const result = await check([
      entry({ name: ' Ada ', email: 'ADA@uni.edu', id_number: 'S1' }),
      entry({}),
      entry({ name: 'Grace', email: 'grace@uni.edu', role: 'counselor', id_number: 'E2' }),
    ]);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      users: [
        { name: 'Ada', email: 'ada@uni.edu', role: 'student', status: 'active', student_id: 'S1' },
        { name: 'Grace', email: 'grace@uni.edu', role: 'counselor', status: 'active', employee_id: 'E2' },
      ],
    });
  });

  it("marks each entry with its row's problems, numbered among the filled rows", async () => {
    const result = await check([
      entry({}),
      entry({ name: 'Ada', email: 'ada@uni.edu' }),
      entry({ email: 'not-an-email' }),
      entry({ name: 'Ada again', email: 'ADA@uni.edu' }),
    ]);
    expect(result.values).toEqual({});
    const marked = result.errors.entries as unknown as ({ message?: string } | undefined)[];
    expect(marked[0]).toBeUndefined();
    expect(marked[1]).toBeUndefined();
    expect(marked[2]?.message).toBe(`${IMPORT_MESSAGES.nameRequired(2)}; ${IMPORT_MESSAGES.invalidEmail(2)}`);
    expect(marked[3]?.message).toBe(IMPORT_MESSAGES.duplicate(3, 'ada@uni.edu', 1));
    expect(manualProblemsText([entry({}), entry({ email: 'not-an-email' })])).toBe(
      `${IMPORT_MESSAGES.nameRequired(1)}\n${IMPORT_MESSAGES.invalidEmail(1)}`,
    );
  });

  it('refuses a list with no filled row as a whole', async () => {
    const result = await check([entry({}), entry({ name: '  ' })]);
    expect(result.errors.entries?.root?.message).toBe(IMPORT_MESSAGES.noUsers);
    expect(manualProblemsText([entry({})])).toBe(IMPORT_MESSAGES.noUsers);
  });
});
