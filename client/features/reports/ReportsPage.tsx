import { Download, FileText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { periodLabel, REPORT_TAB_LABELS, REPORT_TABS, type ReportTab } from '../../../common/report-tables';
import { addDays, periodsOf, reportQuerySchema } from '../../../common/schemas/admin-report';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ChartSkeleton, FetchError, TilesSkeleton } from './AnalyticsParts';
import { ReportTabBody } from './ReportFigures';
import { REPORT_ERROR, reportExportHref, useAdminReport } from './report-api';

const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom dates' },
] as const;

/** Today's date on the wall clock of `timeZone` (the hub's), as YYYY-MM-DD. */
const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const lastDays = (days: number, timeZone: string | undefined) => {
  const today = todayIn(timeZone);
  return { from: addDays(today, -(days - 1)), to: today };
};

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The admins' Reports & Analytics screen (spec 2 "Admin Reports screen"): the Overview, Users, Sessions and
 * Support tabs computed by the server for a chosen period of days of the hub's time zone, each figure beside the previous
 * period; every table as one CSV and the whole report as a PDF.
 */
export function ReportsPage() {
  const [preset, setPreset] = useState<string>('30');
  // Until a period is chosen the server's default is asked for: the last 30 days of the hub's time zone.
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const [tab, setTab] = useState<ReportTab>('overview');
  const check = reportQuerySchema.safeParse(chosen ?? {});
  const errors = check.success
    ? {}
    : Object.fromEntries(check.error.issues.map((i) => [i.path[0], i.message]));
  const query = useAdminReport(chosen ?? {}, check.success);
  const busy = query.isFetching;
  const report = query.data;
  const timeZone = report?.time_zone;
  const dates = chosen ?? report?.period ?? periodsOf({}, todayIn(undefined)).current;
  const period = { from: dates.from, to: dates.to };

  const choosePreset = (value: string) => {
    setPreset(value);
    if (value !== 'custom') setChosen(lastDays(Number(value), timeZone));
  };
  const changeDate = (key: 'from' | 'to', value: string) => {
    setPreset('custom');
    setChosen({ ...period, [key]: value });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports & Analytics"
        description="Figures of a period, each beside the previous period of the same length"
        actions={
          check.success && (
            <>
              <a href={reportExportHref('csv', period)} download className={linkClass}>
                <Download className="size-4" aria-hidden="true" />
                Export CSV
              </a>
              <a href={reportExportHref('pdf', period)} download className={linkClass}>
                <FileText className="size-4" aria-hidden="true" />
                Download PDF
              </a>
            </>
          )
        }
      />

      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Report period</legend>
        <div className="space-y-1">
          <Label htmlFor="report-preset">Period</Label>
          <Select
            id="report-preset"
            className="w-44"
            value={preset}
            onChange={(e) => choosePreset(e.target.value)}
          >
            {PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </div>
        {(['from', 'to'] as const).map((key) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`report-${key}`}>{key === 'from' ? 'From' : 'To'}</Label>
            <Input
              id={`report-${key}`}
              type="date"
              className="w-44"
              value={dates[key]}
              onChange={(e) => changeDate(key, e.target.value)}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `report-${key}-error` : undefined}
            />
          </div>
        ))}
        <Button
          variant="outline"
          size="icon"
          onClick={() => void query.refetch()}
          disabled={busy || !check.success}
          aria-label="Refresh report"
          title="Refresh"
        >
          <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
        </Button>
      </fieldset>
      {(['from', 'to'] as const).map(
        (key) =>
          errors[key] && (
            <p key={key} id={`report-${key}-error`} role="alert" className="text-sm text-red-700">
              {errors[key]}
            </p>
          ),
      )}

      {report && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {periodLabel(report.period)} ({report.period.days} days), beside{' '}
          {periodLabel(report.previous_period)}. Times in {report.time_zone}.
        </p>
      )}

      {query.error && <FetchError message={REPORT_ERROR} onRetry={() => void query.refetch()} busy={busy} />}

      <Tabs value={tab} onValueChange={(value) => setTab(value as ReportTab)}>
        <TabsList aria-label="Report sections">
          {REPORT_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {REPORT_TAB_LABELS[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        {REPORT_TABS.map((name) => (
          <TabsContent key={name} value={name} aria-busy={busy}>
            {report ? (
              <ReportTabBody report={report} tab={name} />
            ) : (
              query.isPending &&
              check.success && (
                <div className="space-y-4">
                  <p className="sr-only" role="status">
                    Loading the report...
                  </p>
                  <TilesSkeleton count={4} />
                  <ChartSkeleton />
                </div>
              )
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
