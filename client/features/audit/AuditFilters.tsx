import { useId } from 'react';
import { FilterSelect } from '../../components/filter-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { type AuditFilterValues, NO_FILTERS, useAuditOptions } from './api';

interface Props {
  value: AuditFilterValues;
  errors?: Record<string, string[]>;
  onChange: (value: AuditFilterValues) => void;
}

function TextFilter({
  label,
  value,
  error,
  type = 'text',
  inputMode,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric';
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </Label>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Person, action, record type and id, and the period; every change filters at once. */
export function AuditFilters({ value, errors, onChange }: Props) {
  const options = useAuditOptions();
  const set = (key: keyof AuditFilterValues) => (next: string) => onChange({ ...value, [key]: next });
  const first = (key: string) => errors?.[key]?.[0];
  const filtered = Object.values(value).some((text) => text.trim() !== '');
  return (
    <search aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect
        label="Person"
        value={value.actor_id}
        anyOption={{ value: '', label: 'Everyone' }}
        options={(options.data?.actors ?? []).map((actor) => ({
          value: String(actor.id),
          label: actor.name ?? `Account #${actor.id}`,
        }))}
        onValueChange={set('actor_id')}
      />
      <FilterSelect
        label="Action"
        value={value.action}
        anyOption={{ value: '', label: 'All actions' }}
        options={options.data?.actions ?? []}
        onValueChange={set('action')}
      />
      <FilterSelect
        label="Record type"
        value={value.record_type}
        anyOption={{ value: '', label: 'All records' }}
        options={options.data?.record_types ?? []}
        onValueChange={set('record_type')}
      />
      <TextFilter
        label="Record ID"
        value={value.record_id}
        inputMode="numeric"
        error={first('record_id')}
        onChange={set('record_id')}
      />
      <TextFilter label="From" type="date" value={value.from} error={first('from')} onChange={set('from')} />
      <TextFilter label="To" type="date" value={value.to} error={first('to')} onChange={set('to')} />
      {filtered && (
        <div className="sm:col-span-2 lg:col-span-3">
          <Button variant="outline" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      )}
    </search>
  );
}
