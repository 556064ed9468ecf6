import { describe, expect, it } from 'vitest';
import { layoutColumns, titleColumn, type ColumnSize } from './list-layout';

const columns: ColumnSize[] = [
  { id: 'serial', priority: 1, minWidth: 130 },
  { id: 'model', priority: 1, minWidth: 160 },
  { id: 'category', priority: 3, minWidth: 110 },
  { id: 'warehouse', priority: 2, minWidth: 140 },
  { id: 'status', priority: 2, minWidth: 110 },
  { id: 'creator', priority: 3, minWidth: 130 },
  { id: 'date', priority: 3, minWidth: 140 },
];

describe('layoutColumns', () => {
  it('shows every column in declaration order when the list is wide', () => {
    expect(layoutColumns(columns, 1600, { actionsWidth: 220 })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'category', 'warehouse', 'status', 'creator', 'date'],
    });
  });

  it('leaves out priority 3 columns that do not fit, keeping the earlier ones first', () => {
    // 130+160+140+110 = 540, + 220 actions = 760; 110 more for the category = 870; creator would be 1000.
    expect(layoutColumns(columns, 900, { actionsWidth: 220 })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'category', 'warehouse', 'status'],
    });
    // A later narrow column still joins when an earlier wide one did not fit.
    const mixed: ColumnSize[] = [
      { id: 'a', priority: 1, minWidth: 200 },
      { id: 'wide', priority: 3, minWidth: 400 },
      { id: 'narrow', priority: 3, minWidth: 100 },
    ];
    expect(layoutColumns(mixed, 550, { cardsBelow: 0 })).toEqual({ mode: 'table', columns: ['a', 'narrow'] });
  });

  it('becomes cards when the priority 1 and 2 columns and the actions do not fit', () => {
    expect(layoutColumns(columns, 700, { actionsWidth: 220 })).toEqual({ mode: 'cards', columns: ['serial', 'model', 'warehouse', 'status'] });
    // The same list without actions still fits as a table.
    expect(layoutColumns(columns, 700).mode).toBe('table');
  });

  it('counts the selection column', () => {
    expect(layoutColumns(columns, 770, { actionsWidth: 220 }).mode).toBe('table');
    expect(layoutColumns(columns, 770, { actionsWidth: 220, selectionWidth: 48 }).mode).toBe('cards');
  });

  it('always uses cards on a phone, even for a list that would fit', () => {
    const small: ColumnSize[] = [{ id: 'name', priority: 1, minWidth: 100 }];
    expect(layoutColumns(small, 358)).toEqual({ mode: 'cards', columns: ['name'] });
    expect(layoutColumns(small, 358, { cardsBelow: 300 }).mode).toBe('table');
  });

  it('gives columns without a width the default width', () => {
    const plain: ColumnSize[] = [
      { id: 'a', priority: 1 },
      { id: 'b', priority: 2 },
      { id: 'c', priority: 3 },
    ];
    expect(layoutColumns(plain, 600).columns).toEqual(['a', 'b', 'c']);
    expect(layoutColumns(plain, 350, { cardsBelow: 0 }).columns).toEqual(['a', 'b']);
  });

  it('takes the first priority 1 column as the card title', () => {
    expect(titleColumn(columns)?.id).toBe('serial');
    expect(titleColumn([{ id: 'x', priority: 2 }])?.id).toBe('x');
    expect(titleColumn([])).toBeUndefined();
  });
});
