import { describe, expect, it } from 'vitest';
import { columnWidths, DEFAULT_COLUMN_WIDTH, layoutColumns, titleColumn, type ColumnSize } from './list-layout';

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
    expect(layoutColumns(columns, 700, { actionsWidth: 220 })).toEqual({
      mode: 'cards',
      columns: ['serial', 'model', 'warehouse', 'status'],
    });
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

describe('columnWidths', () => {
  const sum = (w: ReturnType<typeof columnWidths>) => Object.values(w.columns).reduce((a, b) => a + b, 0) + w.actions + w.selection;

  it('gives every column its planned width and the actions their room, the rest to the columns that wrap', () => {
    const shown: ColumnSize[] = [
      { id: 'equipment', priority: 1, minWidth: 200 },
      { id: 'status', priority: 2, minWidth: 150, nowrap: true },
      { id: 'issue', priority: 2, minWidth: 100 },
      { id: 'date', priority: 3, minWidth: 140, nowrap: true },
    ];
    // 590 planned + 120 actions = 710; 300 spare for equipment (200) and issue (100): 200 and 100.
    const w = columnWidths(shown, 1010, { actionsWidth: 120 });
    expect(w).toEqual({ columns: { equipment: 400, status: 150, issue: 200, date: 140 }, actions: 120, selection: 0 });
    expect(sum(w)).toBe(1010);
  });

  it('keeps the transfer list badge and its neighbours at their plan beside the pinned actions at 1366 px', () => {
    // The list box of the transfer screen at 1366 px (sidebar and padding taken).
    const shown: ColumnSize[] = [
      { id: 'equipment', priority: 1, minWidth: 190 },
      { id: 'route', priority: 1, minWidth: 220 },
      { id: 'assignee', priority: 2, minWidth: 120 },
      { id: 'status', priority: 2, minWidth: 150, nowrap: true },
      { id: 'created', priority: 3, minWidth: 140, nowrap: true },
    ];
    const w = columnWidths(shown, 1040, { actionsWidth: 120 });
    for (const c of shown) expect(w.columns[c.id]).toBeGreaterThanOrEqual(c.minWidth ?? 0);
    expect(w.columns.status).toBe(150);
    expect(w.actions).toBe(120);
    expect(sum(w)).toBe(1040);
  });

  it('spreads the spare room over every column when none wraps, and never past the list width', () => {
    const shown: ColumnSize[] = [
      { id: 'a', priority: 1, minWidth: 100, nowrap: true },
      { id: 'b', priority: 2, minWidth: 300, nowrap: true },
    ];
    const w = columnWidths(shown, 803.7, { selectionWidth: 52 });
    expect(w.columns.a).toBeGreaterThan(100);
    expect(w.columns.b).toBeGreaterThan(300);
    expect(w.selection).toBe(52);
    expect(sum(w)).toBe(803);
  });

  it('gives columns without a width the default, and no spare room when the plan fills the list', () => {
    const shown: ColumnSize[] = [
      { id: 'a', priority: 1 },
      { id: 'b', priority: 2, minWidth: 200 },
    ];
    expect(columnWidths(shown, DEFAULT_COLUMN_WIDTH + 200 + 90, { actionsWidth: 90 }).columns).toEqual({ a: DEFAULT_COLUMN_WIDTH, b: 200 });
    // Narrower than the plan (the layout would have chosen cards): the plan stands, nothing shrinks below it.
    expect(columnWidths(shown, 100).columns).toEqual({ a: DEFAULT_COLUMN_WIDTH, b: 200 });
  });

  it('agrees with layoutColumns: a table it chooses always has room for every shown column', () => {
    const all: ColumnSize[] = [
      { id: 'serial', priority: 1, minWidth: 130, nowrap: true },
      { id: 'model', priority: 1, minWidth: 160 },
      { id: 'category', priority: 3, minWidth: 110 },
      { id: 'status', priority: 2, minWidth: 150, nowrap: true },
      { id: 'date', priority: 3, minWidth: 140, nowrap: true },
    ];
    for (let width = 560; width <= 1920; width += 37) {
      const layout = layoutColumns(all, width, { actionsWidth: 250 });
      if (layout.mode !== 'table') continue;
      const shown = all.filter((c) => layout.columns.includes(c.id));
      const w = columnWidths(shown, width, { actionsWidth: 250 });
      expect(sum(w)).toBe(width);
      for (const c of shown) expect(w.columns[c.id]).toBeGreaterThanOrEqual(c.minWidth ?? 0);
    }
  });
});

describe('actions folded into a menu', () => {
  it('keeps a table when the buttons would push it into cards but the ⋯ menu fits', () => {
    // 540 of columns + 220 of buttons > 700; + 64 of menu fits.
    expect(layoutColumns(columns, 700, { actionsWidth: 220, menuWidth: 64 })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'warehouse', 'status'],
      actionsMenu: true,
    });
  });

  it('folds the actions when that lets more columns in, and keeps the buttons when everything fits anyway', () => {
    // 920 of columns: with 220 of buttons the date is left out; with 64 of menu all fit.
    expect(layoutColumns(columns, 1000, { actionsWidth: 220, menuWidth: 64, foldForColumns: true })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'category', 'warehouse', 'status', 'creator', 'date'],
      actionsMenu: true,
    });
    // A list that does not ask keeps its buttons when the table fits with them.
    expect(layoutColumns(columns, 1000, { actionsWidth: 220, menuWidth: 64 })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'category', 'warehouse', 'status', 'creator'],
    });
    expect(layoutColumns(columns, 1600, { actionsWidth: 220, menuWidth: 64, foldForColumns: true })).toEqual({
      mode: 'table',
      columns: ['serial', 'model', 'category', 'warehouse', 'status', 'creator', 'date'],
    });
  });

  it('never folds on a phone: rows there carry their own menu', () => {
    expect(layoutColumns(columns, 400, { actionsWidth: 220, menuWidth: 64 }).mode).toBe('cards');
  });
});
