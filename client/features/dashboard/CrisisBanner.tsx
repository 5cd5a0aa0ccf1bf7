import { LifeBuoy } from 'lucide-react';
import { contactActionLabel } from '../../../common/schemas/crisis-support';
import { Button } from '../../components/ui/button';
import { ContactAction } from '../crisis-support/CrisisContactList';
import { useContactsToShow } from '../crisis-support/useContacts';

/** Always-on help banner for students: who to call now, and the Crisis Support panel one press away. */
export function CrisisBanner({ onOpenSupport }: { onOpenSupport: () => void }) {
  const { contacts, emergency } = useContactsToShow();
  const lines = contacts.filter((c) => c.key !== 'emergency' && c.href).slice(0, 2);
  return (
    <section
      aria-labelledby="crisis-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-rose-200 bg-gradient-to-r from-rose-50 to-orange-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-rose-700 shadow-sm">
          <LifeBuoy className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="crisis-banner-title" className="font-semibold text-rose-950">
            Need to talk to someone right now?
          </h2>
          <p className="mt-1 text-sm text-rose-900">
            {lines.map((line, index) => (
              <span key={line.id}>
                {index > 0 && ', or '}
                <a className="font-semibold underline" href={line.href ?? undefined}>
                  {contactActionLabel(line)}
                </a>{' '}
                ({line.name})
              </span>
            ))}
            {lines.length > 0 ? '. ' : ''}In an emergency call{' '}
            <a className="font-semibold underline" href={emergency.href ?? 'tel:911'}>
              {emergency.value}
            </a>
            .
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ContactAction contact={emergency} />
        <Button className="bg-rose-700 hover:bg-rose-800" onClick={onOpenSupport} aria-haspopup="dialog">
          Get Crisis Support
        </Button>
      </div>
    </section>
  );
}
