import { BookOpen, Download as DownloadIcon, Eye, FileText, Star, StarHalf } from 'lucide-react';
import type { AdminResourceStats } from '../../../../common/schemas/resources-shapes';
import { StatCard, statFigure } from '../../../components/stat-card';
import { compactCount, ratingText, TYPE_LABELS } from '../format';

/** Analytics (spec 3 §2.6): total, published, featured and drafts, with views, downloads and the top lists. */
export function AnalyticsTab({ stats }: { stats: AdminResourceStats | undefined }) {
  return (
    <section aria-labelledby="resource-analytics" className="space-y-5">
      <h2 id="resource-analytics" className="text-lg font-semibold text-slate-900">
        Resource Analytics
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total" value={statFigure(stats?.total_resources)} icon={BookOpen} />
        <StatCard
          label="Published"
          value={statFigure(stats?.published_resources)}
          icon={Eye}
          tone="emerald"
        />
        <StatCard label="Featured" value={statFigure(stats?.featured_resources)} icon={Star} tone="amber" />
        <StatCard label="Drafts" value={statFigure(stats?.draft_resources)} icon={FileText} tone="slate" />
      </div>
      {stats && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              ['Views', compactCount(stats.total_views)],
              ['Downloads', compactCount(stats.total_downloads)],
              ['Ratings', compactCount(stats.total_ratings)],
              ['Average rating', ratingText(stats.average_rating)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-3">
            <TopList
              title="Most viewed"
              icon={Eye}
              rows={stats.top_viewed.map((r) => [r.id, r.title, `${compactCount(r.view_count)} views`])}
            />
            <TopList
              title="Highest rated"
              icon={StarHalf}
              rows={stats.top_rated.map((r) => [
                r.id,
                r.title,
                `${ratingText(r.rating)} (${r.rating_count})`,
              ])}
            />
            <TopList
              title="Resources by type"
              icon={DownloadIcon}
              rows={Object.entries(stats.resources_by_type).map(([type, n]) => [
                type,
                TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? type,
                String(n),
              ])}
            />
          </div>
        </>
      )}
    </section>
  );
}

function TopList({
  title,
  icon: Icon,
  rows,
}: {
  title: string;
  icon: typeof Eye;
  rows: [number | string, string, string][];
}) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon className="size-4 text-indigo-600" aria-hidden="true" />
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm">
          {rows.slice(0, 5).map(([key, label, value]) => (
            <li key={key} className="flex justify-between gap-3">
              <span className="min-w-0 truncate text-slate-800">{label}</span>
              <span className="shrink-0 text-slate-600">{value}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
