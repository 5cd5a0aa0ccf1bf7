import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { PageName } from '../../common/permissions';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PAGE_PATHS } from './paths';
import { useDocumentTitle } from './useDocumentTitle';

/** The refusal texts of product §1.2.3, §2.9 and §2.10. */
function refusalOf(page: PageName): { text: string; backToTickets: boolean } {
  if (page === 'admin-tickets') {
    return {
      text: 'Access Denied: You need administrator privileges to access this page.',
      backToTickets: true,
    };
  }
  if (page === 'submit-ticket') {
    return { text: 'Access Denied: You do not have permission to create tickets.', backToTickets: false };
  }
  return { text: "You don't have permission to access this page.", backToTickets: false };
}

/** Display only: the server refuses the calls behind these pages on its own. */
export function AccessDenied({ page }: { page: PageName }) {
  useDocumentTitle('Access Denied');
  const { text, backToTickets } = refusalOf(page);

  return (
    <Card className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="text-sm text-slate-600">{text}</p>
      <Button asChild variant={backToTickets ? 'default' : 'outline'}>
        {backToTickets ? (
          <Link to={PAGE_PATHS.tickets}>
            <ArrowLeft aria-hidden="true" />
            Back to Tickets
          </Link>
        ) : (
          <Link to={PAGE_PATHS.dashboard}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        )}
      </Button>
    </Card>
  );
}
