import { Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { toSafeCsv } from '../../../common/csv';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { saveBlob } from '../../lib/download';
import { fetchExport } from './api';
import type { TicketFilters } from './filters';

/** Export (admins): the selected tickets, or every ticket matching the current filters, as CSV or JSON. */
export function ExportMenu({
  filters,
  selectedIds,
}: {
  filters: TicketFilters;
  selectedIds: readonly number[];
}) {
  const [busy, setBusy] = useState(false);

  const run = async (format: 'csv' | 'json') => {
    setBusy(true);
    try {
      const { tickets, filename } = await fetchExport(format, filters, selectedIds);
      const name = filename.replace(/\.(csv|json)$/i, '') || 'tickets';
      if (format === 'csv') {
        saveBlob(new Blob([toSafeCsv(tickets)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      } else {
        saveBlob(new Blob([JSON.stringify(tickets, null, 2)], { type: 'application/json' }), `${name}.json`);
      }
      toast.success(`Exported ${tickets.length} ${tickets.length === 1 ? 'ticket' : 'tickets'}`);
    } catch (error) {
      toast.error('Failed to export tickets', {
        description:
          isApiError(error) && error.fromServer
            ? error.message
            : 'Failed to export tickets. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy}>
          <Download aria-hidden="true" />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {selectedIds.length > 0 ? `${selectedIds.length} selected` : 'Current filters'}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void run('csv')}>
          <FileSpreadsheet aria-hidden="true" />
          Export as CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('json')}>
          <FileJson aria-hidden="true" />
          Export as JSON
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
