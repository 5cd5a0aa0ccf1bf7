import { LoaderCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/**
 * The shell of a dialog that holds one form: the Radix dialog (focus trap, Escape, focus back to the opener)
 * that cannot be closed while the save runs. Its body mounts only while it is open, so a keyed form inside
 * starts afresh each time; put a `DialogForm` in it.
 */
export function FormDialog({
  open,
  pending,
  onClose,
  className,
  children,
}: {
  open: boolean;
  /** A save is running: Escape, the overlay and the close button do nothing. */
  pending: boolean;
  onClose: () => void;
  /** The panel's width, e.g. "max-w-xl". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      {open && (
        <DialogContent
          className={className}
          onInteractOutside={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The form inside a `FormDialog`: title, description, the fields, and Cancel beside a submit button that
 * shows a spinner (and `pendingLabel`, when given) and is disabled while the save runs.
 */
export function DialogForm({
  title,
  description,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  cancelLabel = 'Cancel',
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  /** Keeps the submit button off for a reason of the form's own (a duplicate, say). */
  submitDisabled?: boolean;
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate className={cn('grid gap-4', className)} onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="text-slate-600">{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending || submitDisabled}>
          {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {pending && pendingLabel ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
