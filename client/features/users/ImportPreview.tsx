import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ParsedImport } from '../../../common/users-import';
import { PREVIEW_ROWS, sendableRows } from './csv-import';
import { RoleBadge } from './UserBadges';

/** The first 10 rows as they will be read, with each row's problems; problems further down are listed too. */
export function Preview({ parsed }: { parsed: ParsedImport }) {
  const { rows } = parsed;
  const ready = sendableRows(rows).length;
  const withProblems = rows.length - ready;
  const shown = rows.slice(0, PREVIEW_ROWS);
  const laterProblems = rows.slice(PREVIEW_ROWS).flatMap((row) => row.problems);
  const ignored = parsed.columns.filter((column) => column === null).length;

  return (
    <section aria-label="CSV preview" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">Preview</span>
        <span className="text-slate-500">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'} found
        </span>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
          {ready} ready
        </span>
        {withProblems > 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
            {withProblems} with problems (will not be sent)
          </span>
        )}
        {ignored > 0 && (
          <span className="text-xs text-slate-500">
            {ignored} unknown {ignored === 1 ? 'column' : 'columns'} ignored
          </span>
        )}
      </div>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">
            First {shown.length} rows of the file; rows with problems are marked
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Email
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Role
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Check
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => {
              const bad = row.problems.length > 0;
              return (
                <tr key={row.row} className={bad ? 'bg-red-50/70' : undefined}>
                  <td className="px-3 py-2 text-slate-500">{row.row}</td>
                  <td className="px-3 py-2 text-slate-900">
                    {row.user.name || <em className="text-slate-600">missing</em>}
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {row.user.email || <em className="text-slate-600">missing</em>}
                  </td>
                  <td className="px-3 py-2">
                    <RoleBadge role={row.user.role} />
                  </td>
                  <td className="px-3 py-2 capitalize text-slate-700">{row.user.status}</td>
                  <td className="px-3 py-2">
                    {bad ? (
                      <span className="flex items-start gap-1 font-medium text-red-700">
                        <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                        {row.problems.join('; ')}
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 text-emerald-700">
                        <CircleCheck className="size-3.5" aria-hidden="true" />
                        Ready
                      </span>
                    )}
                    {row.notes.map((note) => (
                      <span key={note} className="mt-0.5 block text-amber-700">
                        {note}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_ROWS && (
        <p className="text-xs text-slate-500">
          Showing the first {PREVIEW_ROWS} of {rows.length} rows.
        </p>
      )}
      {laterProblems.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
          <p className="font-semibold">Problems in later rows</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {laterProblems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {laterProblems.length > 20 && <p className="mt-1">and {laterProblems.length - 20} more</p>}
        </div>
      )}
    </section>
  );
}
