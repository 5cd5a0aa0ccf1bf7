import { Mail, Phone, RefreshCw, Wrench } from 'lucide-react';
import { telHref } from '../../../common/schemas/phone';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NeedToTalkNow } from '../crisis-support/NeedToTalkNow';
import { usePublicSettings } from './api';

/**
 * What a student, counselor or advisor sees while the hub is under maintenance: a calm note, a way to check
 * again, the support contacts when set, and never a dead end: the crisis contacts and the Crisis Support panel.
 */
export function MaintenancePage() {
  const settings = usePublicSettings();
  const phone = settings.data?.supportPhone;
  const email = settings.data?.supportEmail;
  return (
    <div className="space-y-6">
      <PageHeader title="The hub is under maintenance" />
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <Wrench className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-prose text-sm text-slate-700">
          The Student Support Hub is closed for a short while so that administrators can work on it. Your
          tickets and messages are kept. Please check again later.
        </p>
        <Button variant="outline" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
          <RefreshCw aria-hidden="true" />
          Check again
        </Button>
        {(phone || email) && (
          <ul className="flex flex-wrap justify-center gap-3 text-sm" aria-label="Support contacts">
            {phone && (
              <li>
                <a
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 underline"
                  href={telHref(phone)}
                >
                  <Phone className="size-4" aria-hidden="true" />
                  Call Support {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                <a
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 underline"
                  href={`mailto:${email}`}
                >
                  <Mail className="size-4" aria-hidden="true" />
                  Email {email}
                </a>
              </li>
            )}
          </ul>
        )}
      </Card>
      <NeedToTalkNow />
    </div>
  );
}
