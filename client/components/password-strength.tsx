import { Check, X } from 'lucide-react';
import { PASSWORD_RULES, passwordStrength } from '../../common/passwords';
import { cn } from '../lib/utils';

const LABEL_STYLES = {
  Weak: { bar: 'bg-red-500', text: 'text-red-700' },
  Medium: { bar: 'bg-amber-500', text: 'text-amber-700' },
  Strong: { bar: 'bg-emerald-500', text: 'text-emerald-700' },
} as const;

const RULES: { label: string; test: (password: string) => boolean }[] = [
  { label: `At least ${PASSWORD_RULES.min} characters`, test: (p) => p.length >= PASSWORD_RULES.min },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'A number', test: (p) => /[0-9]/.test(p) },
];

/** The strength meter (Weak, Medium, Strong) and the rules a password must meet. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const style = LABEL_STYLES[label];
  return (
    <div id={id} className="space-y-2">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
          <div
            className={cn('h-full rounded-full transition-all', style.bar)}
            style={{ width: `${(score / 6) * 100}%` }}
          />
        </div>
        <span className={cn('text-xs font-semibold', style.text)} aria-live="polite">
          <span className="sr-only">Password strength: </span>
          {label}
        </span>
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        {RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.label}
              className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-500')}
            >
              {met ? (
                <Check className="size-3" aria-hidden="true" />
              ) : (
                <X className="size-3" aria-hidden="true" />
              )}
              {rule.label}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
