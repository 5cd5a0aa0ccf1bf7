import type { Browser, Page } from '@playwright/test';
import { expectScreen } from '../support/axe';
import { assignTicket, screenshot, staffIdOf } from '../support/notifications';
import { signInAsDemo, signInFirstTime } from '../support/session';
import { expect, test } from '../support/test';
import { chooseAssignee, createTicket } from '../support/tickets';
import { createUser, STRONG_PASSWORD } from '../support/users';

const DESCRIPTION = 'I would like some advice on summer internships and how to prepare my applications.';

/** A stat card's figure, as the card shows it. */
function statCard(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function expectFigure(page: Page, label: string, value: number | string) {
  await expect(statCard(page, label).getByText(String(value), { exact: true })).toBeVisible();
}

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Stats {
  total: number;
  crisis: number;
  high_priority: number;
  unassigned: number;
}

/** A new page signed in as a fresh student the admin creates through the users API (no tickets yet). */
async function freshStudent(browser: Browser, admin: Page, stamp: number): Promise<Page> {
  const user = await createUser(admin, {
    name: `Dana Fresh${stamp}`,
    email: `dana.fresh.${stamp}@university.edu`,
    password: STRONG_PASSWORD,
  });
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signInFirstTime(page, user.email, STRONG_PASSWORD);
  return page;
}

test('a student dashboard shows real counts and the 3 most recent tickets', async ({ page, browser }) => {
  const stamp = Date.now();
  await signInAsDemo(page, 'Admin', '/admin-users');
  const student = await freshStudent(browser, page, stamp);

  await expect(student.getByRole('heading', { name: `Welcome, Dana`, level: 1 })).toBeVisible();
  await expect(student.getByText('No tickets yet')).toBeVisible();
  await expect(student.getByRole('link', { name: 'Submit First Ticket' })).toBeVisible();
  await expectFigure(student, 'Total Tickets', 0);
  const actions = student.getByRole('region', { name: 'Quick actions' });
  for (const action of ['Submit Ticket', 'View All Tickets', 'Book Appointment']) {
    await expect(actions.getByRole('link', { name: action, exact: true })).toBeVisible();
  }
  // Crisis Support opens the panel where the student stands.
  await expect(actions.getByRole('button', { name: 'Crisis Support', exact: true })).toBeVisible();
  await expectScreen(student, 'an empty student dashboard');

  const subjects = ['Internship one', 'Internship two', 'Internship three', 'Internship four'].map(
    (subject) => `${subject} ${stamp}`,
  );
  for (const [index, subject] of subjects.entries()) {
    await createTicket(student, {
      subject,
      description: DESCRIPTION,
      category: 'Career Guidance',
      priority: index === 1 ? 'High' : 'Medium',
    });
  }
  await student.reload();

  await expectFigure(student, 'Total Tickets', 4);
  await expectFigure(student, 'Active Tickets', 4);
  await expectFigure(student, 'Resolved', 0);
  await expectFigure(student, 'High Priority', 1);
  const recent = student.getByRole('link', { name: new RegExp(`Internship \\w+ ${stamp}`) });
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toContainText(subjects[3]!);
  await expect(student.getByText(subjects[0]!)).toHaveCount(0);

  // Nothing invented: no sample appointments or resources, and the safety plan is the student's own.
  await expect(student.getByText('Sample content')).toHaveCount(0);
  await expect(student.getByRole('link', { name: 'Create Safety Plan' })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Need to talk to someone right now?' })).toBeVisible();
  await expectScreen(student, 'the student dashboard with tickets');
  await screenshot(student, 'dashboard-student');
  await student.context().close();
});

test('a counselor dashboard lists an assigned case under Overview and My Cases', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const subject = `Scholarship renewal question ${stamp}`;
  const studentPage = await (await browser.newContext()).newPage();
  await signInAsDemo(studentPage, 'Student', '/tickets');
  const ticket = await createTicket(studentPage, {
    subject,
    description: DESCRIPTION,
    category: 'Financial Aid',
    priority: 'High',
  });
  await studentPage.context().close();

  await signInAsDemo(page, 'Admin', '/tickets');
  await assignTicket(page, ticket.id, await staffIdOf(page, 'Dr. Sarah Chen'));

  const counselor = await (await browser.newContext()).newPage();
  await signInAsDemo(counselor, 'Counselor');
  const stats = await apiData<{ stats: Stats }>(counselor, '/api/tickets/stats');
  await expectFigure(counselor, 'High Priority', stats.stats.high_priority - stats.stats.crisis);
  await expectFigure(counselor, 'Crisis Cases', stats.stats.crisis);

  const overview = counselor.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await expect(counselor.getByText('Sample content')).toHaveCount(0);
  await expectScreen(counselor, 'the counselor dashboard Overview tab');

  await counselor.getByRole('tab', { name: 'My Cases' }).click();
  const high = counselor.getByRole('region', { name: 'High Priority' });
  await expect(high.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await expect(counselor.getByText('No assigned cases')).toHaveCount(0);
  await expectScreen(counselor, 'the counselor dashboard My Cases tab');
  await screenshot(counselor, 'dashboard-counselor-cases');

  await counselor.getByRole('tab', { name: 'Analytics' }).click();
  const caseload = counselor.getByRole('tabpanel', { name: 'Analytics' });
  await expect(caseload.getByText('Assigned, any status')).toBeVisible();
  await expect(caseload.getByText(String(stats.stats.total), { exact: true }).first()).toBeVisible();
  await expectScreen(counselor, 'the counselor dashboard Analytics tab');
  await screenshot(counselor, 'dashboard-counselor');
  await counselor.context().close();
});

test('the admin dashboard shows real tiles, users, staff figures and marks sample content', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const subject = `Lab access card not working ${stamp}`;
  const studentPage = await (await browser.newContext()).newPage();
  await signInAsDemo(studentPage, 'Student', '/tickets');
  await createTicket(studentPage, { subject, description: DESCRIPTION, category: 'Career Guidance' });
  await studentPage.context().close();

  await signInAsDemo(page, 'Admin');
  await expect(page.getByRole('heading', { name: 'System Administration', level: 1 })).toBeVisible();
  const stats = (await apiData<{ stats: Stats }>(page, '/api/tickets/stats')).stats;
  const users = (await apiData<{ stats: Record<string, number> }>(page, '/api/admin/users/stats')).stats;
  await expectFigure(page, 'Total Tickets', stats.total);
  await expectFigure(page, 'Crisis Cases', stats.crisis);
  await expectFigure(page, 'Active Users', users.active_users!);
  await expect(statCard(page, 'System Uptime')).toContainText(/\d+(s|m|h|d)/);
  await expect(page.getByRole('heading', { name: /unassigned tickets? waiting for staff/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Staff' })).toBeVisible();
  for (const action of ['Add User', 'Search Tickets', 'Export Data', 'Settings']) {
    await expect(
      page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: action }),
    ).toBeVisible();
  }

  // Overview: the real user distribution and alerts drawn from the tickets (nothing invented).
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const byRole = overview.getByRole('list', { name: 'Users by role' });
  await expect(byRole.getByRole('listitem').filter({ hasText: 'Students' })).toContainText(
    String(users.students),
  );
  await expect(byRole.getByRole('listitem').filter({ hasText: 'Counselors' })).toContainText(
    String(users.counselors),
  );
  await expect(overview.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin-users');
  await expect(overview.getByText('Recent System Alerts')).toBeVisible();
  await expect(overview.getByText('Sample content')).toHaveCount(0);
  if (stats.unassigned > 0) await expect(overview.getByText(/tickets? waits? for someone/)).toBeVisible();
  await expectScreen(page, 'the admin dashboard Overview tab');
  await screenshot(page, 'dashboard-admin-overview');

  // Ticket Management: tiles and the recent list, where a ticket is assigned from the dashboard.
  await page.getByRole('tab', { name: 'Ticket Management' }).click();
  const tickets = page.getByRole('tabpanel', { name: 'Ticket Management' });
  await expectFigure(page, 'Unassigned', stats.unassigned);
  const resolvedToday = (
    await apiData<{ overview: { resolved_today: number } }>(page, '/api/admin/system-overview')
  ).overview.resolved_today;
  await expectFigure(page, 'Resolved Today', resolvedToday);
  await expect(tickets.getByRole('link', { name: 'Advanced View' })).toHaveAttribute(
    'href',
    '/admin-tickets',
  );
  await expect(tickets.getByRole('button', { name: 'Export' })).toBeVisible();
  const row = tickets.getByRole('listitem', { name: subject });
  await expect(row).toContainText('Unassigned');
  await expectScreen(page, 'the admin dashboard Ticket Management tab');
  const number = (await row.locator('.font-mono').textContent())?.replace('#', '') ?? '';
  await row.getByRole('button', { name: `Assign ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign ${number}` });
  await expect(dialog.getByLabel('Assign to')).toBeVisible();
  await expectScreen(page, 'the Assign dialog on the admin dashboard');
  await chooseAssignee(dialog.getByLabel('Assign to'), 'Michael Torres (Advisor)');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Ticket assigned successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Assigned to Michael Torres');
  await expectScreen(page, 'the Ticket Management tab after assigning');
  await screenshot(page, 'dashboard-admin-tickets');

  // Performance: the staff table from the server's own figures.
  await page.getByRole('tab', { name: 'Performance' }).click();
  const performance = page.getByRole('tabpanel', { name: 'Performance' });
  const staff = await apiData<{
    staff: { name: string; cases: number; active: number; resolved: number; resolution_rate: number }[];
  }>(page, '/api/admin/staff-performance');
  const torres = staff.staff.find((member) => member.name === 'Michael Torres');
  expect(torres?.cases).toBeGreaterThanOrEqual(1);
  const torresRow = performance.getByRole('row', { name: /Michael Torres/ });
  await expect(torresRow.getByRole('cell')).toHaveText([
    'Advisor',
    String(torres!.cases),
    String(torres!.active),
    String(torres!.resolved),
    `${torres!.resolution_rate}%`,
    /h$|No replies yet/,
  ]);
  await expect(page.getByText('Sample content')).toHaveCount(0);
  await expectScreen(page, 'the admin dashboard Performance tab');
  await screenshot(page, 'dashboard-admin-performance');

  // System Health: real uptime, sessions, storage and database figures only.
  await page.getByRole('tab', { name: 'System Health' }).click();
  const health = page.getByRole('tabpanel', { name: 'System Health' });
  await expect(statCard(page, 'Sessions')).toContainText(/\d/);
  await expect(health.getByText('Database Health')).toBeVisible();
  await expect(health.getByText('Server Load')).toHaveCount(0);
  await expect(page.getByText('Sample content')).toHaveCount(0);
  // The system actions lead somewhere real: backups live in Settings, the security log is the audit log.
  await expect(health.getByRole('link', { name: 'Database Backups' })).toHaveAttribute(
    'href',
    '/admin-settings',
  );
  await expect(health.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin-audit');
  await expectScreen(page, 'the admin dashboard System Health tab');
  await screenshot(page, 'dashboard-admin-health');

  // The response time trend is drawn from the tickets in the Ticket Center's Analytics tab.
  await page.getByRole('tab', { name: 'Performance' }).click();
  await performance.getByRole('link', { name: 'Ticket Center analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Ticket analytics' })).toBeVisible();
  await expect(page.getByText('Response time trend')).toBeVisible();
  await expectScreen(page, 'the Ticket Center Analytics tab with the response time trend');
});
