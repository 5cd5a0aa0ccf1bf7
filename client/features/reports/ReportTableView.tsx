import { formatCell, type ReportTable, unitOf } from '../../../common/report-tables';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/**
 * One table of the report, as the CSV and the PDF hold it (common/report-tables.ts). Wide tables scroll
 * sideways on a phone; the scrolling region is focusable so a keyboard can scroll it too.
 */
/** A table wider than a phone scrolls; its region takes the focus so the keyboard can scroll it. */
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;

export function ReportTableView({ table }: { table: ReportTable }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`report-table-${table.id}`}>{table.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {table.rows.length === 0 ? (
          <p className="text-sm text-slate-600">No data for this period</p>
        ) : (
          <section
            aria-labelledby={`report-table-${table.id}`}
            {...KEYBOARD_SCROLLABLE}
            className="max-w-full overflow-x-auto rounded-lg [contain:inline-size] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <table
              className={cn('w-full border-collapse text-sm', table.columns.length > 3 && 'min-w-[36rem]')}
            >
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                  {table.columns.map((column, i) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={cn(
                        'px-2 py-2 align-bottom font-medium sm:px-3',
                        i > 0 && column.unit !== 'text' && 'text-right',
                      )}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row.cells[0])} className="border-b border-slate-100 last:border-0">
                    {row.cells.map((cell, i) => {
                      const text = formatCell(cell, unitOf(table, row, i));
                      const numeric = table.columns[i]?.unit !== 'text';
                      const key = table.columns[i]?.label ?? String(i);
                      return i === 0 ? (
                        <th
                          key={key}
                          scope="row"
                          className="px-2 py-2 text-left font-medium text-slate-900 sm:px-3"
                        >
                          {text}
                        </th>
                      ) : (
                        <td
                          key={key}
                          className={cn(
                            'px-2 py-2 text-slate-700 sm:px-3',
                            numeric && 'whitespace-nowrap text-right tabular-nums',
                          )}
                        >
                          {text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
