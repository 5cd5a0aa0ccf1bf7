import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { arrangeBookmarks } from './BookmarksTab';

function saved(
  id: number,
  title: string,
  extra: Partial<Resource> = {},
): Resource & { bookmarked_at: string } {
  return {
    id,
    slug: `r-${id}`,
    title,
    description: 'A description long enough to pass.',
    category_id: 1,
    category: { id: 1, name: 'Sleep', slug: 'sleep', color: '#3B82F6', icon: 'BookOpen' },
    type: 'article',
    difficulty: 'beginner',
    external_url: 'https://example.org',
    download_url: null,
    thumbnail_url: null,
    duration: null,
    tags: [],
    author_name: null,
    author_bio: null,
    subcategory: null,
    sort_order: 0,
    is_published: true,
    is_featured: false,
    published_at: null,
    rating: 0,
    rating_count: 0,
    recommend_percentage: 0,
    view_count: 0,
    download_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    is_bookmarked: true,
    my_feedback: null,
    ...extra,
    bookmarked_at: extra.bookmarked_at ?? '2026-01-01T00:00:00Z',
  };
}

const items = [
  saved(1, 'Sleep basics', { bookmarked_at: '2026-01-02T00:00:00Z', rating: 3, tags: ['rest'] }),
  saved(2, 'A breathing exercise', { type: 'exercise', bookmarked_at: '2026-01-03T00:00:00Z', rating: 4.5 }),
  saved(3, 'Money worksheet', {
    type: 'worksheet',
    category: { id: 2, name: 'Money', slug: 'money', color: '#000000', icon: 'BookOpen' },
    bookmarked_at: '2026-01-01T00:00:00Z',
  }),
];
const all = { search: '', category: '', type: '', sort: 'saved' as const };

describe('My Bookmarks arrangement', () => {
  it('lists the most recently saved first by default', () => {
    expect(arrangeBookmarks(items, all).map((r) => r.id)).toEqual([2, 1, 3]);
  });
  it('sorts by title, rating and type', () => {
    expect(arrangeBookmarks(items, { ...all, sort: 'title' }).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(arrangeBookmarks(items, { ...all, sort: 'rating' }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(arrangeBookmarks(items, { ...all, sort: 'type' }).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('filters by words (tags too), category and type', () => {
    expect(arrangeBookmarks(items, { ...all, search: 'REST' }).map((r) => r.id)).toEqual([1]);
    expect(arrangeBookmarks(items, { ...all, category: 'money' }).map((r) => r.id)).toEqual([3]);
    expect(arrangeBookmarks(items, { ...all, type: 'exercise' }).map((r) => r.id)).toEqual([2]);
  });
});
