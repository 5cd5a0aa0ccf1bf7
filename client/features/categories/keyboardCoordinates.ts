import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

function indexOf(data: unknown): number | null {
  const sortable = (data as { sortable?: { index?: unknown } } | undefined)?.sortable;
  return typeof sortable?.index === 'number' ? sortable.index : null;
}

/**
 * Keyboard moves in the category grid: left and right step to the previous or next card in reading order
 * (across row ends), up and down move to the card above or below.
 */
export const gridKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === KeyboardCode.Left ? -1 : event.code === KeyboardCode.Right ? 1 : 0;
  if (step === 0) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();

  const { active, over, collisionRect, droppableContainers, droppableRects } = args.context;
  if (!active || !collisionRect) return undefined;
  const from = indexOf(over?.data.current) ?? indexOf(active.data.current);
  const activeIndex = indexOf(active.data.current);
  if (from === null || activeIndex === null) return undefined;

  const target = droppableContainers
    .getEnabled()
    .find((entry) => indexOf(entry.data.current) === from + step);
  const rect = target ? droppableRects.get(target.id) : undefined;
  if (!target || !rect) return undefined;

  // A card after the dragged one is reached by its bottom-right corner, as the sortable strategy expects.
  const after = from + step > activeIndex;
  return {
    x: rect.left - (after ? collisionRect.width - rect.width : 0),
    y: rect.top - (after ? collisionRect.height - rect.height : 0),
  };
};
