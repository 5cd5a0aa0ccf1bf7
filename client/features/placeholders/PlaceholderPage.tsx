import { Construction } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { NeedToTalkNow } from '../crisis-support/NeedToTalkNow';

interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/**
 * A page whose feature has not been built yet: its title and a calm note, nothing that pretends to work,
 * and never a dead end: the crisis contacts and the Crisis Support panel are right here.
 */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-slate-700">This area is being prepared.</p>
      </Card>
      <NeedToTalkNow />
    </div>
  );
}
