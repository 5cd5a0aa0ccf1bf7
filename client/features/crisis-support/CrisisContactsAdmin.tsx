import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type CrisisContact,
  type CrisisSupportSettings,
  contactActionLabel,
  crisisSupportSettingsSchema,
} from '../../../common/schemas/crisis-support';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import {
  useAdminCrisisContacts,
  useCrisisSettings,
  useDeleteCrisisContact,
  useReorderCrisisContacts,
  useSaveCrisisSettings,
} from './api';
import { ContactDialog, type ContactDialogTarget } from './ContactDialog';

/**
 * Admins keep the contacts every crisis screen shows: the national lines have defaults, the university's
 * own numbers are added here. A contact without a number is never shown to students.
 */
export function CrisisContactsAdmin() {
  const contacts = useAdminCrisisContacts();
  const reorder = useReorderCrisisContacts();
  const remove = useDeleteCrisisContact();
  const [dialog, setDialog] = useState<ContactDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<CrisisContact | null>(null);
  const list = contacts.data ?? [];
  const unset = list.filter((c) => c.key !== null && !c.value);

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids, {
      onSuccess: () => toast.success('Crisis contacts reordered successfully'),
      onError: (error) => toast.error('Failed to reorder crisis contacts', { description: error.message }),
    });
  };

  return (
    <section aria-labelledby="crisis-contacts-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="crisis-contacts-title" className="text-lg font-semibold text-slate-900">
            Crisis Contacts
          </h2>
          <p className="text-sm text-slate-600">
            Shown in the Crisis Support panel, on crisis tickets, in crisis e-mails and on safety plans, in
            this order.
          </p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Add Contact
        </Button>
      </div>
      {unset.length > 0 && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {unset.map((c) => c.name).join(' and ')} {unset.length === 1 ? 'has' : 'have'} no number yet, so
          students do not see {unset.length === 1 ? 'it' : 'them'}. Add your university's own numbers.
        </p>
      )}
      {contacts.isPending ? (
        <LoadingState label="Loading crisis contacts" rows={1} rowClass="h-48 rounded-xl" />
      ) : contacts.isError ? (
        <ErrorState message={contacts.error.message} onRetry={contacts.refetch} />
      ) : (
        <ul className="space-y-2" aria-label="Crisis contacts, in the order students see them">
          {list.map((contact, index) => (
            <li
              key={contact.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {contact.name}
                  {!contact.is_active && (
                    <span className="ml-2 text-xs font-medium text-slate-600">(hidden)</span>
                  )}
                  {contact.is_national && (
                    <span className="ml-2 text-xs font-medium text-slate-600">National line</span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {contact.value ? contactActionLabel(contact) : 'No number yet'} · {contact.availability}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${contact.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${contact.name} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Edit ${contact.name}`}
                  onClick={() => setDialog({ mode: 'edit', contact })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                {contact.key === null && (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${contact.name}`}
                    onClick={() => setDeleting(contact)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ContactDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete crisis contact"
        description={`Delete ${deleting?.name ?? 'this contact'}? Students will no longer see it.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Crisis contact deleted successfully');
              setDeleting(null);
            },
            onError: (error) =>
              toast.error('Failed to delete crisis contact', { description: error.message }),
          })
        }
      />
    </section>
  );
}

/** The crisis response target (the clock every crisis ticket runs on) and the escalation window. */
export function CrisisSettingsCard() {
  const settings = useCrisisSettings();
  const save = useSaveCrisisSettings();
  const form = useForm<CrisisSupportSettings>({ resolver: zodResolver(crisisSupportSettingsSchema) });
  const { errors } = form.formState;
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast.success('Crisis settings saved successfully'),
      onError: (error) => toast.error('Failed to save crisis settings', { description: error.message }),
    }),
  );
  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="crisis-settings-title">
        <div>
          <h2 id="crisis-settings-title" className="text-lg font-semibold text-slate-900">
            Crisis Response
          </h2>
          <p className="text-sm text-slate-600">
            Every crisis ticket runs on the crisis response target, whatever its category's SLA says.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="crisis-target"
            label="Crisis response target (minutes)"
            error={errors.response_target_minutes?.message}
          >
            <Input
              id="crisis-target"
              type="number"
              inputMode="numeric"
              aria-invalid={Boolean(errors.response_target_minutes)}
              {...form.register('response_target_minutes', { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            id="crisis-window"
            label="Alert admins when unacknowledged after (minutes)"
            error={errors.escalation_window_minutes?.message}
          >
            <Input
              id="crisis-window"
              type="number"
              inputMode="numeric"
              aria-invalid={Boolean(errors.escalation_window_minutes)}
              {...form.register('escalation_window_minutes', { valueAsNumber: true })}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={save.isPending || !settings.data}>
          {save.isPending ? 'Saving...' : 'Save crisis settings'}
        </Button>
      </form>
    </Card>
  );
}
