import { MessageSquareText, Phone } from 'lucide-react';
import { LIMITS } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';

const { emergency, crisisLine, textLine } = LIMITS.crisisNumbers;

/** The crisis contacts: 911, the 988 Suicide & Crisis Lifeline and the 741741 text line. */
export function CrisisContacts({ className }: { className?: string }) {
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-3', className)} aria-label="Crisis contacts">
      <li>
        <Button asChild className="w-full bg-red-600 hover:bg-red-700">
          <a href={`tel:${emergency}`}>
            <Phone aria-hidden="true" />
            Call {emergency}
          </a>
        </Button>
        <p className="mt-1 text-center text-xs text-red-800">Immediate danger</p>
      </li>
      <li>
        <Button asChild variant="outline" className="w-full border-red-300 text-red-700 hover:bg-red-50">
          <a href={`tel:${crisisLine}`}>
            <Phone aria-hidden="true" />
            Call {crisisLine}
          </a>
        </Button>
        <p className="mt-1 text-center text-xs text-red-800">Suicide &amp; Crisis Lifeline</p>
      </li>
      <li>
        <Button asChild variant="outline" className="w-full border-red-300 text-red-700 hover:bg-red-50">
          <a href={`sms:${textLine}?body=HOME`}>
            <MessageSquareText aria-hidden="true" />
            Text HOME to {textLine}
          </a>
        </Button>
        <p className="mt-1 text-center text-xs text-red-800">Crisis Text Line</p>
      </li>
    </ul>
  );
}
