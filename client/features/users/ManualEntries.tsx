import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { ROLES } from '../../../common/permissions';
import { USER_LIMITS, USER_ROLE_LABELS } from '../../../common/schemas/users';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/utils';
import type { ManualEntry, ManualForm, ManualUsers } from './csv-import';

const MANUAL_MAX_ROWS = 50;
export const emptyEntry = (): ManualEntry => ({ name: '', email: '', role: 'student', id_number: '' });

/**
 * The manual entry rows of the bulk import: a react-hook-form field array checked by `manualEntriesResolver`
 * (the import's own row rules); each row shows its problems under it until one of its fields changes.
 */
export function ManualEntries({
  form,
  disabled,
}: {
  form: UseFormReturn<ManualForm, unknown, ManualUsers>;
  disabled: boolean;
}) {
  const baseId = useId();
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const entries = useWatch({ control, name: 'entries' });
  // A row's problems belong to the whole row: editing any of its fields clears them (a later check marks it again).
  const rowField = (index: number, key: keyof ManualEntry) =>
    register(`entries.${index}.${key}`, { onChange: () => clearErrors(`entries.${index}`) });

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const id = `${baseId}-${index}`;
          const problems = errors.entries?.[index]?.message;
          const role = entries[index]?.role ?? field.role;
          return (
            <li
              key={field.id}
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
                  disabled={disabled}
                  maxLength={USER_LIMITS.nameMax}
                  {...rowField(index, 'name')}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-email`} className="text-xs">
                  Email
                </Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  disabled={disabled}
                  maxLength={USER_LIMITS.emailMax}
                  {...rowField(index, 'email')}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-role`} className="text-xs">
                  Role
                </Label>
                <Select id={`${id}-role`} disabled={disabled} {...rowField(index, 'role')}>
                  {ROLES.map((value) => (
                    <option key={value} value={value}>
                      {USER_ROLE_LABELS[value]}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-id`} className="text-xs">
                  {role === 'student' ? 'Student ID' : 'Employee ID'}
                </Label>
                <Input
                  id={`${id}-id`}
                  disabled={disabled}
                  maxLength={USER_LIMITS.idMax}
                  {...rowField(index, 'id_number')}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-10 hover:bg-red-50 hover:text-red-700"
                disabled={disabled || fields.length === 1}
                onClick={() => remove(index)}
                aria-label={`Remove user ${index + 1}`}
                title="Remove"
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {problems && <p className="text-xs font-medium text-red-700 sm:col-span-5">{problems}</p>}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || fields.length >= MANUAL_MAX_ROWS}
        onClick={() => append(emptyEntry())}
      >
        <Plus aria-hidden="true" />
        Add Another User
      </Button>
    </div>
  );
}
