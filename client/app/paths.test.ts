import { describe, expect, it } from 'vitest';
import { PAGE_ROLES } from '../../common/permissions';
import {
  adminAliasPage,
  PAGE_PATHS,
  parseTicketId,
  parseTicketPath,
  resolvePath,
  STATIC_PAGES,
  ticketPath,
  ticketSlug,
  ticketUrl,
} from './paths';

describe('PAGE_PATHS', () => {
  it('has a path for every page of the permission table except ticket-details', () => {
    const pages = Object.keys(PAGE_ROLES).filter((page) => page !== 'ticket-details');
    expect([...STATIC_PAGES].sort()).toEqual(pages.sort());
    for (const page of STATIC_PAGES) expect(PAGE_PATHS[page]).toBe(`/${page}`);
  });
});

describe('parseTicketId', () => {
  it.each([
    ['12', 12],
    ['12-general-help-tkt-1', 12],
    ['7-', 7],
    ['007-x', 7],
  ])('reads %s as %d', (segment, id) => {
    expect(parseTicketId(segment)).toBe(id);
  });

  it.each(['', '0', '0-general', '-5', 'abc', '12abc-x', '1.5', '99999999999999999999'])(
    'refuses %j',
    (segment) => {
      expect(parseTicketId(segment)).toBeNull();
    },
  );
});

describe('parseTicketPath', () => {
  it('accepts /tickets/{id} and /tickets/{id-slug}', () => {
    expect(parseTicketPath('/tickets/42')).toEqual({ ticketId: 42, slug: '42' });
    expect(parseTicketPath('/tickets/42-academic-essay-tkt-2024-0042')).toEqual({
      ticketId: 42,
      slug: '42-academic-essay-tkt-2024-0042',
    });
    expect(parseTicketPath('/tickets/42/')).toEqual({ ticketId: 42, slug: '42' });
  });

  it('refuses links that are not exactly /tickets/{positive id...}', () => {
    expect(parseTicketPath('/tickets')).toBeNull();
    expect(parseTicketPath('/tickets/abc')).toBeNull();
    expect(parseTicketPath('/tickets/0')).toBeNull();
    expect(parseTicketPath('/tickets/42/extra')).toBeNull();
    expect(parseTicketPath('/ticket/42')).toBeNull();
  });
});

describe('ticketSlug', () => {
  it('joins id, category slug, subject and ticket number', () => {
    expect(
      ticketSlug({
        id: 12,
        subject: "Can't access   my Course Portal!",
        ticket_number: 'TKT-2024_0012',
        category: { slug: 'technical' },
      }),
    ).toBe('12-technical-cant-access-my-course-portal-tkt-2024-0012');
  });

  it('uses "general" when the ticket has no category', () => {
    expect(ticketSlug({ id: 3, subject: 'Help', ticket_number: 'T-3', category: null })).toBe(
      '3-general-help-t-3',
    );
    expect(ticketSlug({ id: 3, subject: 'Help', ticket_number: 'T-3' })).toBe('3-general-help-t-3');
  });

  it('cuts the subject part to 50 characters', () => {
    const slug = ticketSlug({ id: 1, subject: 'a'.repeat(80), ticket_number: 'N1', category: { slug: 'x' } });
    expect(slug).toBe(`1-x-${'a'.repeat(50)}-n1`);
  });

  it('round-trips through parseTicketPath', () => {
    const path = ticketPath({ id: 77, subject: 'Housing question', ticket_number: 'TKT-77' });
    expect(parseTicketPath(path)?.ticketId).toBe(77);
  });
});

describe('ticketPath and ticketUrl', () => {
  it('opens a bare id as /tickets/{id}', () => {
    expect(ticketPath(5)).toBe('/tickets/5');
    expect(ticketUrl('https://hub.example.edu/', 5)).toBe('https://hub.example.edu/tickets/5');
  });
});

describe('adminAliasPage', () => {
  it.each([
    ['tickets', 'admin-tickets'],
    ['resources', 'admin-resources'],
    ['help', 'admin-help'],
    ['users', 'admin-users'],
    ['reports', 'admin-reports'],
    ['settings', 'admin-settings'],
  ])('maps /admin/%s to %s', (segment, page) => {
    expect(adminAliasPage(segment)).toBe(page);
  });

  it('returns null for an unknown admin page', () => {
    expect(adminAliasPage('payroll')).toBeNull();
    expect(adminAliasPage('')).toBeNull();
  });
});

describe('resolvePath', () => {
  it('shows the dashboard at / and /dashboard', () => {
    expect(resolvePath('/')).toEqual({ kind: 'page', page: 'dashboard' });
    expect(resolvePath('')).toEqual({ kind: 'page', page: 'dashboard' });
    expect(resolvePath('/dashboard')).toEqual({ kind: 'page', page: 'dashboard' });
  });

  it('shows each named page at its path', () => {
    for (const page of STATIC_PAGES) expect(resolvePath(PAGE_PATHS[page])).toEqual({ kind: 'page', page });
  });

  it('shows ticket details for a valid ticket link and the list otherwise', () => {
    expect(resolvePath('/tickets/9-general-x-t-9')).toEqual({
      kind: 'ticket',
      page: 'ticket-details',
      ticketId: 9,
      slug: '9-general-x-t-9',
    });
    expect(resolvePath('/tickets/nope')).toMatchObject({ kind: 'redirect', to: '/tickets' });
  });

  it('treats /admin/{x} as an alias of /admin-{x}', () => {
    expect(resolvePath('/admin/users')).toEqual({ kind: 'page', page: 'admin-users' });
    expect(resolvePath('/admin/payroll')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends unknown paths to the dashboard', () => {
    expect(resolvePath('/nowhere')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolvePath('/tickets/1/2')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolvePath('/admin')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolvePath('/ticket-details')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });
});
