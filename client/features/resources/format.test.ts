import { describe, expect, it } from 'vitest';
import {
  compactCount,
  linkedResourceId,
  ratingText,
  safeResourceUrl,
  satisfaction,
  savedAgo,
  visibleTags,
} from './format';

describe('resource formatting', () => {
  it('counts with K and M at one decimal', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1K');
    expect(compactCount(1250)).toBe('1.2K');
    expect(compactCount(3_400_000)).toBe('3.4M');
  });

  it('keeps only http and https links', () => {
    expect(safeResourceUrl('https://988lifeline.org/')).toBe('https://988lifeline.org/');
    expect(safeResourceUrl('http://example.edu/a')).toBe('http://example.edu/a');
    expect(safeResourceUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeResourceUrl(' JAVASCRIPT:alert(1)')).toBeUndefined();
    expect(safeResourceUrl('data:text/html,hi')).toBeUndefined();
    expect(safeResourceUrl('file:///etc/passwd')).toBeUndefined();
    expect(safeResourceUrl('/relative')).toBeUndefined();
    expect(safeResourceUrl(null)).toBeUndefined();
  });

  it('reads a linked resource id', () => {
    expect(linkedResourceId('12')).toBe(12);
    expect(linkedResourceId('0')).toBeNull();
    expect(linkedResourceId('1e3')).toBeNull();
    expect(linkedResourceId(null)).toBeNull();
  });

  it('rates to one decimal and turns a rating into a satisfaction share', () => {
    expect(ratingText(4.26)).toBe('4.3');
    expect(ratingText(7)).toBe('5.0');
    expect(satisfaction(4.3)).toBe(86);
    expect(satisfaction(0)).toBe(0);
  });

  it('says how long ago something was saved', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(savedAgo('2026-01-10T11:59:30Z', now)).toBe('Just now');
    expect(savedAgo('2026-01-10T11:15:00Z', now)).toBe('45 min ago');
    expect(savedAgo('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(savedAgo('2026-01-08T12:00:00Z', now)).toBe('2 days ago');
    expect(savedAgo('bad', now)).toBe('Unknown time');
  });

  it('shows the first tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleTags(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});
