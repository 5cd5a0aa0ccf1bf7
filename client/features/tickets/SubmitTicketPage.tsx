import { zodResolver } from '@hookform/resolvers/zod';
import { Info, LoaderCircle, Send, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ATTACHMENT_MESSAGES, ATTACHMENTS, LIMITS } from '../../../common/limits';
import { CRISIS_SUPPORT_WORDS } from '../../../common/schemas/crisis-support';
import {
  TICKET_PRIORITIES,
  type Ticket,
  type TicketPriority,
  ticketCreateSchema,
} from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { PAGE_PATHS } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { type OptionCategory, useCreateTicket, useTicketOptions } from './api';
import { FilePicker } from './FilePicker';
import { joinFieldErrors, submitErrorMessage } from './format';
import { type TicketPrefill, ticketPrefill } from './prefill';
import { SubmitSuccess } from './SubmitSuccess';
import { CrisisNotice, SubmitTips } from './SubmitTicketAside';
import { useCrisisScreening } from './useCrisisScreening';

const { descriptionMin, descriptionMax, subjectMax } = LIMITS.ticket;

/** The create schema, with the empty category choice worded as product §1.5.1 asks. */
const submitSchema = ticketCreateSchema.omit({ created_for: true }).extend({
  category_id: z
    .string()
    .min(1, 'Please select a category')
    .transform(Number)
    .pipe(z.number().int('Please select a valid category').positive('Please select a valid category')),
});
type SubmitValues = z.input<typeof submitSchema>;
type SubmitInput = z.output<typeof submitSchema>;

const DEFAULT_VALUES: SubmitValues = { subject: '', description: '', category_id: '', priority: 'Medium' };

/** Where a crisis ticket goes when the chosen category does not screen for crises (product §1.2.9). */
export function crisisCategoryFor(categories: readonly OptionCategory[]): OptionCategory | undefined {
  return categories.find(
    (category) => /crisis|mental/i.test(category.name) || category.crisis_detection_enabled,
  );
}

export function SubmitTicketPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  // Read once: "Submit another" starts empty.
  const [prefill] = useState(() => ticketPrefill(params, location.state));
  const [created, setCreated] = useState<Ticket | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (created) {
    return (
      <SubmitSuccess
        ticket={created}
        onAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return <SubmitTicketForm key={formKey} prefill={formKey === 0 ? prefill : {}} onCreated={setCreated} />;
}

function SubmitTicketForm({
  prefill,
  onCreated,
}: {
  prefill: TicketPrefill;
  onCreated: (ticket: Ticket) => void;
}) {
  const user = useCurrentUser();
  const options = useTicketOptions();
  const create = useCreateTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const priorityBeforeCrisis = useRef<TicketPriority | null>(null);
  const ids = {
    subject: useId(),
    category: useId(),
    priority: useId(),
    description: useId(),
    counter: useId(),
  };
  const categories = options.data?.categories ?? [];

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SubmitValues, unknown, SubmitInput>({
    resolver: zodResolver(submitSchema),
    defaultValues: { ...DEFAULT_VALUES, ...prefill },
    mode: 'onTouched',
  });

  const subject = watch('subject') ?? '';
  const description = watch('description') ?? '';
  const categoryId = watch('category_id') ?? '';
  const priority = watch('priority');
  const screening = useCrisisScreening(
    options.data,
    `${subject}\n${description}`,
    categoryId ? Number(categoryId) : undefined,
  );
  const crisis = screening?.is_crisis === true;
  const submitting = create.isPending;
  const trimmedLength = description.trim().length;
  const ready =
    subject.trim() !== '' &&
    categoryId !== '' &&
    trimmedLength >= descriptionMin &&
    trimmedLength <= descriptionMax;

  // Crisis wording forces Urgent and locks the selector; when it goes away the earlier choice comes back.
  useEffect(() => {
    const current = watch('priority');
    if (crisis && current !== 'Urgent') {
      priorityBeforeCrisis.current = current ?? 'Medium';
      setValue('priority', 'Urgent');
    } else if (!crisis && priorityBeforeCrisis.current) {
      setValue('priority', priorityBeforeCrisis.current);
      priorityBeforeCrisis.current = null;
    }
  }, [crisis, setValue, watch]);

  // A crisis ticket belongs in a category that screens for crises.
  useEffect(() => {
    if (!crisis || categories.length === 0) return;
    const selected = categories.find((category) => String(category.id) === categoryId);
    if (selected?.crisis_detection_enabled) return;
    const target = crisisCategoryFor(categories);
    if (!target || String(target.id) === categoryId) return;
    setValue('category_id', String(target.id), { shouldValidate: true });
    setMovedTo(target.name);
  }, [crisis, categories, categoryId, setValue]);

  const submit = (input: SubmitInput) => {
    setFormError(null);
    setFileError(undefined);
    if (!categories.some((category) => category.id === input.category_id)) {
      setError('category_id', { message: 'Selected category is not valid. Please choose another category.' });
      return;
    }
    const fields = {
      subject: input.subject,
      description: input.description,
      category_id: input.category_id,
      priority: crisis ? 'Urgent' : (input.priority ?? 'Medium'),
    };
    let body: FormData | typeof fields = fields;
    if (files.length > 0) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      for (const file of files) form.append('attachments[]', file, file.name);
      body = form;
    }
    create.mutate(body, {
      onSuccess: ({ ticket }) => {
        const assigned =
          ticket.auto_assigned === 'yes'
            ? `Ticket automatically assigned to ${ticket.assignee?.name ?? 'counselor'}`
            : undefined;
        // A student is told what happens next in supportive words, never a triage label.
        const crisisWords =
          user.role === 'student' ? `. ${CRISIS_SUPPORT_WORDS}` : ' (Crisis detected - escalated)';
        toast.success(`Ticket created successfully${ticket.crisis_flag ? crisisWords : ''}`, {
          description: assigned,
        });
        onCreated(ticket);
      },
      onError: (error) => {
        let message: string | null = null;
        if (isApiError(error)) {
          for (const field of ['subject', 'description', 'category_id', 'priority'] as const) {
            const first = error.errors[field]?.[0];
            if (first) setError(field, { message: first });
          }
          if (error.errors.attachments?.length) setFileError(error.errors.attachments.join(', '));
          message =
            joinFieldErrors(error.errors) || error.message || 'Failed to create ticket. Please try again.';
        }
        const shown = submitErrorMessage(message);
        setFormError(shown);
        toast.error('Failed to create ticket', { description: shown });
      },
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Submit a Ticket"
        description="Tell us what you need help with and the right person will get back to you."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent className="pt-5 sm:p-6">
            {formError && (
              <Alert variant="destructive" role="alert" className="mb-5">
                <TriangleAlert aria-hidden="true" />
                <div>
                  <AlertTitle>Failed to create ticket</AlertTitle>
                  <AlertDescription>{formError}</AlertDescription>
                </div>
              </Alert>
            )}
            {options.isError && (
              <Alert variant="destructive" role="alert" className="mb-5">
                <TriangleAlert aria-hidden="true" />
                <AlertDescription>
                  Failed to fetch ticket options.{' '}
                  <button
                    type="button"
                    className="font-medium underline"
                    onClick={() => void options.refetch()}
                  >
                    Try again
                  </button>
                </AlertDescription>
              </Alert>
            )}
            {(prefill.subject || prefill.description) && (
              <Alert role="status" className="mb-5">
                <Info aria-hidden="true" />
                <AlertDescription>
                  Filled in from what you wrote to the help assistant. Check it, change anything you like and
                  choose Submit Ticket to send it.
                </AlertDescription>
              </Alert>
            )}
            <form onSubmit={handleSubmit(submit)} noValidate aria-busy={submitting}>
              <fieldset disabled={submitting} className="min-w-0 space-y-5">
                <legend className="sr-only">Ticket details</legend>
                <div className="space-y-2">
                  <Label htmlFor={ids.subject}>Subject</Label>
                  <Input
                    id={ids.subject}
                    maxLength={subjectMax}
                    placeholder="A short summary of your request"
                    aria-invalid={errors.subject ? true : undefined}
                    aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
                    {...register('subject')}
                  />
                  {errors.subject && (
                    <p id={`${ids.subject}-error`} className="text-sm text-red-600">
                      {errors.subject.message}
                    </p>
                  )}
                </div>

                <div className="grid gap-5 sm:grid-cols-2">
                  <div className="space-y-2">
                    <Label htmlFor={ids.category}>Category</Label>
                    <Select
                      id={ids.category}
                      disabled={options.isPending}
                      aria-invalid={errors.category_id ? true : undefined}
                      aria-describedby={errors.category_id ? `${ids.category}-error` : undefined}
                      {...register('category_id', { onChange: () => setMovedTo(null) })}
                    >
                      <option value="">
                        {options.isPending ? 'Loading categories...' : 'Select a category'}
                      </option>
                      {categories.map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name}
                        </option>
                      ))}
                    </Select>
                    {errors.category_id && (
                      <p id={`${ids.category}-error`} className="text-sm text-red-600">
                        {errors.category_id.message}
                      </p>
                    )}
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor={ids.priority}>
                      Priority
                      {crisis && (
                        <span className="ml-1 font-semibold text-red-600">(Auto-set to Urgent)</span>
                      )}
                    </Label>
                    <Select id={ids.priority} disabled={crisis} {...register('priority')}>
                      {TICKET_PRIORITIES.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </Select>
                    {priority === 'Urgent' && !crisis && (
                      <p className="text-xs text-slate-500">Use Urgent for time-critical problems.</p>
                    )}
                  </div>
                </div>

                <div className="space-y-2">
                  <Label htmlFor={ids.description}>Description</Label>
                  <Textarea
                    id={ids.description}
                    maxLength={descriptionMax}
                    className="min-h-44"
                    placeholder="Describe what is happening and how we can help (at least 20 characters)"
                    aria-invalid={errors.description ? true : undefined}
                    aria-describedby={ids.counter}
                    {...register('description')}
                  />
                  <div id={ids.counter} className="flex items-start justify-between gap-3 text-xs">
                    <span className={errors.description ? 'text-red-600' : 'text-slate-500'}>
                      {errors.description?.message ?? `Minimum ${descriptionMin} characters required`}
                    </span>
                    <span className="tabular-nums text-slate-500">
                      {description.length}/{descriptionMax}
                    </span>
                  </div>
                </div>

                {crisis && <CrisisNotice movedTo={movedTo} />}

                <FilePicker
                  files={files}
                  onChange={setFiles}
                  max={ATTACHMENTS.maxPerTicket}
                  tooManyMessage={ATTACHMENT_MESSAGES.tooManyTicket}
                  tooManyAddingMessage={ATTACHMENT_MESSAGES.tooManyAdding}
                  disabled={submitting}
                  serverError={fileError}
                />
              </fieldset>

              <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
                <Button asChild variant="outline">
                  <Link to={PAGE_PATHS.tickets}>Cancel</Link>
                </Button>
                <Button type="submit" disabled={!ready || submitting}>
                  {submitting ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Send aria-hidden="true" />
                  )}
                  {submitting ? 'Creating Ticket...' : 'Submit Ticket'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <SubmitTips />
      </div>
    </div>
  );
}
