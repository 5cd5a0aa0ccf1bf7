import { LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import { CrisisContacts } from './CrisisContactList';
import { CrisisSupportButton } from './CrisisSupportPanel';

/**
 * "Need to talk to someone right now?": the crisis contacts and the Crisis Support button, on pages that have
 * nothing else to offer (a page still being prepared, maintenance).
 */
export function NeedToTalkNow() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-rose-200 bg-rose-50/60 p-5"
    >
      <h2 id={titleId} className="font-semibold text-rose-950">
        Need to talk to someone right now?
      </h2>
      <CrisisContacts />
      <CrisisSupportButton variant="outline" className="border-rose-300 text-rose-800 hover:bg-rose-100">
        <LifeBuoy aria-hidden="true" />
        Crisis Support
      </CrisisSupportButton>
    </section>
  );
}
