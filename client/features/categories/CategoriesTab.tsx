import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { UseQueryResult } from '@tanstack/react-query';
import { FolderOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { type CenterCategory, useReorderCategories, useSaveCategory } from './api';
import { CategoryCard } from './CategoryCard';
import { CategoryDialog, type CategoryDialogTarget } from './CategoryDialog';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { gridKeyboardCoordinates } from './keyboardCoordinates';
import { orderAfterDrop, reorderBody } from './reorder';

function nameOf(categories: readonly CenterCategory[], id: unknown): string {
  return categories.find((category) => category.id === id)?.name ?? 'Category';
}

/** The category grid (product §1.2.10): create, edit, activate, delete, and reorder by drag or keyboard. */
export function CategoriesTab({ query }: { query: UseQueryResult<CenterCategory[], Error> }) {
  const [order, setOrder] = useState<CenterCategory[] | null>(null);
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<CenterCategory | null>(null);
  const reorder = useReorderCategories();
  const toggle = useSaveCategory();
  const categories = order ?? query.data ?? [];

  // A fresh list from the server replaces the local order of a drop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the server's list changes
  useEffect(() => setOrder(null), [query.data]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: gridKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = orderAfterDrop(categories, Number(active.id), over ? Number(over.id) : null);
    if (!next) return;
    setOrder(next);
    reorder.mutate(reorderBody(next), {
      onSuccess: () => toast.success('Category order updated'),
      onError: () => toast.error('Failed to reorder categories. Please try again.'),
    });
  };

  const toggleActive = (category: CenterCategory) =>
    toggle.mutate(
      { id: category.id, body: { is_active: !category.is_active } },
      {
        onSuccess: () => toast.success('Category updated successfully'),
        onError: () =>
          toast.error('Failed to save category', { description: 'Failed to update category status.' }),
      },
    );

  const body = () => {
    if (query.isPending) {
      return (
        <LoadingState
          label="Loading categories"
          rows={3}
          rowClass="h-64 rounded-xl"
          className="grid grid-cols-1 gap-4 space-y-0 md:grid-cols-2 xl:grid-cols-3"
        />
      );
    }
    if (query.isError && !query.data) {
      return <ErrorState message={query.error.message} onRetry={query.refetch} retryLabel="Retry" />;
    }
    if (categories.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FolderOpen className="size-8 text-slate-400" aria-hidden="true" />
          <h3 className="text-lg font-semibold text-slate-900">No categories found</h3>
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        </Card>
      );
    }
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To reorder a category, press space or enter to pick it up, use the arrow keys to move it, then press space or enter to drop it, or escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(categories, active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(categories, active.id)} is over ${nameOf(categories, over.id)}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOf(categories, active.id)} was dropped at the place of ${nameOf(categories, over.id)}.`
                : undefined,
            onDragCancel: ({ active }) => `Moving ${nameOf(categories, active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={categories.map((category) => category.id)} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Ticket categories">
            {categories.map((category, index) => (
              <li key={category.id} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <CategoryCard
                    category={category}
                    position={index + 1}
                    busy={toggle.isPending}
                    onEdit={() => setDialog({ mode: 'edit', category })}
                    onDelete={() => setDeleting(category)}
                    onToggleActive={() => toggleActive(category)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Ticket Categories</h2>
          <p className="text-sm text-slate-500">
            Drag a card by its grip, or focus the grip and use space and the arrow keys, to change the order.
          </p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      </div>
      {body()}
      <CategoryDialog
        target={dialog}
        nextSortOrder={categories.reduce((max, category) => Math.max(max, category.sort_order + 1), 0)}
        onClose={() => setDialog(null)}
      />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
