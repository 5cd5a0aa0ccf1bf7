import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  CRISIS_CONTACT_ACTIONS,
  CRISIS_CONTACT_TYPES,
  type CrisisContact,
  crisisContactInputSchema,
} from '../../../common/schemas/crisis-support';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { CheckField, FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useSaveCrisisContact } from './api';

type FormValues = z.input<typeof crisisContactInputSchema>;
type FormOutput = z.output<typeof crisisContactInputSchema>;

export type ContactDialogTarget = { mode: 'create' } | { mode: 'edit'; contact: CrisisContact };

const TYPE_NAMES = {
  hotline: 'Hotline',
  text: 'Text line',
  emergency: 'Emergency',
  chat: 'Counselor',
} as const;
const ACTION_NAMES = { call: 'Call a number', text: 'Text a number', link: 'Open a web page' } as const;
const FIELDS = [
  'name',
  'description',
  'type',
  'action',
  'value',
  'text_body',
  'availability',
  'is_active',
] as const;

const valuesOf = (target: ContactDialogTarget): FormValues =>
  target.mode === 'edit'
    ? {
        name: target.contact.name,
        description: target.contact.description,
        type: target.contact.type,
        action: target.contact.action,
        value: target.contact.value,
        text_body: target.contact.text_body ?? '',
        availability: target.contact.availability,
        is_active: target.contact.is_active,
      }
    : {
        name: '',
        description: '',
        type: 'hotline',
        action: 'call',
        value: '',
        text_body: '',
        availability: '24/7',
        is_active: true,
      };

/** Add or change a crisis contact; the same schema checks it here and on the server. */
export function ContactDialog({
  target,
  onClose,
}: {
  target: ContactDialogTarget | null;
  onClose: () => void;
}) {
  const save = useSaveCrisisContact();
  return (
    <FormDialog open={target !== null} pending={save.isPending} onClose={onClose} className="max-w-xl">
      {target && (
        <ContactForm
          key={target.mode === 'edit' ? target.contact.id : 'new'}
          target={target}
          onClose={onClose}
          save={save}
        />
      )}
    </FormDialog>
  );
}

function ContactForm({
  target,
  onClose,
  save,
}: {
  target: ContactDialogTarget;
  onClose: () => void;
  save: ReturnType<typeof useSaveCrisisContact>;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(crisisContactInputSchema),
    defaultValues: valuesOf(target),
  });
  const { errors } = form.formState;
  const action = form.watch('action');
  const builtIn = target.mode === 'edit' && target.contact.key !== null;

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: target.mode === 'edit' ? target.contact.id : null, body },
      {
        onSuccess: () => {
          toast.success('Crisis contact saved successfully');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) {
            for (const field of FIELDS) {
              const message = error.errors[field]?.[0];
              if (message) form.setError(field, { message });
            }
          }
          toast.error('Failed to save crisis contact', { description: error.message });
        },
      },
    ),
  );
  const invalid = (field: keyof FormValues) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `contact-${field.replace('_', '-')}-error` : undefined,
  });

  return (
    <DialogForm
      title={target.mode === 'edit' ? `Edit ${target.contact.name}` : 'Add a crisis contact'}
      description={
        <>
          Students see it in the Crisis Support panel, on crisis tickets and on their safety plan.
          {builtIn ? ' A built-in contact can be changed or turned off, not deleted.' : ''}
        </>
      }
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel="Save contact"
      pendingLabel="Saving..."
    >
      <FormField id="contact-name" label="Name" error={errors.name?.message}>
        <Input id="contact-name" {...invalid('name')} {...form.register('name')} />
      </FormField>
      <FormField id="contact-description" label="What it is" error={errors.description?.message}>
        <Textarea
          id="contact-description"
          rows={2}
          className="min-h-16"
          {...invalid('description')}
          {...form.register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-type" label="Type" error={errors.type?.message}>
          <Select id="contact-type" {...invalid('type')} {...form.register('type')}>
            {CRISIS_CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_NAMES[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="contact-action" label="How people reach it" error={errors.action?.message}>
          <Select id="contact-action" {...invalid('action')} {...form.register('action')}>
            {CRISIS_CONTACT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_NAMES[a]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="contact-value"
          label={action === 'link' ? 'Web address' : 'Phone number'}
          error={errors.value?.message}
        >
          <Input
            id="contact-value"
            type={action === 'link' ? 'url' : 'tel'}
            {...invalid('value')}
            {...form.register('value')}
          />
        </FormField>
        {action === 'text' && (
          <FormField
            id="contact-text-body"
            label="Message to text (optional)"
            error={errors.text_body?.message}
          >
            <Input id="contact-text-body" {...invalid('text_body')} {...form.register('text_body')} />
          </FormField>
        )}
      </div>
      <FormField
        id="contact-availability"
        label="When it can be reached"
        error={errors.availability?.message}
      >
        <Input id="contact-availability" {...invalid('availability')} {...form.register('availability')} />
      </FormField>
      <CheckField id="contact-active" label="Shown to students" {...form.register('is_active')} />
      {errors.is_active?.message && <p className="text-sm text-red-700">{errors.is_active.message}</p>}
    </DialogForm>
  );
}
