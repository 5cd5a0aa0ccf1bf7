import { afterEach, describe, expect, it, vi } from 'vitest';
import { glassKey, withGlass } from './glass';
import { asksForReason, cameFromCrisisAlert } from './glass-page';

function fakeStorage(entries: Record<string, string>) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => entries[key] ?? null });
}

afterEach(() => vi.unstubAllGlobals());

describe('the reason kept for a ticket', () => {
  it('is sent as `reason` in the query of that ticket only, encoded', () => {
    fakeStorage({ [glassKey(7)]: 'Supervision & review?' });
    expect(withGlass('/tickets/7', 7)).toBe('/tickets/7?reason=Supervision%20%26%20review%3F');
    expect(withGlass('/tickets/7?x=1', 7)).toBe('/tickets/7?x=1&reason=Supervision%20%26%20review%3F');
    expect(withGlass('/tickets/8', 8)).toBe('/tickets/8');
  });

  it('leaves the path alone when storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(withGlass('/tickets/7', 7)).toBe('/tickets/7');
  });
});

describe('asking for a reason', () => {
  it('asks only on a 422 that names `reason`', () => {
    expect(asksForReason({ status: 422, errors: { reason: ['Give a reason'] } })).toBe(true);
    expect(asksForReason({ status: 422, errors: { subject: ['x'] } })).toBe(false);
    expect(asksForReason({ status: 404, errors: {} })).toBe(false);
    expect(asksForReason(null)).toBe(false);
  });

  it('knows a link from a crisis alert by its navigation state', () => {
    expect(cameFromCrisisAlert({ crisisAlert: true })).toBe(true);
    expect(cameFromCrisisAlert({ crisisAlert: false })).toBe(false);
    expect(cameFromCrisisAlert(null)).toBe(false);
  });
});
