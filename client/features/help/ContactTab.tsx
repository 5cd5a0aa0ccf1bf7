import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** The Contact tab: who to reach, and the crisis lines that are always open. */
export function ContactTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="contact-support">
        <h2 id="contact-support" className="font-semibold text-slate-900">
          Contact student support
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Open a ticket and a counselor or advisor will answer, or book a counseling session.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/submit-ticket">
              <MessageSquare aria-hidden="true" />
              Open a support ticket
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/counseling">
              <ExternalLink aria-hidden="true" />
              Counseling services
            </Link>
          </Button>
        </div>
      </section>
      <section className="rounded-xl border border-red-200 bg-red-50 p-5" aria-labelledby="contact-crisis">
        <h2 id="contact-crisis" className="font-semibold text-red-900">
          In a crisis? Help is there now
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-red-900">
          <li>
            <Phone className="mr-1 inline size-4" aria-hidden="true" />
            Emergency:{' '}
            <a className="font-semibold underline" href="tel:911">
              911
            </a>
          </li>
          <li>
            <Phone className="mr-1 inline size-4" aria-hidden="true" />
            Suicide &amp; Crisis Lifeline:{' '}
            <a className="font-semibold underline" href="tel:988">
              988
            </a>
          </li>
          <li>
            <MessageSquare className="mr-1 inline size-4" aria-hidden="true" />
            Crisis Text Line: text HOME to{' '}
            <a className="font-semibold underline" href="sms:741741">
              741741
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
