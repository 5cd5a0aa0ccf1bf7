import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { type CenterCategory, useDeleteCategory } from './api';
import { deleteFailureText } from './category-form';

export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: CenterCategory | null;
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = (target: CenterCategory) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success('Category deleted successfully');
        setFailure(null);
        onClose();
      },
      onError: (error) => {
        const text = deleteFailureText(error);
        setFailure(text);
        toast.error('Failed to delete category', { description: text });
      },
    });

  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && close()}>
      {category && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete Category</DialogTitle>
            <DialogDescription>
              Delete “{category.name}”? A category that still holds tickets cannot be deleted.
            </DialogDescription>
          </DialogHeader>
          {category.tickets_count > 0 && !failure && (
            <p className="text-sm text-amber-700">
              This category holds {category.tickets_count}{' '}
              {category.tickets_count === 1 ? 'ticket' : 'tickets'}.
            </p>
          )}
          {failure && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => confirm(category)} disabled={remove.isPending}>
              {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
