import { ArrowRight, BookHeart, Folder } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { DEFAULT_FILTERS, useResourceList } from '../resources/api';
import { ResourceCard } from '../resources/ResourceCard';
import { useResourceActions } from '../resources/useResourceActions';

const SHOWN = 6;

/**
 * The Self-Help tab: the Resource Library's published resources, featured first (the library's own list and
 * cards: type, rating, duration, category), and a link to the whole library. Opening one shows it there.
 */
export function SelfHelpTab() {
  const list = useResourceList({ ...DEFAULT_FILTERS, perPage: SHOWN });
  const actions = useResourceActions();
  const navigate = useNavigate();
  const library = (
    <Button asChild variant="outline">
      <Link to={PAGE_PATHS.resources}>
        Browse the full Resource Library
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
  if (list.isPending) return <LoadingState label="Loading self-help resources..." />;
  if (list.isError)
    return (
      <ErrorState
        message="Resources could not be loaded."
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  const items = list.data.resources.slice(0, SHOWN);
  if (items.length === 0)
    return (
      <EmptyState icon={BookHeart} title="No resources yet" text="The Resource Library is being filled." />
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Videos, audio, articles and exercises you can use at your own pace, chosen by the counseling team.
      </p>
      <ul aria-label="Self-help resources" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((resource) => (
          <ResourceCard
            key={resource.id}
            resource={resource}
            view="grid"
            actions={actions}
            onOpen={(r) => navigate(`${PAGE_PATHS.resources}?resource=${r.id}`)}
            extra={
              resource.category && (
                <p className="flex items-center gap-1 text-xs text-slate-600">
                  <Folder className="size-3.5" aria-hidden="true" />
                  {resource.category.name}
                </p>
              )
            }
          />
        ))}
      </ul>
      {library}
    </div>
  );
}
