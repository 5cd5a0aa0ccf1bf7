import type { ReactNode } from 'react';
import { Label } from '../../components/ui/label';

/** The centred card of the screens outside the signed-in app (change password, set password). */
export function AuthCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-8">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          {icon}
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A labelled field of those screens, with its error below. */
export function FieldBox({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error}
    </div>
  );
}
