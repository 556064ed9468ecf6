// The column logic of the list kit (list-view.tsx), free of React so it can be tested alone.
// Columns are declared once with a priority; the room the list has decides how they are shown:
//  - a table when every column of priority 1 and 2 fits beside the actions; priority 3 columns
//    join from left to right while they fit, the rest are left out of the table (the detail page
//    and the card carry them);
//  - when the actions' buttons leave too little room, the table puts them in a '⋯' menu (the row's
//    overflow menu, MENU_ACTIONS_WIDTH) if that lets the columns fit (or, for a list that asks,
//    lets more of them in);
//  - cards otherwise (a phone): each row a compact line with its title, one line of its priority 1
//    and 2 fields, its status and the '⋯' menu of its actions.
// The table is laid out with fixed column widths (columnWidths): every shown column gets at least
// its planned width and the actions their room, so no cell grows past its plan and pushes the
// row under the pinned actions.

export type ColumnPriority = 1 | 2 | 3;

export interface ColumnSize {
  id: string;
  priority: ColumnPriority;
  /** The narrowest the column can be and still read well, in CSS pixels (default 120). */
  minWidth?: number;
  /** Never breaks over lines (serial numbers, dates, badges): keeps its planned width, the room left goes to the columns that wrap. */
  nowrap?: boolean;
}

export interface ListLayoutOptions {
  /** Room taken by the actions column (0 when the list has no row actions). */
  actionsWidth?: number;
  /** Room of the actions as a '⋯' menu (0: the list cannot fold its actions). */
  menuWidth?: number;
  /**
   * Fold the actions also when the buttons fit but leave columns out (the equipment table: every
   * column of the spec at 1280 px). Otherwise they fold only when the table would not fit at all.
   */
  foldForColumns?: boolean;
  /** Room taken by a selection checkbox column. */
  selectionWidth?: number;
  /** Below this width the list is always shown as cards, whatever fits (default 560). */
  cardsBelow?: number;
}

export type ListLayout = { mode: 'table'; columns: string[]; actionsMenu?: true } | { mode: 'cards'; columns: string[] };

/** The actions as one '⋯' button: its 44 px and the cell's padding. */
export const MENU_ACTIONS_WIDTH = 64;

export const DEFAULT_COLUMN_WIDTH = 120;
export const DEFAULT_CARDS_BELOW = 560;

/** Which columns a list of `width` pixels shows, and whether as a table or as cards. */
export function layoutColumns(columns: readonly ColumnSize[], width: number, options: ListLayoutOptions = {}): ListLayout {
  const cardColumns = columns.filter((c) => c.priority <= 2).map((c) => c.id);
  if (width < (options.cardsBelow ?? DEFAULT_CARDS_BELOW)) return { mode: 'cards', columns: cardColumns };
  const actions = options.actionsWidth ?? 0;
  const withButtons = tableColumns(columns, width, actions + (options.selectionWidth ?? 0));
  const menu = options.menuWidth ?? 0;
  if (menu > 0 && menu < actions && (!withButtons || (options.foldForColumns && withButtons.length < columns.length))) {
    const withMenu = tableColumns(columns, width, menu + (options.selectionWidth ?? 0));
    if (withMenu && (!withButtons || withMenu.length > withButtons.length)) return { mode: 'table', columns: withMenu, actionsMenu: true };
  }
  return withButtons ? { mode: 'table', columns: withButtons } : { mode: 'cards', columns: cardColumns };
}

/** The table's columns beside `reserved` pixels (actions, selection), or null when priority 1 and 2 do not fit. */
function tableColumns(columns: readonly ColumnSize[], width: number, reserved: number): string[] | null {
  const sizeOf = (c: ColumnSize) => c.minWidth ?? DEFAULT_COLUMN_WIDTH;
  let used = reserved;
  for (const c of columns) if (c.priority <= 2) used += sizeOf(c);
  if (used > width) return null;
  const shown = new Set(columns.filter((c) => c.priority <= 2).map((c) => c.id));
  for (const c of columns) {
    if (c.priority !== 3) continue;
    if (used + sizeOf(c) > width) continue;
    used += sizeOf(c);
    shown.add(c.id);
  }
  return columns.filter((c) => shown.has(c.id)).map((c) => c.id);
}

/** The column a card uses as its title: the first of priority 1. */
export function titleColumn<T extends ColumnSize>(columns: readonly T[]): T | undefined {
  return columns.find((c) => c.priority === 1) ?? columns[0];
}

export interface ColumnWidths {
  /** Width of each shown column, by id, in CSS pixels. */
  columns: Record<string, number>;
  actions: number;
  selection: number;
}

/**
 * The width each column of a table of `width` pixels gets. Every column gets its planned width
 * (minWidth); the room left over goes to the columns that wrap, in proportion to their planned
 * width (to every column when none wraps). The widths add up to at most `width`, whole pixels.
 */
export function columnWidths(
  shown: readonly ColumnSize[],
  width: number,
  options: Pick<ListLayoutOptions, 'actionsWidth' | 'selectionWidth'> = {},
): ColumnWidths {
  const actions = options.actionsWidth ?? 0;
  const selection = options.selectionWidth ?? 0;
  const sizeOf = (c: ColumnSize) => c.minWidth ?? DEFAULT_COLUMN_WIDTH;
  const planned = shown.reduce((sum, c) => sum + sizeOf(c), 0);
  const spare = Math.max(0, Math.floor(width) - planned - actions - selection);
  const wrapping = shown.filter((c) => !c.nowrap);
  const growing = wrapping.length > 0 ? wrapping : shown;
  const growBase = growing.reduce((sum, c) => sum + sizeOf(c), 0);
  const columns: Record<string, number> = {};
  let given = 0;
  for (const c of shown) {
    const extra = growBase > 0 && growing.includes(c) ? Math.floor((spare * sizeOf(c)) / growBase) : 0;
    columns[c.id] = sizeOf(c) + extra;
    given += extra;
  }
  // What rounding left goes to the last growing column.
  const last = growing[growing.length - 1];
  if (last) columns[last.id] = (columns[last.id] ?? 0) + (spare - given);
  return { columns, actions, selection };
}
