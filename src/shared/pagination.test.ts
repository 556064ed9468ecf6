import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageRange, pageSlice, pageWindow } from './pagination';

describe('pageItems (spec 01 §2 paginator rule)', () => {
  it('shows nothing for zero or one page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page up to 7', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('from 8 pages on shows first, last and the current page neighbours with ellipses', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 'ellipsis-end', 8]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('uses no ellipsis where the neighbours touch first or last', () => {
    expect(pageItems(2, 8)).toEqual([1, 2, 3, 'ellipsis-end', 8]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
    expect(pageItems(7, 8)).toEqual([1, 'ellipsis-start', 6, 7, 8]);
    expect(pageItems(6, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
  });

  it('always includes first, last and current, ascending, without duplicates', () => {
    for (let total = 8; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('pageWindow (worker history: at most 5 buttons)', () => {
  it('slides a window of at most 5 pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('pageCount, pageSlice and pageRange', () => {
  it('counts pages with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(42, 10)).toBe(5);
  });

  it('slices one page of rows', () => {
    const rows = Array.from({ length: 42 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(rows, 5, 10)).toEqual([41, 42]);
    expect(pageSlice(rows, 6, 10)).toEqual([]);
  });

  it('gives the shown record range', () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
