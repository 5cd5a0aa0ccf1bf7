import { FileText, Globe, Inbox, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminHelpStats, HelpCategory } from '../../../../common/schemas/help-shapes';
import { StatCard } from '../../../components/stat-card';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useAdminFaqs } from './api';

/** Spec 3 §9: helpful divided by the larger of 1 and all votes, rounded, and its label. */
export function helpfulness(helpful: number, notHelpful: number): { rate: number; label: string } {
  const rate = Math.round((helpful / Math.max(1, helpful + notHelpful)) * 100);
  const label =
    rate >= 90
      ? 'Excellent'
      : rate >= 80
        ? 'Very Helpful'
        : rate >= 60
          ? 'Helpful'
          : rate >= 40
            ? 'Somewhat Helpful'
            : 'Needs Improvement';
  return { rate, label };
}

/** The Analytics tab (spec 3 §2.2): four figures, FAQ performance, categories, recent activity and searches. */
export function AnalyticsTab({
  stats,
  categories,
}: {
  stats: AdminHelpStats | undefined;
  categories: HelpCategory[];
}) {
  const faqs = useAdminFaqs({ search: '', status: '', category: '', page: 1 }).data?.faqs.slice(0, 5) ?? [];
  return (
    <div className="space-y-5">
      <h2 className="sr-only">Analytics</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total FAQs" value={stats?.total_faqs ?? '…'} icon={FileText} />
        <StatCard label="Published" value={stats?.published_faqs ?? '…'} icon={Globe} tone="emerald" />
        <StatCard label="Featured" value={stats?.featured_faqs ?? '…'} icon={Star} tone="amber" />
        <StatCard label="Suggestions" value={stats?.suggested_faqs ?? '…'} icon={Inbox} tone="violet" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="FAQ Performance">
          {faqs.map((faq) => {
            const { rate, label } = helpfulness(faq.helpful_count, faq.not_helpful_count);
            return (
              <li key={faq.id} className="flex items-start justify-between gap-3">
                <span className="min-w-0 text-slate-800">{faq.question}</span>
                <span className="shrink-0 text-right text-slate-700">
                  {rate}%<span className="block text-xs text-slate-600">{label}</span>
                </span>
              </li>
            );
          })}
        </Panel>
        <Panel title="Category Distribution">
          {categories.slice(0, 5).map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3">
              <span className="inline-flex min-w-0 items-center gap-2 text-slate-800">
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: c.color }}
                  aria-hidden="true"
                />
                {c.name}
              </span>
              <span className="text-slate-700">{c.faqs_count} FAQs</span>
            </li>
          ))}
        </Panel>
        <Panel title="Recent Activity">
          {faqs.map((faq) => (
            <li key={faq.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0 text-slate-800">{faq.question}</span>
              <span className="shrink-0 text-right text-xs text-slate-600">
                {faq.is_published ? 'Published' : faq.creator ? 'Suggested' : 'Draft'}
                <span className="block">{formatDate(faq.updated_at)}</span>
              </span>
            </li>
          ))}
        </Panel>
      </div>
      {stats && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Panel title="Top searches">
            {stats.top_searches.map((s) => (
              <li key={s.query} className="flex justify-between gap-3 text-slate-800">
                <span className="min-w-0 break-words">{s.query}</span>
                <span className="text-slate-700">{s.count}</span>
              </li>
            ))}
          </Panel>
          <Panel title="Searches with no results">
            {stats.top_zero_result_searches.map((s) => (
              <li key={s.query} className="flex justify-between gap-3 text-slate-800">
                <span className="min-w-0 break-words">{s.query}</span>
                <span className="text-slate-700">{s.count}</span>
              </li>
            ))}
          </Panel>
        </div>
      )}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children.length ? (
        <ul className="space-y-2 text-sm">{children}</ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing yet.</p>
      )}
    </Card>
  );
}
