import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { ROLES } from '../../../common/permissions';
import { USER_LIMITS, USER_ROLE_LABELS } from '../../../common/schemas/users';
import type { ImportRow } from '../../../common/users-import';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/utils';
import { isBlankEntry, type ManualEntry } from './csv-import';

const MANUAL_MAX_ROWS = 50;
export const emptyEntry = (): ManualEntry => ({ name: '', email: '', role: 'student', id_number: '' });

export function ManualEntries({
  entries,
  rows,
  disabled,
  onChange,
}: {
  entries: ManualEntry[];
  rows: ImportRow[] | null;
  disabled: boolean;
  onChange: (entries: ManualEntry[]) => void;
}) {
  const baseId = useId();
  const update = (index: number, change: Partial<ManualEntry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  // Problems belong to the non-blank entries in order; map them back to the entry they came from.
  const problemsByEntry = new Map<number, string[]>();
  if (rows) {
    let next = 0;
    entries.forEach((entry, index) => {
      if (isBlankEntry(entry)) return;
      const row = rows[next];
      next += 1;
      if (row && row.problems.length > 0) problemsByEntry.set(index, row.problems);
    });
  }

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {entries.map((entry, index) => {
          const id = `${baseId}-${index}`;
          const problems = problemsByEntry.get(index);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
              key={index}
              className={cn(
                'grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_8rem_minmax(0,1fr)_auto] sm:items-end',
                problems ? 'border-red-200 bg-red-50/50' : 'border-slate-200',
              )}
              aria-label={`User ${index + 1}`}
            >
              <div className="space-y-1">
                <Label htmlFor={`${id}-name`} className="text-xs">
                  Name
                </Label>
                <Input
                  id={`${id}-name`}
                  value={entry.name}
                  disabled={disabled}
                  maxLength={USER_LIMITS.nameMax}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-email`} className="text-xs">
                  Email
                </Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  value={entry.email}
                  disabled={disabled}
                  maxLength={USER_LIMITS.emailMax}
                  onChange={(event) => update(index, { email: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-role`} className="text-xs">
                  Role
                </Label>
                <Select
                  id={`${id}-role`}
                  value={entry.role}
                  disabled={disabled}
                  onChange={(event) => update(index, { role: event.target.value as ManualEntry['role'] })}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {USER_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-id`} className="text-xs">
                  {entry.role === 'student' ? 'Student ID' : 'Employee ID'}
                </Label>
                <Input
                  id={`${id}-id`}
                  value={entry.id_number}
                  disabled={disabled}
                  maxLength={USER_LIMITS.idMax}
                  onChange={(event) => update(index, { id_number: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-10 hover:bg-red-50 hover:text-red-700"
                disabled={disabled || entries.length === 1}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
                aria-label={`Remove user ${index + 1}`}
                title="Remove"
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {problems && (
                <p className="text-xs font-medium text-red-700 sm:col-span-5">{problems.join('; ')}</p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || entries.length >= MANUAL_MAX_ROWS}
        onClick={() => onChange([...entries, emptyEntry()])}
      >
        <Plus aria-hidden="true" />
        Add Another User
      </Button>
    </div>
  );
}
