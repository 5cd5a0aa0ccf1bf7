import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../common/schemas/admin-report';
import type { TicketAnalytics } from '../../../common/schemas/reports';
import { seedDemoData } from '../../db/seed';
import { call, createTestApp, signIn, type TestApp } from '../../test/setup';
import { closeTicketSuite } from '../../test/tickets';
import { reportCsv } from './export';
import { foldIntoDays, localDays } from './local-days';
import { reportTicket, setHubTimeZone } from './test-report';

/**
 * Reports count the hub's local days (the `timezone` setting), daylight-saving days of 23 and 25 hours
 * included. Figures worked out by hand; America/New_York leaves daylight time on 2024-11-03 (02:00 EDT
 * becomes 01:00 EST), so that day runs from 04:00Z to 05:00Z the next day. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let admin: string;

/** Just before local midnight of 4 November in New York (EST, UTC-5); already the 5th in UTC. */
const NOW = '2024-11-05T04:59:30.000Z';
const PERIOD = 'from=2024-10-29&to=2024-11-04';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  t.clock.set(NOW);
  admin = await signIn(t.app, 'admin@university.edu');
  // New York: A 29 Oct 23:30 EDT; B 30 Oct 00:30 EDT; I 31 Oct 15:00 EDT; C 3 Nov 00:30 EDT; D 3 Nov 23:30 EST
  // (the 25th hour); E 4 Nov 00:30 EST (crisis); G 4 Nov 23:59 EST; F 28 Oct 23:59 EDT (the previous week).
  const at = (created_at: string, more = {}) => reportTicket(t.db, { created_at, ...more });
  await at('2024-10-30T03:30:00.000Z'); // A
  await at('2024-10-30T04:30:00.000Z'); // B
  await at('2024-10-31T19:00:00.000Z'); // I: 1 Nov 00:30 in Kolkata
  await at('2024-11-03T04:30:00.000Z', {
    status: 'Resolved',
    resolved_at: '2024-11-04T04:10:00.000Z', // 3 Nov 23:10 EST
  }); // C
  await at('2024-11-04T04:30:00.000Z'); // D
  await at('2024-11-04T05:30:00.000Z', { crisis_flag: 1, crisis_level: 'high' }); // E
  await at('2024-11-05T04:59:00.000Z'); // G
  await at('2024-10-29T03:59:00.000Z'); // F
});
afterAll(async () => closeTicketSuite(t));

async function reportIn(zone: string, query = PERIOD): Promise<Report> {
  await setHubTimeZone(t.db, zone);
  const res = await call(t.app, admin, 'GET', `/api/admin/reports?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { report: Report } }).data.report;
}

const days = (report: Report) =>
  report.support.volume_by_day.filter((d) => d.created > 0).map((d) => [d.date, d.created, d.crisis]);

describe('local days', () => {
  it('gives a 25-hour day when daylight time ends and a 23-hour day when it starts', () => {
    expect(localDays('2024-11-03', '2024-11-03', 'America/New_York')).toEqual({
      days: ['2024-11-03'],
      window: { from: '2024-11-03T04:00:00.000Z', to: '2024-11-04T04:59:59.999Z' },
      slot: 'hour',
      starts: [Date.parse('2024-11-03T04:00:00.000Z'), Date.parse('2024-11-04T05:00:00.000Z')],
    });
    expect(localDays('2024-03-10', '2024-03-10', 'America/New_York').window).toEqual({
      from: '2024-03-10T05:00:00.000Z',
      to: '2024-03-11T03:59:59.999Z',
    });
  });

  it('groups by minute where local midnight is not on a whole UTC hour', () => {
    const kolkata = localDays('2024-11-01', '2024-11-02', 'Asia/Kolkata');
    expect(kolkata.slot).toBe('minute');
    expect(kolkata.window).toEqual({ from: '2024-10-31T18:30:00.000Z', to: '2024-11-02T18:29:59.999Z' });
    expect(
      foldIntoDays(
        [
          { day: '2024-10-31T18:29', count: 1, crisis: 0 },
          { day: '2024-10-31T18:30', count: 2, crisis: 1 },
          { day: '2024-11-02T18:29', count: 4, crisis: 0 },
        ],
        localDays('2024-10-31', '2024-11-02', 'Asia/Kolkata'),
      ),
    ).toEqual([
      { day: '2024-10-31', count: 1, crisis: 0, responded: 0, response_hours: 0 },
      { day: '2024-11-01', count: 2, crisis: 1, responded: 0, response_hours: 0 },
      { day: '2024-11-02', count: 4, crisis: 0, responded: 0, response_hours: 0 },
    ]);
    // Outside the window's days (the database never sends one): left out.
    expect(foldIntoDays([{ day: '2024-11-02T18:30', count: 1, crisis: 0 }], kolkata)).toEqual([]);
  });
});

describe('GET /api/admin/reports in the hub time zone', () => {
  it('counts a ticket at 23:30 local on that local day, and the 25-hour day whole', async () => {
    const report = await reportIn('America/New_York');
    expect(report.time_zone).toBe('America/New_York');
    expect(report.period).toMatchObject({
      from: '2024-10-29',
      to: '2024-11-04',
      days: 7,
      starts_at: '2024-10-29T04:00:00.000Z',
      ends_at: '2024-11-05T04:59:59.999Z',
    });
    expect(report.previous_period).toMatchObject({
      from: '2024-10-22',
      to: '2024-10-28',
      starts_at: '2024-10-22T04:00:00.000Z',
      ends_at: '2024-10-29T03:59:59.999Z',
    });
    expect(report.overview.tickets).toEqual({ current: 7, previous: 1 });
    expect(report.support.volume_by_day).toHaveLength(7);
    expect(days(report)).toEqual([
      ['2024-10-29', 1, 0],
      ['2024-10-30', 1, 0],
      ['2024-10-31', 1, 0],
      ['2024-11-03', 2, 0],
      ['2024-11-04', 2, 1],
    ]);
  });

  it('counts other days when the time zone setting changes', async () => {
    const utc = await reportIn('UTC');
    expect(utc.period.starts_at).toBe('2024-10-29T00:00:00.000Z');
    expect(utc.overview.tickets).toEqual({ current: 7, previous: 0 });
    expect(days(utc)).toEqual([
      ['2024-10-29', 1, 0],
      ['2024-10-30', 2, 0],
      ['2024-10-31', 1, 0],
      ['2024-11-03', 1, 0],
      ['2024-11-04', 2, 1],
    ]);
    const kolkata = await reportIn('Asia/Kolkata');
    expect(kolkata.period.starts_at).toBe('2024-10-28T18:30:00.000Z');
    expect(days(kolkata)).toEqual([
      ['2024-10-29', 1, 0],
      ['2024-10-30', 2, 0],
      ['2024-11-01', 1, 0],
      ['2024-11-03', 1, 0],
      ['2024-11-04', 2, 1],
    ]);
  });

  it('ends the default 30 days at the local today', async () => {
    expect((await reportIn('America/New_York', '')).period).toMatchObject({
      from: '2024-10-06',
      to: '2024-11-04',
    });
    expect((await reportIn('UTC', '')).period).toMatchObject({ from: '2024-10-07', to: '2024-11-05' });
  });

  it('says the time zone in the CSV', async () => {
    const csv = reportCsv(await reportIn('America/New_York'));
    expect(csv).toContain('Times in America/New_York\r\n');
  });
});

describe('GET /api/tickets/analytics in the hub time zone', () => {
  it('gives the last 7 local days, resolutions on their local day', async () => {
    await setHubTimeZone(t.db, 'America/New_York');
    const res = await call(t.app, admin, 'GET', '/api/tickets/analytics?timeframe=7');
    expect(res.statusCode).toBe(200);
    const analytics = (res.json() as { data: { analytics: TicketAnalytics } }).data.analytics;
    expect(analytics.time_zone).toBe('America/New_York');
    expect(analytics.from).toBe('2024-10-29T04:00:00.000Z');
    expect(analytics.totals.tickets).toBe(7);
    const byDay = Object.fromEntries(analytics.volume_by_day.map((d) => [d.date, [d.created, d.resolved]]));
    expect(byDay).toEqual({
      '2024-10-29': [1, 0],
      '2024-10-30': [1, 0],
      '2024-10-31': [1, 0],
      '2024-11-01': [0, 0],
      '2024-11-02': [0, 0],
      '2024-11-03': [2, 1],
      '2024-11-04': [2, 0],
    });
  });
});
