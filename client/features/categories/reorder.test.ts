import { describe, expect, it } from 'vitest';
import { moveItem, orderAfterDrop, reorderBody } from './reorder';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('moveItem', () => {
  it('moves forward and backward without touching the input', () => {
    expect(moveItem(items, 0, 2).map((i) => i.id)).toEqual([2, 3, 1, 4]);
    expect(moveItem(items, 3, 0).map((i) => i.id)).toEqual([4, 1, 2, 3]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('ignores positions outside the list', () => {
    expect(moveItem(items, 5, 0).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('orderAfterDrop', () => {
  it('puts the dragged item where the other one was', () => {
    expect(orderAfterDrop(items, 4, 2)?.map((i) => i.id)).toEqual([1, 4, 2, 3]);
  });

  it('is null when dropped on itself, nowhere, or on an unknown item', () => {
    expect(orderAfterDrop(items, 2, 2)).toBeNull();
    expect(orderAfterDrop(items, 2, null)).toBeNull();
    expect(orderAfterDrop(items, 2, 99)).toBeNull();
  });
});

describe('reorderBody', () => {
  it('numbers the categories from 0 in their new order', () => {
    expect(reorderBody([{ id: 7 }, { id: 3 }])).toEqual({
      categories: [
        { id: 7, sort_order: 0 },
        { id: 3, sort_order: 1 },
      ],
    });
  });
});
