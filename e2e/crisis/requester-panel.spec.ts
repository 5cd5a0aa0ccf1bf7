import type { APIRequestContext } from '@playwright/test';
import { expectNoSidewaysScroll, expectScreen, PHONE_VIEWPORT } from '../support/axe';
import {
  DEMO_PASSWORD,
  expectLoginScreen,
  expectSignedIn,
  fillLoginForm,
  signInAsDemo,
} from '../support/session';
import { expect, test } from '../support/test';
import { type CreatedTicket, createTicket, deleteTicketsBySubject } from '../support/tickets';

const CRISIS_TEXT = "I don't want to be alive anymore and I have been saving up my pills";
const subject = `I cannot keep going ${Date.now()}`;
const PREFERRED = '+1 (555) 010-4477';
const CONTACT = { name: 'Dana Mitchell', relationship: 'Mother', phone: '555-0100' };

let ticket: CreatedTicket & { crisis_flag?: boolean; assignee?: { name: string } | null };

/** The e-mail of the staff member who holds the ticket, looked up by an admin (the ticket shows a name). */
async function emailOfStaff(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/api/auth/demo-login', { data: { role: 'admin' } });
  expect(login.ok()).toBe(true);
  const res = await request.get(`/api/admin/users?search=${encodeURIComponent(name)}&per_page=10`);
  expect(res.ok()).toBe(true);
  const users = ((await res.json()) as { data: { users: { name: string; email: string }[] } }).data.users;
  const user = users.find((u) => u.name === name);
  if (!user) throw new Error(`No staff member named ${name}`);
  return user.email;
}

test.describe
  .serial('Responders can reach the student of a crisis ticket', () => {
    test.afterAll(async ({ browser }) => deleteTicketsBySubject(browser, [subject]));

    test('the student keeps a preferred phone and an emergency contact, then raises a crisis', async ({
      page,
    }) => {
      await signInAsDemo(page, 'Student', '/profile');
      await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
      await expect(page.getByText('Jordan Mitchell', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('NU2024-0417')).toBeVisible();
      await expect(
        page.getByText('If you raise an urgent concern, a counselor may use these to reach you quickly.'),
      ).toBeVisible();
      await expectScreen(page, 'My Profile');

      await page.getByLabel('Preferred phone', { exact: true }).fill(PREFERRED);
      // Half a contact is refused with the shared message.
      await page.getByLabel('Contact name', { exact: true }).fill(CONTACT.name);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByText('Add both a name and a phone number for your emergency contact'),
      ).toBeVisible();
      await expect(page.getByLabel('Contact phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectScreen(page, 'My Profile with an error');

      await page.getByLabel('Relationship', { exact: true }).fill(CONTACT.relationship);
      await page.getByLabel('Contact phone', { exact: true }).fill(CONTACT.phone);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Preferred phone', { exact: true })).toHaveValue(PREFERRED);
      await expect(page.getByLabel('Contact phone', { exact: true })).toHaveValue(CONTACT.phone);
      await expectScreen(page, 'My Profile saved');

      ticket = await createTicket(page, {
        subject,
        description: CRISIS_TEXT,
        category: 'Mental Health & Wellbeing',
      });
      expect(ticket.crisis_flag).toBe(true);
      // A crisis is assigned to a counselor at once.
      expect(ticket.assignee?.name).toBeTruthy();
    });

    test('the counselor who holds it sees how to reach the student, on a phone too', async ({
      page,
      request,
    }) => {
      const holder = ticket.assignee?.name ?? 'Dr. Sarah Chen';
      if (holder === 'Dr. Sarah Chen') {
        await signInAsDemo(page, 'Counselor', `/tickets/${ticket.slug}`);
      } else {
        const email = await emailOfStaff(request, holder);
        await page.goto(`/tickets/${ticket.slug}`);
        await expectLoginScreen(page);
        await fillLoginForm(page, email, DEMO_PASSWORD);
        await expectSignedIn(page);
      }
      await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();

      const panel = page.getByRole('region', { name: 'Reach the student' });
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Jordan Mitchell', { exact: true })).toBeVisible();
      await expect(panel.getByText('NU2024-0417')).toBeVisible();
      await expect(panel.getByRole('link', { name: `Call ${PREFERRED}` })).toHaveAttribute(
        'href',
        'tel:+15550104477',
      );
      await expect(panel.getByRole('link', { name: 'Call 555-0142' })).toHaveAttribute('href', 'tel:5550142');
      await expect(panel.getByRole('link', { name: 'student@university.edu' })).toHaveAttribute(
        'href',
        'mailto:student@university.edu',
      );
      const contact = panel.getByRole('region', { name: 'Emergency contact' });
      await expect(contact.getByText(CONTACT.name)).toBeVisible();
      await expect(contact.getByText(`(${CONTACT.relationship})`)).toBeVisible();
      await expect(contact.getByRole('link', { name: `Call ${CONTACT.phone}` })).toHaveAttribute(
        'href',
        'tel:5550100',
      );
      await expect(panel.getByRole('region', { name: 'Crisis history (last 12 months)' })).toContainText(
        ticket.ticket_number,
      );
      await expectScreen(page, 'crisis ticket with the requester panel');

      await page.setViewportSize(PHONE_VIEWPORT);
      await page.reload();
      await expect(panel.getByRole('link', { name: `Call ${PREFERRED}` })).toBeVisible();
      await expectNoSidewaysScroll(page, 'crisis ticket with the requester panel');
    });
  });
