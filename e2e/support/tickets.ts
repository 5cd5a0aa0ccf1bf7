import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { assignTicket, staffIdOf } from './notifications';

/** The id of an active category by name, read from the API as the signed-in user. */
export async function categoryIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/ticket-categories');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { categories: { id: number; name: string }[] } };
  const category = body.data.categories.find((c) => c.name === name);
  if (!category) throw new Error(`No category named ${name}`);
  return category.id;
}

export interface CreatedTicket {
  id: number;
  ticket_number: string;
  slug: string;
  subject: string;
}

/** Creates a ticket through the API as the signed-in user: journeys work on their own tickets, beside the demo history. */
export async function createTicket(
  page: Page,
  ticket: { subject: string; description: string; category: string; priority?: string },
): Promise<CreatedTicket> {
  const response = await page.request.post('/api/tickets', {
    data: {
      subject: ticket.subject,
      description: ticket.description,
      category_id: await categoryIdOf(page, ticket.category),
      ...(ticket.priority ? { priority: ticket.priority } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { ticket: CreatedTicket } }).data.ticket;
}

/**
 * Chooses a person in an "Assign to" select by the start of their option ("Dr. Sarah Chen (Counselor)");
 * the option also tells their workload. Answers the option's full text.
 */
export async function chooseAssignee(select: Locator, person: string): Promise<string> {
  const option = select.locator('option', { hasText: person }).first();
  await expect(option).toContainText(/ open$/);
  const value = await option.getAttribute('value');
  await select.selectOption(value ?? '');
  return (await option.textContent()) ?? '';
}

/**
 * Deletes, as the demo admin, every ticket whose subject is one of `subjects`. Journeys that raise crises
 * clean up after themselves: crises are lifted to the top of every list, and would crowd other journeys'
 * "most recent" views.
 */
export async function deleteTicketsBySubject(browser: Browser, subjects: readonly string[]): Promise<void> {
  const context = await browser.newContext();
  try {
    const signIn = await context.request.post('/api/auth/demo-login', { data: { role: 'admin' } });
    expect(signIn.ok()).toBe(true);
    for (const subject of subjects) {
      const list = await context.request.get(
        `/api/tickets?per_page=100&search=${encodeURIComponent(subject)}`,
      );
      expect(list.ok()).toBe(true);
      const { tickets } = ((await list.json()) as { data: { tickets: { id: number; subject: string }[] } })
        .data;
      for (const ticket of tickets.filter((t) => t.subject === subject)) {
        const removed = await context.request.delete(`/api/tickets/${ticket.id}`, {
          data: { reason: 'End-to-end journey clean-up' },
        });
        expect(removed.ok()).toBe(true);
      }
    }
  } finally {
    await context.close();
  }
}

/**
 * Creates a ticket as the demo admin (in a context of its own) and assigns it to a staff member by name:
 * a journey for a counselor or an advisor gets a case of its own, beside the demo history.
 */
export async function createAssignedTicket(
  browser: Browser,
  ticket: { subject: string; description: string; category: string; priority?: string },
  staffName: string,
): Promise<CreatedTicket> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    const signIn = await admin.request.post('/api/auth/demo-login', { data: { role: 'admin' } });
    expect(signIn.ok()).toBe(true);
    const created = await createTicket(admin, ticket);
    await assignTicket(admin, created.id, await staffIdOf(admin, staffName));
    return created;
  } finally {
    await context.close();
  }
}

/**
 * Staff opening a crisis ticket that is neither theirs nor assigned to them give a reason first, like a
 * person: choose the reason (or keep the one preselected from a crisis alert) and press "Open the ticket".
 */
export async function giveReason(page: Page, reason = 'Supervision or quality review'): Promise<void> {
  const form = page.getByRole('heading', { name: 'Give a reason to open this crisis ticket', level: 1 });
  await expect(form).toBeVisible();
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('button', { name: 'Open the ticket' }).click();
}
