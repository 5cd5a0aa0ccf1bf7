import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
    <ConfirmDialog
      open={category !== null}
      title="Delete Category"
      description={<>Delete “{category?.name}”? A category that still holds tickets cannot be deleted.</>}
      confirmLabel="Delete"
      busy={remove.isPending}
      failure={failure}
      onConfirm={() => category && confirm(category)}
      onClose={close}
    >
      {category && category.tickets_count > 0 && !failure && (
        <p className="text-sm text-amber-700">
          This category holds {category.tickets_count} {category.tickets_count === 1 ? 'ticket' : 'tickets'}.
        </p>
      )}
    </ConfirmDialog>
  );
}
