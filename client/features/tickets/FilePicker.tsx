import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  acceptOf,
  attachmentNameAndSizeProblems,
  cleanFileName,
  DEFAULT_UPLOAD_RULES,
  type UploadRules,
} from '../../../common/limits';
import { buttonVariants } from '../../components/ui/button';
import { formatBytes } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useTicketOptions } from './api';

interface FilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  max: number;
  /** The message when a pick would go past `max`: the first pick, and adding to an existing selection. */
  tooManyMessage: string;
  tooManyAddingMessage?: string;
  disabled?: boolean;
  /** Errors the server reported for the attachments. */
  serverError?: string;
  label?: string;
}

/** The upload rules of the admin settings, given with the ticket options; the defaults until they load. */
function useUploadRules(): UploadRules {
  const attachments = useTicketOptions().data?.attachments;
  if (!attachments) return DEFAULT_UPLOAD_RULES;
  return {
    maxMegabytes: attachments.max_bytes / (1024 * 1024),
    extensions: attachments.accept.split(',').map((ext) => ext.replace(/^\./, '')),
  };
}

/** Picks files, checks each with the shared rules (product §1.5.2) and lists the chosen ones as removable chips. */
export function FilePicker({
  files,
  onChange,
  max,
  tooManyMessage,
  tooManyAddingMessage = tooManyMessage,
  disabled = false,
  serverError,
  label = 'Attachments',
}: FilePickerProps) {
  const [error, setError] = useState<string | null>(null);
  const rules = useUploadRules();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    if (files.length + picked.length > max) {
      setError(files.length > 0 ? tooManyAddingMessage : tooManyMessage);
      return;
    }
    const problems = picked
      .map((file) => attachmentNameAndSizeProblems(file, rules))
      .filter((p): p is string => p !== null);
    setError(problems.length > 0 ? problems.join(', ') : null);
    const accepted = picked.filter((file) => attachmentNameAndSizeProblems(file, rules) === null);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const shownError = error ?? serverError;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <span id={hintId} className="text-xs text-slate-500">
          Up to {max} files, {rules.maxMegabytes}MB each ({rules.extensions.join(', ')})
        </span>
      </div>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptOf(rules)}
        disabled={disabled || files.length >= max}
        className="peer sr-only"
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Paperclip aria-hidden="true" />
        Attach files ({files.length}/{max})
      </label>
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected files">
          {files.map((file, index) => {
            const name = cleanFileName(file.name);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two picks may share a name; the position is the identity
                key={`${index}-${name}`}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-1 pl-2.5 pr-1 text-xs text-slate-700"
              >
                <FileText className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="min-w-0 truncate">{name}</span>
                <span className="text-slate-600">{formatBytes(file.size, { fixedDecimal: true })}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onChange(files.filter((_, i) => i !== index));
                    setError(null);
                  }}
                  aria-label={`Remove ${name}`}
                  className="flex size-5 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800 disabled:cursor-not-allowed"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
