import { useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { useCrisisQueue, useTicketStats } from '../tickets/api';
import { CrisisQueueBanner, UnassignedQueueBanner } from '../tickets/TicketBanners';

/**
 * The staff dashboards' live queue banners: crisis cases (unacknowledged first, with their age) and, for
 * admins, the unassigned queue. Both come from GET /tickets/stats and GET /tickets?view=crisis, which the
 * notification stream refreshes when a ticket changes, so a new crisis shows without reloading.
 */
export function DashboardQueueBanners({ showUnassigned = false }: { showUnassigned?: boolean }) {
  const stats = useTicketStats();
  const crisisQueue = useCrisisQueue();
  const navigate = useNavigate();
  if (!stats.data) return null;
  return (
    <>
      <CrisisQueueBanner
        stats={stats.data}
        tickets={crisisQueue.data?.tickets}
        actionLabel="Manage Crisis Cases"
        onView={() => navigate(`${PAGE_PATHS.tickets}?view=crisis`)}
      />
      {showUnassigned && (
        <UnassignedQueueBanner
          stats={stats.data}
          onView={() => navigate(`${PAGE_PATHS.tickets}?view=unassigned`)}
        />
      )}
    </>
  );
}
