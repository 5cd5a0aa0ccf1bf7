import { Info, LifeBuoy, ShieldAlert } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { CrisisContacts } from '../crisis-support/CrisisContactList';
import { CrisisSupportButton } from '../crisis-support/CrisisSupportPanel';
import { useContactsToShow } from '../crisis-support/useContacts';

/** Shown while the text reads as a crisis: what happens next and who to call now. */
export function CrisisNotice({ movedTo }: { movedTo: string | null }) {
  const { emergency } = useContactsToShow();
  return (
    <section
      aria-labelledby="crisis-notice-title"
      role="alert"
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <div className="flex gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h2 id="crisis-notice-title" className="font-semibold text-red-900">
            You don't have to go through this alone
          </h2>
          <p className="mt-1 text-sm text-red-800">
            Your ticket will be marked Urgent and a counselor will be alerted. If you are in immediate danger,
            call {emergency.value} now.
          </p>
          {movedTo && (
            <p className="mt-1 text-sm text-red-800">
              We moved your ticket to <strong>{movedTo}</strong> so a counselor sees it quickly.
            </p>
          )}
        </div>
      </div>
      <CrisisContacts />
    </section>
  );
}

export function SubmitTips() {
  return (
    <aside className="space-y-4" aria-label="Before you submit">
      <Card className="p-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Info className="size-4 text-indigo-500" aria-hidden="true" />
          Tips for a quick answer
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-600">
          <li>Pick the category closest to your question.</li>
          <li>Say what you have already tried and any deadlines.</li>
          <li>Attach documents that help explain the problem.</li>
        </ul>
      </Card>
      <Card className="space-y-3 border-rose-200 bg-rose-50/60 p-5">
        <h2 className="text-sm font-semibold text-rose-900">Need help right now?</h2>
        <CrisisContacts className="sm:grid-cols-1 lg:grid-cols-1" label="Numbers to call or text now" />
        <CrisisSupportButton
          variant="outline"
          className="w-full border-rose-300 text-rose-800 hover:bg-rose-100"
        >
          <LifeBuoy aria-hidden="true" />
          Crisis Support
        </CrisisSupportButton>
      </Card>
    </aside>
  );
}
