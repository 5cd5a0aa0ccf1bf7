import { Phone } from 'lucide-react';
import { telHref } from '../../../common/schemas/phone';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from '../../../common/schemas/safety-plans';
import { cn } from '../../lib/utils';
import { CrisisLines } from './CrisisLines';
import type { PlanLists } from './plan-form';
import { SectionHeading } from './SectionHeading';

/**
 * A plan to read: the seven sections in order, with the crisis lines under "Professionals and services".
 * Staff see a shared plan this way; the student's printed page is this too.
 */
export function PlanDocument({
  plan,
  anchors = false,
  className,
}: {
  plan: PlanLists;
  /** Give the sections their ids (#coping-strategies, ...): only where no editor on the page has them. */
  anchors?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4 print:space-y-3', className)}>
      {SAFETY_PLAN_SECTIONS.map((section, index) => (
        <section
          key={section.key}
          id={anchors ? section.anchor : undefined}
          aria-labelledby={`doc-${section.anchor}-title`}
          className="scroll-mt-24 break-inside-avoid rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:rounded-none print:border-0 print:border-b print:p-0 print:pb-3 print:shadow-none"
        >
          <SectionHeading id={`doc-${section.anchor}-title`} step={index + 1} title={section.title} />
          <SectionItems section={section} plan={plan} />
          {section.key === 'professionals' && <CrisisLines className="mt-3" />}
        </section>
      ))}
    </div>
  );
}

function SectionItems({ section, plan }: { section: SafetyPlanSection; plan: PlanLists }) {
  if (section.kind === 'text') {
    const items = plan[section.key as 'warning_signs'];
    if (items.length === 0) return <Nothing />;
    return (
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 marker:text-slate-600">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same text may appear twice
          <li key={i} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    );
  }
  const people = plan[section.key as 'support_people'] as {
    name: string;
    phone: string | null;
    relationship?: string | null;
  }[];
  if (people.length === 0) return <Nothing />;
  return (
    <ul className="mt-3 space-y-2 text-sm text-slate-800">
      {people.map((person, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name
        <li key={i} className="flex flex-wrap items-baseline gap-x-2 break-words">
          <span className="font-medium text-slate-900">{person.name}</span>
          {person.relationship && <span className="text-slate-600">({person.relationship})</span>}
          {person.phone && (
            <a
              href={telHref(person.phone)}
              className="inline-flex items-center gap-1 rounded-sm text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Phone className="size-3.5 print:hidden" aria-hidden="true" />
              {person.phone}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function Nothing() {
  return <p className="mt-3 text-sm text-slate-600 italic">Nothing written here yet.</p>;
}
