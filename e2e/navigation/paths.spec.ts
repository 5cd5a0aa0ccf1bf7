import { expectScreen } from '../support/axe';
import { mainNavigation, signInAsDemo } from '../support/session';
import { expect, test } from '../support/test';

test.describe('Paths', () => {
  test('/admin/users shows User Management', async ({ page }) => {
    await signInAsDemo(page, 'Admin', '/admin/users');

    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectScreen(page, 'User Management at /admin/users');
  });

  test('an unknown path ends on the dashboard', async ({ page }) => {
    await signInAsDemo(page, 'Admin', '/no/such/place');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'System Administration', level: 1 })).toBeVisible();
    await expectScreen(page, 'the admin dashboard after an unknown path');
  });

  test('an unknown admin page warns and ends on the dashboard', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signInAsDemo(page, 'Admin', '/admin/payroll');

    await expect(page).toHaveURL(/\/dashboard$/);
    expect(warnings.some((text) => text.includes('admin-payroll'))).toBe(true);
    await expectScreen(page, 'the admin dashboard after an unknown admin page');
  });

  test('a ticket link opens the ticket by the id before the first dash', async ({ page }) => {
    await signInAsDemo(page, 'Student');
    const categories = await (await page.request.get('/api/ticket-categories')).json();
    const created = await page.request.post('/api/tickets', {
      data: {
        subject: 'Need help choosing electives',
        description: 'Which electives count towards the data science minor next semester?',
        category_id: categories.data.categories[0].id,
      },
    });
    expect(created.status()).toBe(201);
    const { id, ticket_number: number } = (await created.json()).data.ticket;

    // Anything after the id is decoration: the page reads the number before the first dash.
    await page.goto(`/tickets/${id}-general-need-help-tkt-2024-0012`);

    await expect(page.getByRole('heading', { name: 'Need help choosing electives', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Ticket #${number} · Student Support Hub`);
    await expect(mainNavigation(page).getByRole('link', { name: 'Tickets', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectScreen(page, 'a ticket opened by its link');
  });

  test('a ticket id that does not exist shows Ticket Not Found', async ({ page }) => {
    await signInAsDemo(page, 'Student', '/tickets/999999-general-missing');

    await expect(page.getByRole('heading', { name: 'Ticket Not Found', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText("The ticket you're looking for doesn't exist or you don't have access to it."),
    ).toBeVisible();
    // The same words arrive as a toast titled "Error Loading Ticket".
    await expect(page.getByText('Error Loading Ticket')).toBeVisible();
    await expectScreen(page, 'Ticket Not Found');
    await page.getByRole('link', { name: 'Back to Tickets' }).last().click();
    await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
    await expectScreen(page, 'My Support Tickets after Ticket Not Found');
  });

  test('a ticket link without a valid id shows the tickets list', async ({ page }) => {
    await signInAsDemo(page, 'Student', '/tickets/not-a-ticket');

    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('heading', { name: 'My Support Tickets', level: 1 })).toBeVisible();
    await expectScreen(page, 'My Support Tickets after a link without an id');
  });

  test('each page of the menu opens with its title', async ({ page }) => {
    await signInAsDemo(page, 'Admin');
    const nav = mainNavigation(page);
    const pages: [string, string][] = [
      ['Tickets', 'Ticket Management'],
      ['Submit Ticket', 'Submit a Ticket'],
      ['Appointments', 'My Appointments'],
      ['Resources', 'Resource Library'],
      ['Counseling', 'Counseling and Mental Health'],
      ['Help Center', 'Help Center'],
      ['Notifications', 'Notifications'],
      ['Ticket Management', 'Ticket Management Center'],
      ['Resource Management', 'Resource Management'],
      ['User Management', 'User Management'],
      ['Reports & Analytics', 'Reports & Analytics'],
      ['System Settings', 'System Settings'],
      ['Admin Help', 'Admin Help'],
      ['Audit Log', 'Audit Log'],
      ['Dashboard', 'System Administration'],
    ];
    for (const [link, title] of pages) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectScreen(page, `the ${title} page`);
    }
  });
});
