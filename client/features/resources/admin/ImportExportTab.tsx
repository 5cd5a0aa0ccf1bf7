import { CheckCircle2, FileDown, FileUp, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ImportReport } from '../../../../common/schemas/resources-shapes';
import { isApiError } from '../../../api/client';
import { ErrorBanner } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/download';
import { downloadExport, useImportResources } from './api';

const ACTION_BADGE = {
  create: { label: 'Create', variant: 'success' },
  update: { label: 'Update', variant: 'info' },
  unchanged: { label: 'Unchanged', variant: 'secondary' },
  error: { label: 'Error', variant: 'destructive' },
} as const;

/**
 * Import / Export (issue 15): export every resource and category as CSV or JSON; import a CSV or JSON file by
 * a dry run shown row by row (create, update or error with reasons), then Apply, which writes it all at once.
 */
export function ImportExportTab() {
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);
  const runExport = async (format: 'csv' | 'json') => {
    setExporting(format);
    try {
      const { blob, filename } = await downloadExport(format);
      saveBlob(blob, filename);
      toast.success(`Export downloaded (${format.toUpperCase()})`);
    } catch (error) {
      toast.error(isApiError(error) && error.fromServer ? error.message : 'Export failed. Please try again.');
    } finally {
      setExporting(null);
    }
  };
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section
        aria-labelledby="export-heading"
        className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="export-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FileDown className="size-5 text-indigo-600" aria-hidden="true" />
          Export
        </h2>
        <p className="text-sm text-slate-600">
          Every resource and category, published or not. Cells that would start a spreadsheet formula are
          escaped. Importing the file again changes nothing.
        </p>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={exporting !== null}
              onClick={() => void runExport(format)}
            >
              {exporting === format ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <FileDown aria-hidden="true" />
              )}
              Export {format.toUpperCase()}
            </Button>
          ))}
        </div>
      </section>
      <ImportPanel />
    </div>
  );
}

function ImportPanel() {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useImportResources();
  const applying = run.isPending && run.variables?.dryRun === false;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFailure(null);
    if (input.current) input.current.value = '';
  };

  const go = (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (report) => {
          if (dryRun) setPreview(report);
          else {
            setResult(report);
            setPreview(null);
            if (report.applied) toast.success('Import applied');
          }
        },
        onError: (error) =>
          setFailure(
            isApiError(error) && error.fromServer ? error.message : 'The import failed. Please try again.',
          ),
      },
    );
  };

  const report = result ?? preview;
  const blocked = (preview?.summary.error ?? 0) > 0;
  const changes = preview ? preview.summary.create + preview.summary.update : 0;

  return (
    <section
      aria-labelledby="import-heading"
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2"
    >
      <h2 id="import-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileUp className="size-5 text-indigo-600" aria-hidden="true" />
        Import
      </h2>
      <p className="text-sm text-slate-600">
        A CSV or JSON file of resources and categories (the export's columns). Rows are matched to existing
        resources by slug and updated, never duplicated. Large imports may take a little time.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            File to import
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="max-w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setResult(null);
              setFailure(null);
            }}
          />
        </div>
        <Button disabled={!file || run.isPending} onClick={() => go(true)}>
          {run.isPending && run.variables?.dryRun ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : null}
          Check file
        </Button>
        {(file || report) && (
          <Button variant="ghost" disabled={run.isPending} onClick={reset}>
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
        )}
      </div>

      {failure && <ErrorBanner title="Import failed">{failure}</ErrorBanner>}

      {applying && (
        <div role="status" className="space-y-1">
          <p className="text-sm text-slate-700">Applying the import…</p>
          <progress className="h-2 w-full accent-indigo-600" aria-label="Import progress" />
        </div>
      )}

      {result && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          {result.applied
            ? `Import applied: ${result.summary.create} created, ${result.summary.update} updated, ${result.summary.unchanged} unchanged.`
            : 'Nothing was written: fix the rows marked Error and try again.'}
        </p>
      )}

      {report && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {preview ? 'Dry run (nothing written yet): ' : ''}
            {report.summary.total} rows · {report.summary.create} to create · {report.summary.update} to
            update · {report.summary.unchanged} unchanged · {report.summary.error} with errors
          </p>
          <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Import rows and what happens to each</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Title / slug
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Reasons
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => {
                  const badge = ACTION_BADGE[row.action];
                  return (
                    <tr key={`${row.kind}-${row.row}`} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 text-slate-700">{row.row}</td>
                      <td className="px-3 py-2 text-slate-700">
                        {row.kind === 'category' ? 'Category' : 'Resource'}
                      </td>
                      <td className="px-3 py-2 text-slate-900">
                        {row.title ?? '—'}
                        {row.slug && <span className="block text-xs text-slate-600">{row.slug}</span>}
                      </td>
                      <td className="px-3 py-2">
                        <Badge variant={badge.variant}>{badge.label}</Badge>
                      </td>
                      <td className="px-3 py-2 text-red-800">
                        {row.errors.length > 0 && (
                          <ul className="list-disc pl-4">
                            {row.errors.map((error) => (
                              <li key={error}>{error}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {preview && (
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled={blocked || changes === 0 || run.isPending} onClick={() => go(false)}>
                {applying && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                Apply import
              </Button>
              <p className="text-sm text-slate-600">
                {blocked
                  ? 'Fix the rows marked Error first: an import with errors writes nothing.'
                  : changes === 0
                    ? 'Nothing to change: everything in the file is already in the library.'
                    : `${changes} ${changes === 1 ? 'change' : 'changes'} will be written in one step.`}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
