import { expect, type Page } from '@playwright/test';

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
