import { Info, ShieldAlert } from 'lucide-react';
import { LIMITS } from '../../../common/limits';
import { Card } from '../../components/ui/card';
import { CrisisContacts } from './CrisisContacts';

/** Shown while the text reads as a crisis: what happens next and who to call now. */
export function CrisisNotice({ movedTo }: { movedTo: string | null }) {
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
            call {LIMITS.crisisNumbers.emergency} now.
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
      <Card className="border-rose-200 bg-rose-50/60 p-5">
        <h2 className="text-sm font-semibold text-rose-900">Need help right now?</h2>
        <p className="mt-2 text-sm text-rose-800">
          Call{' '}
          <a href={`tel:${LIMITS.crisisNumbers.crisisLine}`} className="font-semibold underline">
            {LIMITS.crisisNumbers.crisisLine}
          </a>{' '}
          (Suicide &amp; Crisis Lifeline) or{' '}
          <a href={`tel:${LIMITS.crisisNumbers.emergency}`} className="font-semibold underline">
            {LIMITS.crisisNumbers.emergency}
          </a>{' '}
          in an emergency.
        </p>
      </Card>
    </aside>
  );
}
