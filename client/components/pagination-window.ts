export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons of product §1.9: up to `max` page numbers around the current one (5, or 3 when compact),
 * with the first and last page and an ellipsis where pages are skipped.
 */
export function pageWindow(current: number, last: number, max = 5): PageItem[] {
  if (last <= 1) return [1];
  const page = Math.min(Math.max(1, current), last);
  const size = Math.min(max, last);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(last, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < last) {
    if (end < last - 1) items.push('ellipsis-end');
    items.push(last);
  }
  return items;
}
