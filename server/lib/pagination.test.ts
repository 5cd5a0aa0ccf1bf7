import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';

describe('paginate', () => {
  it('gives the page figures of an exact total', () => {
    expect(paginate(45, 2, 20)).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 20,
      total: 45,
      from: 21,
      to: 40,
      has_more_pages: true,
    });
    expect(paginate(0, 1, 20)).toMatchObject({ from: null, to: null, last_page: 1, has_more_pages: false });
    expect(paginate(45, 4, 20)).toMatchObject({ from: null, to: null, has_more_pages: false });
  });

  it('takes from and to from the page itself when the total is an estimate, and flags it', () => {
    expect(paginate(24_300, 1, 25, { shown: 25 })).toEqual({
      current_page: 1,
      last_page: 972,
      per_page: 25,
      total: 24_300,
      from: 1,
      to: 25,
      has_more_pages: true,
      total_is_estimate: true,
    });
    // Past an estimate that was short: a full page means another may follow.
    expect(paginate(24_300, 980, 25, { shown: 25 })).toMatchObject({
      from: 24_476,
      to: 24_500,
      last_page: 981,
      has_more_pages: true,
    });
    // A short page is the last one, whatever the estimate said.
    expect(paginate(24_300, 980, 25, { shown: 7 })).toMatchObject({
      to: 24_482,
      last_page: 980,
      has_more_pages: false,
    });
    expect(paginate(24_300, 990, 25, { shown: 0 })).toMatchObject({
      from: null,
      to: null,
      has_more_pages: false,
    });
  });
});
