import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { OwnWellness } from '../../../common/schemas/wellness';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useWellnessSharing } from './api';

/**
 * Sharing the check-ins with "their counselor": the counselors and advisors who hold one of the student's
 * sessions or are assigned one of their tickets. Off by default; turning it off ends their access at once.
 */
export function SharingCard({ wellness }: { wellness: OwnWellness }) {
  const id = useId();
  const sharing = useWellnessSharing();
  // The answer asked for shows at once and stays until the saved answer is read back: the mutation's own
  // pending state reaches the screen a tick later, which let the box flick back after a click.
  const [asked, setAsked] = useState<boolean | null>(null);
  const names = wellness.counselors.map((c) => c.name).join(', ');
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Share2 className="size-4 text-indigo-700" aria-hidden="true" />
        Privacy
      </h3>
      <p className="text-sm text-slate-700">
        Only you can see your check-ins. Administrators never see them.
      </p>
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={asked ?? wellness.shared}
          disabled={asked !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setAsked(event.target.checked);
            sharing.mutate(event.target.checked, {
              onSuccess: (answer) =>
                toast.success(
                  answer.shared ? 'Your check-ins are now shared with your counselor' : 'Sharing stopped',
                ),
              onError: (error) => toast.error(error.message),
              onSettled: () => setAsked(null),
            });
          }}
        />
        <Label htmlFor={id} className="font-normal leading-snug">
          Share my check-ins with my counselor
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600">
            {wellness.counselors.length > 0
              ? `Read only by: ${names}. You can stop sharing at any time.`
              : 'You have no counselor yet. Once a counselor holds one of your sessions or tickets, they can read your check-ins while you share them.'}
          </span>
        </Label>
      </div>
    </section>
  );
}
