import type { AuditEntry } from '../../../common/schemas/audit';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function who(entry: AuditEntry): string {
  if (!entry.actor) return 'System';
  return entry.actor.name ?? `Deleted account #${entry.actor.id}`;
}

function detailText(details: AuditEntry['details']): string {
  return details ? JSON.stringify(details, null, 2) : '';
}

/** A reason given to break the glass (decision 0034) or for a session-notes read, shown without opening details. */
function reasonOf(details: AuditEntry['details']): string | null {
  const reason = details?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}

/** A region that scrolls sideways must take focus, so keyboard users can scroll it too. */
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;

/** The entries as a table in its own scrolling region (a phone scrolls the table, never the page). */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section
      aria-label="Audit entries"
      {...KEYBOARD_SCROLLABLE}
      className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white [contain:inline-size] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="min-w-[52rem] w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Person
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
            <th scope="col" className="px-3 py-2">
              Record
            </th>
            <th scope="col" className="px-3 py-2">
              From
            </th>
            <th scope="col" className="px-3 py-2">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                <time dateTime={entry.created_at}>{WHEN.format(new Date(entry.created_at))}</time>
              </td>
              <td className="px-3 py-2 text-slate-900">
                {who(entry)}
                {entry.actor?.role && (
                  <span className="block text-xs capitalize text-slate-600">{entry.actor.role}</span>
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-900">{entry.action}</td>
              <td className="px-3 py-2 text-slate-700">
                {entry.record_type ? `${entry.record_type} #${entry.record_id ?? '?'}` : '—'}
              </td>
              <td className="px-3 py-2 text-slate-700">{entry.ip ?? '—'}</td>
              <td className="px-3 py-2 text-slate-700">
                {reasonOf(entry.details) && (
                  <p className="mb-1 max-w-md whitespace-pre-wrap break-words text-slate-900">
                    <span className="font-semibold">Reason: </span>
                    {reasonOf(entry.details)}
                  </p>
                )}
                {entry.details ? (
                  <details>
                    <summary className="cursor-pointer text-indigo-700 underline-offset-2 hover:underline">
                      Show details<span className="sr-only"> of entry {entry.seq}</span>
                    </summary>
                    <pre className="mt-1 max-w-md whitespace-pre-wrap break-words text-xs text-slate-800">
                      {detailText(entry.details)}
                    </pre>
                  </details>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
