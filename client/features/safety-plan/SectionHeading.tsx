/**
 * A section's heading: its step number (hidden from screen readers, so the name is just the title) and the
 * title. It takes focus when the page opens at the section's anchor.
 */
export function SectionHeading({ id, step, title }: { id: string; step: number; title: string }) {
  return (
    <h2
      id={id}
      tabIndex={-1}
      className="flex items-center gap-2 rounded-md text-base font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 data-[focused=true]:ring-2 data-[focused=true]:ring-indigo-500"
    >
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800 print:border print:border-slate-400 print:bg-white"
      >
        {step}
      </span>
      {title}
    </h2>
  );
}
