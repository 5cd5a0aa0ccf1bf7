import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { UserBulkCreateResult } from '../../../common/schemas/users';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { bulkSummaryText } from './csv-import';
import { GeneratedPassword } from './GeneratedPassword';

export function Results({ result, onComplete }: { result: UserBulkCreateResult; onComplete: () => void }) {
  const { summary } = result;
  const withPasswords = result.created_users.filter((user) => user.generated_password);
  const tiles = [
    { label: 'Created', value: summary.successful, tone: 'text-emerald-700 bg-emerald-50' },
    { label: 'Failed', value: summary.failed, tone: 'text-red-700 bg-red-50' },
    { label: 'Skipped', value: summary.skipped, tone: 'text-amber-700 bg-amber-50' },
    { label: 'Emails queued', value: summary.emails_queued, tone: 'text-sky-700 bg-sky-50' },
  ];

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
          Bulk Creation Results
        </DialogTitle>
        <DialogDescription>{bulkSummaryText(summary)}</DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className={cn('rounded-lg px-3 py-2', tile.tone)}>
            <dt className="text-xs font-medium">{tile.label}</dt>
            <dd className="text-2xl font-semibold">{tile.value}</dd>
          </div>
        ))}
      </dl>

      {withPasswords.length > 0 && (
        <section aria-label="Generated passwords" className="space-y-2">
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <div>
              <AlertTitle>Generated passwords</AlertTitle>
              <AlertDescription>
                These are shown only once. Copy them now and pass them on securely.
              </AlertDescription>
            </div>
          </Alert>
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {withPasswords.map((user) => (
              <li key={user.email} className="space-y-1">
                <p className="text-sm">
                  <span className="font-medium text-slate-900">{user.name}</span>{' '}
                  <span className="text-slate-500">{user.email}</span>
                </p>
                <GeneratedPassword
                  password={user.generated_password ?? ''}
                  label={`Password for ${user.email}`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {result.errors.length > 0 && (
        <section aria-label="Rows not created" className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Not created</h3>
          <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {result.errors.map((item) => (
              <li key={`${item.index}-${item.email ?? ''}`}>{item.error}</li>
            ))}
          </ul>
        </section>
      )}

      <DialogFooter>
        <Button onClick={onComplete}>Complete</Button>
      </DialogFooter>
    </>
  );
}
