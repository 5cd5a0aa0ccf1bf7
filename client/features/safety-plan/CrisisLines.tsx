import { LIMITS } from '../../../common/limits';
import { cn } from '../../lib/utils';

const { emergency, crisisLine, textLine } = LIMITS.crisisNumbers;
const link =
  'font-semibold text-red-800 underline underline-offset-2 hover:text-red-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 rounded-sm';

/** The hub's crisis lines, always on the plan (and on the printed page), whatever the student wrote. */
export function CrisisLines({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900', className)}>
      <p className="font-semibold">Crisis lines, 24/7</p>
      <ul className="mt-1.5 space-y-1">
        <li>
          Call or text{' '}
          <a className={link} href={`tel:${crisisLine}`}>
            {crisisLine}
          </a>{' '}
          (Suicide &amp; Crisis Lifeline)
        </li>
        <li>
          Text HOME to{' '}
          <a className={link} href={`sms:${textLine}?body=HOME`}>
            {textLine}
          </a>{' '}
          (Crisis Text Line)
        </li>
        <li>
          In immediate danger, call{' '}
          <a className={link} href={`tel:${emergency}`}>
            {emergency}
          </a>
        </li>
      </ul>
    </div>
  );
}
