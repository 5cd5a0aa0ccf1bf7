import { describe, expect, it } from 'vitest';
import { exportContent, exportFileName, exportRecords, localDate } from './export';
import { specializationRow } from './test-rows';

describe('the specializations export', () => {
  it('names the file counselor-specializations-export-{YYYY-MM-DD} with the format', () => {
    const day = new Date(2026, 2, 4, 23, 30);
    expect(localDate(day)).toBe('2026-03-04');
    expect(exportFileName('csv', day)).toBe('counselor-specializations-export-2026-03-04.csv');
    expect(exportFileName('json', day)).toBe('counselor-specializations-export-2026-03-04.json');
  });

  it('writes one record per specialization with the derived figures', () => {
    const [record] = exportRecords([specializationRow({ current_workload: 8, max_workload: 10 })]);
    expect(record).toMatchObject({
      counselor_name: 'Dana Counselor',
      counselor_email: 'dana@university.edu',
      category: 'Mental Health',
      priority_level: 'primary',
      current_workload: 8,
      max_workload: 10,
      utilization_rate: 80,
      expertise_label: 'Advanced',
      can_take_ticket: true,
      assignment_score: 16,
      notes: '',
    });
  });

  it('neutralises cells that would start a spreadsheet formula in the CSV', () => {
    const csv = exportContent(
      [
        specializationRow({
          notes: '=HYPERLINK("http://x")',
          user: { ...specializationRow().user, name: '@Dana' },
        }),
      ],
      'csv',
    );
    const [header, row] = csv.split('\r\n');
    expect(header?.startsWith('id,counselor_name,counselor_email')).toBe(true);
    expect(row).toContain("'@Dana");
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('writes the same records as indented JSON', () => {
    const json = exportContent(
      [specializationRow(), specializationRow({ id: 2, is_available: false })],
      'json',
    );
    const parsed = JSON.parse(json) as { id: number; can_take_ticket: boolean }[];
    expect(parsed.map((record) => [record.id, record.can_take_ticket])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(json).toContain('\n  {');
  });
});
