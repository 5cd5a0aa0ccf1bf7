import { BookOpen, Mail, MessageCircle, Phone } from 'lucide-react';
import type { HelpCategory } from '../../../common/schemas/help-shapes';
import { telHref } from '../../../common/schemas/phone';
import { useAssistant } from '../assistant/AssistantProvider';
import { usePublicSettings } from '../settings/api';

/** The FAQ category that explains the hub itself, which the User Guide tile opens. */
export const GUIDE_CATEGORY_SLUG = 'using-the-support-hub';

const tileClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * The Help Center's quick tiles (spec 3 §2.1): Live Chat opens the help assistant (students), User Guide shows
 * the "Using the Support Hub" FAQs when that category exists, and Call Support (tel:) and Email Us (mailto:)
 * use the support phone and e-mail of the admin settings, each shown only when set.
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
  const support = usePublicSettings().data;
  const phone = support?.supportPhone;
  const email = support?.supportEmail;
  if (!assistant && !guide && !phone && !email) return null;
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
      {phone && (
        <li>
          <a className={tileClass} href={telHref(phone)}>
            <Phone className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span>
              Call Support
              <span className="block text-xs font-normal text-slate-600">{phone}</span>
            </span>
          </a>
        </li>
      )}
      {email && (
        <li>
          <a className={tileClass} href={`mailto:${email}`}>
            <Mail className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <span>
              Email Us
              <span className="block text-xs font-normal text-slate-600 break-all">{email}</span>
            </span>
          </a>
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
