import { CalendarPlus, HeartHandshake } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CrisisContacts } from '../crisis-support/CrisisContactList';

/**
 * Shown after a run of low check-ins (decision 0033: the last three check-ins on three days in a row, the
 * newest today or yesterday, each with a mood of 1 or 2). A gentle offer, never an alarm: a session with a
 * counselor, and the crisis lines for anyone who needs to talk now.
 */
export function LowRunCard({ onBook }: { onBook: () => void }) {
  return (
    <Card
      role="region"
      aria-labelledby="low-run-title"
      className="space-y-3 border-indigo-200 bg-indigo-50/60 p-4"
    >
      <div className="flex items-start gap-3">
        <HeartHandshake className="mt-0.5 size-6 shrink-0 text-indigo-700" aria-hidden="true" />
        <div className="space-y-1">
          <h3 id="low-run-title" className="font-semibold text-slate-900">
            The last few days seem to have been hard
          </h3>
          <p className="text-sm text-slate-700">
            Thank you for checking in. Talking things through with a counselor can help, and a session is free
            and confidential.
          </p>
        </div>
      </div>
      <Button onClick={onBook}>
        <CalendarPlus aria-hidden="true" />
        Book a session
      </Button>
      <p className="text-sm text-slate-700">If you would like to talk to someone right now:</p>
      <CrisisContacts label="Crisis lines" />
    </Card>
  );
}
