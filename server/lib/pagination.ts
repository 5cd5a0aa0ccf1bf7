import type { Pagination } from '../../common/schemas/api';

/**
 * The page figures of a list answer. With `estimate`, `total` is an estimate (a large ticket list on
 * PostgreSQL): the page's own rows decide from, to and whether another page may follow.
 */
export function paginate(
  total: number,
  page: number,
  perPage: number,
  estimate?: { shown: number },
): Pagination {
  if (estimate) {
    const offset = (page - 1) * perPage;
    const full = estimate.shown === perPage;
    const lastPage = Math.max(1, Math.ceil(total / perPage), full ? page + 1 : page);
    return {
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      from: estimate.shown ? offset + 1 : null,
      to: estimate.shown ? offset + estimate.shown : null,
      has_more_pages: page < lastPage,
      total_is_estimate: true,
    };
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : Math.min((page - 1) * perPage + 1, total + 1);
  const to = total === 0 ? null : Math.min(page * perPage, total);
  const empty = from !== null && from > total;
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: empty ? null : from,
    to: empty ? null : to,
    has_more_pages: page < lastPage,
  };
}
