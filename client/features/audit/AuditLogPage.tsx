import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination, pageProps } from '../../components/pagination';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Card } from '../../components/ui/card';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { type AuditFilterValues, exportHref, NO_FILTERS, useAuditLog } from './api';
import { ChainCheck } from './ChainCheck';

const PAGE_SIZES = [25, 50, 100] as const;

/** The admins' Audit Log: who did what to which record, when and from where; filters, CSV export, chain check. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const log = useAuditLog(filters, { page, per_page: perPage });
  const fieldErrors = isApiError(log.error) ? log.error.errors : undefined;

  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit Log"
        description="Who did what to which record, when and from where. Entries cannot be changed or deleted."
        actions={
          <a
            href={exportHref(filters)}
            download
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <Card className="space-y-4 p-4">
        <ChainCheck />
      </Card>
      <Card className="p-4">
        <AuditFilters value={filters} errors={fieldErrors} onChange={changeFilters} />
      </Card>
      <div aria-busy={log.isFetching} className="space-y-4">
        {log.isPending ? (
          <LoadingState label="Loading the audit log..." rows={5} />
        ) : log.isError ? (
          <ErrorState
            title="Failed to load the audit log"
            message="The audit log could not be loaded."
            error={log.error}
            onRetry={() => log.refetch()}
          />
        ) : log.data.entries.length === 0 ? (
          <EmptyState icon={ScrollText} title="No entries" text="No audit entries match these filters." />
        ) : (
          <>
            <AuditTable entries={log.data.entries} />
            <Pagination
              {...pageProps(log.data.pagination)}
              perPage={perPage}
              pageSizes={PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPerPage(size);
                setPage(1);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
