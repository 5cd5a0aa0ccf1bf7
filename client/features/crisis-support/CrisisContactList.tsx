import { Globe, MessageSquareText, Phone } from 'lucide-react';
import { type CrisisContact, contactActionLabel } from '../../../common/schemas/crisis-support';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useContactsToShow } from './useContacts';

const TYPE_LABELS: Record<CrisisContact['type'], string> = {
  hotline: 'Hotline',
  text: 'Text line',
  emergency: 'Emergency',
  chat: 'Counselor',
};

function ActionIcon({ action }: { action: CrisisContact['action'] }) {
  if (action === 'text') return <MessageSquareText aria-hidden="true" />;
  if (action === 'link') return <Globe aria-hidden="true" />;
  return <Phone aria-hidden="true" />;
}

export function ContactAction({ contact, className }: { contact: CrisisContact; className?: string }) {
  if (!contact.href) return null;
  const emergency = contact.type === 'emergency';
  const external = contact.action === 'link';
  return (
    <Button
      asChild
      variant={emergency ? 'destructive' : 'outline'}
      className={cn(!emergency && 'border-red-300 text-red-800 hover:bg-red-50', className)}
    >
      <a href={contact.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <ActionIcon action={contact.action} />
        {contactActionLabel(contact)}
      </a>
    </Button>
  );
}

/**
 * The crisis contacts as buttons, the emergency number first: on crisis tickets, the success screen and
 * banners. Names and numbers come from the hub's list (admins edit it), else the national lines.
 */
export function CrisisContacts({
  className,
  label = 'Crisis contacts',
}: {
  className?: string;
  label?: string;
}) {
  const { contacts } = useContactsToShow();
  const ordered = [
    ...contacts.filter((c) => c.key === 'emergency'),
    ...contacts.filter((c) => c.key !== 'emergency'),
  ];
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-2 lg:grid-cols-3', className)} aria-label={label}>
      {ordered.map((contact) => (
        <li key={contact.id}>
          <ContactAction contact={contact} className="w-full" />
          <p className="mt-1 text-center text-xs text-red-900">{contact.name}</p>
        </li>
      ))}
    </ul>
  );
}

/** The resources of the Crisis Support panel: name, type, hours, what it is, and how to reach it. */
export function CrisisResourceList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { contacts } = useContactsToShow();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="space-y-3" aria-label="Crisis resources">
      {contacts.map((contact) => (
        <li
          key={contact.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Heading className="font-semibold text-slate-900">{contact.name}</Heading>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {TYPE_LABELS[contact.type]}
              </span>
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {contact.availability}
              </span>
            </div>
            {contact.description && <p className="text-sm text-slate-600">{contact.description}</p>}
          </div>
          <ContactAction contact={contact} className="sm:w-56" />
        </li>
      ))}
    </ul>
  );
}
