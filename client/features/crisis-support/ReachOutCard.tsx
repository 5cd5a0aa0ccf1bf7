import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, HeartHandshake } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { can } from '../../../common/permissions';
import { type ReachOutInput, reachOutSchema } from '../../../common/schemas/crisis-support';
import type { Ticket } from '../../../common/schemas/tickets';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useReachOut } from './api';
import { useContactsToShow } from './useContacts';

/**
 * A way to reach a person at the university now: one press opens an urgent crisis ticket, which is
 * assigned to a counselor and alerted at once like any crisis. Only for those who may raise tickets.
 */
export function ReachOutCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const user = useCurrentUser();
  const reachOut = useReachOut();
  const { emergency } = useContactsToShow();
  const form = useForm<ReachOutInput>({
    resolver: zodResolver(reachOutSchema),
    defaultValues: { message: '', phone: '' },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!can(user.role, 'create_ticket')) return null;

  const submit = form.handleSubmit((input) =>
    reachOut.mutate(input, {
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const field of ['message', 'phone'] as const) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    }),
  );

  const ticket: Ticket | undefined = reachOut.data?.ticket;
  return (
    <section
      aria-labelledby="reach-out-title"
      className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm">
          <HeartHandshake className="size-5" aria-hidden="true" />
        </span>
        <div>
          <Heading id="reach-out-title" className="font-semibold text-slate-900">
            Talk to someone at the university now
          </Heading>
          <p className="text-sm text-slate-700">
            A counselor is alerted at once and will contact you. This opens an urgent support request that
            only you and the staff helping you can see.
          </p>
        </div>
      </div>
      {ticket ? (
        <div role="status" className="space-y-2 rounded-lg border border-emerald-200 bg-white p-3 text-sm">
          <p className="flex items-center gap-2 font-medium text-emerald-900">
            <CircleCheck className="size-4" aria-hidden="true" />A counselor has been alerted and will contact
            you.
          </p>
          <p className="text-slate-700">
            If you are in danger now, call{' '}
            <a className="font-semibold text-red-800 underline" href={emergency.href ?? 'tel:911'}>
              {emergency.value}
            </a>
            .{ticket.assignee ? ` ${ticket.assignee.name} has your request.` : ''}
          </p>
          <Link className="font-medium text-indigo-700 underline" to={`/tickets/${ticket.slug}`}>
            View your request
          </Link>
        </div>
      ) : (
        <form className="space-y-3" onSubmit={submit} noValidate>
          <FormField
            id="reach-out-message"
            label="Anything you want them to know (optional)"
            error={form.formState.errors.message?.message}
          >
            <Textarea
              id="reach-out-message"
              rows={3}
              className="min-h-20"
              aria-invalid={Boolean(form.formState.errors.message)}
              {...form.register('message')}
            />
          </FormField>
          <FormField
            id="reach-out-phone"
            label="A number to call you on (optional)"
            error={form.formState.errors.phone?.message}
          >
            <Input
              id="reach-out-phone"
              type="tel"
              autoComplete="tel"
              aria-invalid={Boolean(form.formState.errors.phone)}
              {...form.register('phone')}
            />
          </FormField>
          {reachOut.isError && !isApiError(reachOut.error) && (
            <p role="alert" className="text-sm text-red-700">
              Your request could not be sent. Please call one of the numbers above now.
            </p>
          )}
          {reachOut.isError && isApiError(reachOut.error) && !Object.keys(reachOut.error.errors).length && (
            <p role="alert" className="text-sm text-red-700">
              {reachOut.error.message} Please call one of the numbers above now.
            </p>
          )}
          <Button type="submit" className="w-full sm:w-auto" disabled={reachOut.isPending}>
            {reachOut.isPending ? 'Alerting a counselor...' : 'Ask a counselor to contact me now'}
          </Button>
        </form>
      )}
    </section>
  );
}
