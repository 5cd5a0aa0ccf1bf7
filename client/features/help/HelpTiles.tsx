import { BookOpen, MessageCircle } from 'lucide-react';
import type { HelpCategory } from '../../../common/schemas/help-shapes';
import { useAssistant } from '../assistant/AssistantProvider';

/** The FAQ category that explains the hub itself, which the User Guide tile opens. */
export const GUIDE_CATEGORY_SLUG = 'using-the-support-hub';

const tileClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The Help Center's quick tiles (spec 3 §2.1) that work today: Live Chat opens the help assistant (students),
 * User Guide shows the "Using the Support Hub" FAQs when that category exists. Call Support and Email Us wait
 * for the numbers and addresses of the admin settings; the Contact tab and the crisis panel carry the ways
 * to reach people meanwhile.
 */
export function HelpTiles({
  categories,
  onOpenGuide,
}: {
  categories: HelpCategory[];
  onOpenGuide: (slug: string) => void;
}) {
  const assistant = useAssistant();
  const guide = categories.find((category) => category.slug === GUIDE_CATEGORY_SLUG);
  if (!assistant && !guide) return null;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Quick help">
      {assistant && (
        <li>
          <button type="button" className={tileClass} onClick={assistant.open} aria-haspopup="dialog">
            <MessageCircle className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span>
              Live Chat
              <span className="block text-xs font-normal text-slate-600">
                Automated help search of the Help Center
              </span>
            </span>
          </button>
        </li>
      )}
      {guide && (
        <li>
          <button type="button" className={tileClass} onClick={() => onOpenGuide(guide.slug)}>
            <BookOpen className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span>
              User Guide
              <span className="block text-xs font-normal text-slate-600">{guide.name}</span>
            </span>
          </button>
        </li>
      )}
    </ul>
  );
}
