import { BookHeart, HeartPulse, UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { WellnessTab } from '../wellness/WellnessTab';
import { CounselorsTab } from './CounselorsTab';
import { SelfHelpTab } from './SelfHelpTab';

// The wizard (and its slot picker) loads only when a student opens it.
const BookingWizard = lazy(async () => ({
  default: (await import('../appointments/BookingWizard')).BookingWizard,
}));

const TABS = [
  { value: 'counselors', label: 'Counselors', icon: UsersRound },
  { value: 'self-help', label: 'Self-Help', icon: BookHeart },
  { value: 'wellness', label: 'Wellness', icon: HeartPulse },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The Counseling page's tabs (spec 2 "Counseling and Mental Health page"): the real counselors to book, the
 * library's self-help resources, and the student's daily check-in (Radix tabs: arrow keys, Home, End). Each
 * tab loads its data only when it is first opened.
 */
export function CounselingTabs({ student }: { student: boolean }) {
  const [tab, setTab] = useState<Tab>('counselors');
  // null: closed; undefined counselor: the wizard's own choice (Auto-Assign).
  const [booking, setBooking] = useState<{ counselorId?: number } | null>(null);
  return (
    <section aria-labelledby="counseling-tabs-title" className="space-y-3">
      <h2 id="counseling-tabs-title" className="text-lg font-semibold text-slate-900">
        Counselors, self-help and wellness
      </h2>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Counseling sections">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="counselors">
          <CounselorsTab onBook={student ? (counselorId) => setBooking({ counselorId }) : undefined} />
        </TabsContent>
        <TabsContent value="self-help">
          <SelfHelpTab />
        </TabsContent>
        <TabsContent value="wellness">
          {student ? (
            <WellnessTab onBook={() => setBooking({})} />
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              Students keep a daily check-in here. Only the student sees it, unless they choose to share it
              with their counselor; a shared trend then appears on their appointments with you.
            </p>
          )}
        </TabsContent>
      </Tabs>
      {student && booking && (
        <Suspense fallback={null}>
          <BookingWizard open counselorId={booking.counselorId} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </section>
  );
}
