import { LifeBuoy, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '../../../common/limits';
import { PAGE_PATHS } from '../../app/paths';
import { Button } from '../../components/ui/button';

const { emergency, crisisLine, textLine } = LIMITS.crisisNumbers;

/** Always-on help banner for students: who to call now, and the way to the counseling page. */
export function CrisisBanner() {
  return (
    <section
      aria-labelledby="crisis-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-rose-200 bg-gradient-to-r from-rose-50 to-orange-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-rose-600 shadow-sm">
          <LifeBuoy className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="crisis-banner-title" className="font-semibold text-rose-900">
            Need to talk to someone right now?
          </h2>
          <p className="mt-1 text-sm text-rose-800">
            Call or text{' '}
            <a className="font-semibold underline" href={`tel:${crisisLine}`}>
              {crisisLine}
            </a>{' '}
            (Suicide &amp; Crisis Lifeline), text HOME to <strong>{textLine}</strong>, or call{' '}
            <a className="font-semibold underline" href={`tel:${emergency}`}>
              {emergency}
            </a>{' '}
            in an emergency.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="outline" className="border-rose-200 text-rose-700 hover:bg-rose-50">
          <a href={`tel:${emergency}`}>
            <Phone aria-hidden="true" />
            Call {emergency}
          </a>
        </Button>
        <Button asChild className="bg-rose-600 hover:bg-rose-700">
          <Link to={PAGE_PATHS.counseling}>Get Crisis Support</Link>
        </Button>
      </div>
    </section>
  );
}
