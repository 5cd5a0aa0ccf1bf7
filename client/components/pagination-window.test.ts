import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres five pages on the current one with the ends and ellipses', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('keeps the window inside the range at either end', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('shows three pages when compact', () => {
    expect(pageWindow(10, 20, 3)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('joins the first page without an ellipsis when it touches the window', () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 8]);
  });

  it('clamps a page past the end', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});
