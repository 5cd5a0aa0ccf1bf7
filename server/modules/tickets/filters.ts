import { ACTIVE_STATUSES, FINISHED_STATUSES, type TicketListQuery } from '../../../common/schemas/tickets';
import type { TicketFilters } from './list-repository';

/** The list's query string as the repository's filters; a view fills in the statuses it stands for. */
export function filtersOf(query: Partial<TicketListQuery>): TicketFilters {
  const filters: TicketFilters = {
    search: query.search || undefined,
    status: query.status,
    priority: query.priority,
    categoryId: query.category_id,
    categorySlug: query.category || undefined,
    assigned: query.assigned,
    crisis: query.crisis_flag,
    autoAssigned: query.auto_assigned,
    overdue: query.overdue,
  };
  switch (query.view) {
    case 'crisis':
      filters.crisis = true;
      break;
    case 'unassigned':
      // Unassigned means open or in progress with nobody assigned, everywhere the hub counts or lists it.
      filters.assigned = 'unassigned';
      filters.status = filters.status ?? [...ACTIVE_STATUSES];
      break;
    case 'my_assigned':
      filters.assigned = 'me';
      break;
    case 'open':
      filters.status = filters.status ?? [...ACTIVE_STATUSES];
      break;
    case 'closed':
      filters.status = filters.status ?? [...FINISHED_STATUSES];
      break;
    default:
      break;
  }
  return filters;
}
