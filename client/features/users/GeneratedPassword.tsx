import { Copy, Wand2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';

/** Fills the password boxes with a generated password. */
export function GenerateButton({ onGenerate, disabled }: { onGenerate: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onGenerate} disabled={disabled}>
      <Wand2 aria-hidden="true" />
      Generate
    </Button>
  );
}

export async function copyPassword(password: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(password);
    toast.success('Password copied to clipboard!');
  } catch {
    toast.error('Failed to copy password');
  }
}

/** A generated password, shown once, with a copy button. */
export function GeneratedPassword({ password, label }: { password: string; label: string }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <span className="sr-only">{label}: </span>
      <code className="min-w-0 flex-1 truncate font-mono text-sm text-slate-900">{password}</code>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void copyPassword(password)}
        aria-label={`Copy ${label.toLowerCase()}`}
      >
        <Copy aria-hidden="true" />
        Copy
      </Button>
    </div>
  );
}
