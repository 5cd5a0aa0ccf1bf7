import type { Pagination } from '../../common/schemas/api';

export function paginate(total: number, page: number, perPage: number): Pagination {
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
