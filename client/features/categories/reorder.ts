/** Moves the item at `from` to `to`, leaving the input untouched. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The POST /reorder body: each category's new position as its sort order (0, 1, 2, ...). */
export function reorderBody(ordered: readonly { id: number }[]): {
  categories: { id: number; sort_order: number }[];
} {
  return { categories: ordered.map((category, index) => ({ id: category.id, sort_order: index })) };
}

/** The order after a drag from `activeId` onto `overId`, or null when nothing moves. */
export function orderAfterDrop<T extends { id: number }>(
  items: readonly T[],
  activeId: number,
  overId: number | null,
): T[] | null {
  if (overId === null || activeId === overId) return null;
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from === -1 || to === -1) return null;
  return moveItem(items, from, to);
}
