import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type OnCallPerson,
  type OnCallSettingsInput,
  onCallSettingsSchema,
} from '../../../common/schemas/on-call';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { ROLE_LABELS } from '../../lib/roles';
import { useSaveOnCallSettings } from './api';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The fallback person and the rota's time zone, saved together. */
export function OnCallSettingsCard({
  fallback,
  timezone,
  staff,
}: {
  fallback: OnCallPerson | null;
  timezone: string;
  staff: OnCallPerson[];
}) {
  const save = useSaveOnCallSettings();
  const ids = useId();
  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const people = fallback && !staff.some((p) => p.id === fallback.id) ? [fallback, ...staff] : staff;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<OnCallSettingsInput>({
    resolver: zodResolver(onCallSettingsSchema),
    values: { fallback_user_id: fallback?.id ?? null, timezone },
  });

  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success('On-call settings saved');
        reset({ fallback_user_id: saved.fallback?.id ?? null, timezone: saved.timezone });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.errors : {};
        if (fields.fallback_user_id?.[0])
          setError('fallback_user_id', { type: 'server', message: fields.fallback_user_id[0] });
        if (fields.timezone?.[0]) setError('timezone', { type: 'server', message: fields.timezone[0] });
        toast.error('Failed to save the on-call settings', { description: error.message });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Fallback and time zone</CardTitle>
        <CardDescription className="text-slate-600">
          When a crisis waits unacknowledged past the escalation window, the fallback person is alerted with
          every administrator. The rota's hours are read in the time zone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
          <FormField id={`${ids}-fallback`} label="Fallback person" error={errors.fallback_user_id?.message}>
            <Select
              id={`${ids}-fallback`}
              aria-invalid={errors.fallback_user_id ? true : undefined}
              {...register('fallback_user_id', {
                setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
              })}
            >
              <option value="">Nobody (administrators only)</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({ROLE_LABELS[p.role]})
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={`${ids}-timezone`} label="Time zone" error={errors.timezone?.message}>
            <Select
              id={`${ids}-timezone`}
              aria-invalid={errors.timezone ? true : undefined}
              {...register('timezone')}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending || !isDirty}>
              {save.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
