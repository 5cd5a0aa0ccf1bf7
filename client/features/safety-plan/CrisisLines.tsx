import { contactActionLabel } from '../../../common/schemas/crisis-support';
import { cn } from '../../lib/utils';
import { useContactsToShow } from '../crisis-support/useContacts';

const link =
  'font-semibold text-red-800 underline underline-offset-2 hover:text-red-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 rounded-sm';

/**
 * The hub's crisis contacts, always on the plan (and on the printed page), whatever the student wrote: the
 * list admins keep, or the national lines when it cannot be had.
 */
export function CrisisLines({ className }: { className?: string }) {
  const { contacts } = useContactsToShow();
  return (
    <div className={cn('rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900', className)}>
      <p className="font-semibold">Crisis lines and contacts</p>
      <ul className="mt-1.5 space-y-1">
        {contacts.map((contact) => (
          <li key={contact.id}>
            {contact.href ? (
              <a className={link} href={contact.href}>
                {contactActionLabel(contact)}
              </a>
            ) : (
              contactActionLabel(contact)
            )}{' '}
            ({contact.name}, {contact.availability})
          </li>
        ))}
      </ul>
    </div>
  );
}
