// The list kit's table (list-view.tsx): fixed column widths (list-layout.ts columnWidths), the
// actions pinned to the right edge (as buttons, or as a '⋯' menu when that lets the columns fit),
// long text clamped to two lines with 'Devamını göster'.
import { columnWidths, MENU_ACTIONS_WIDTH } from './list-layout';
import { CheckBox, LongText, rowClickHandler, RowCheckBox } from './list-view-parts';
import { MoreMenu } from './more-menu';
import type { ListColumn, ListViewOptions } from './list-view';

export const SELECTION_WIDTH = 52;

export type PartProps<T> = ListViewOptions<T> & {
  rowKey: (row: T) => string;
  shown: readonly ListColumn<T>[];
  actionsLabel: (row: T) => string;
};

export function ListTable<T>({
  caption,
  rows,
  rowKey,
  shown,
  actions,
  actionsWidth = 0,
  actionsMenu = false,
  onRowClick,
  rowTestId,
  selection,
  width,
  actionsLabel,
}: PartProps<T> & { width: number; actionsMenu?: boolean }) {
  const allOnPage = selection ? rows.length > 0 && rows.every((r) => selection.isSelected(r)) : false;
  // A header word never breaks: one wider than its column shows as a cell wider than its plan.
  const th = 'px-2.5 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  const room = actions ? (actionsMenu ? MENU_ACTIONS_WIDTH : actionsWidth) : 0;
  const widths = columnWidths(shown, width, { actionsWidth: room, selectionWidth: selection ? SELECTION_WIDTH : 0 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {selection ? <col style={{ width: widths.selection }} /> : null}
          {shown.map((c) => (
            <col key={c.id} style={{ width: widths.columns[c.id] }} />
          ))}
          {actions ? <col style={{ width: widths.actions }} /> : null}
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-2 py-1">
                {selection.onTogglePage ? (
                  <CheckBox
                    label={selection.pageLabel ?? 'Bu sayfadakileri seç'}
                    checked={allOnPage}
                    onChange={(checked) => selection.onTogglePage?.(checked)}
                  />
                ) : (
                  <span className="sr-only">Seç</span>
                )}
              </th>
            ) : null}
            {shown.map((c) => (
              <th key={c.id} scope="col" className={`${th} ${c.align === 'right' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={`${th} sticky right-0 bg-slate-50 text-right`}>
                <span className="sr-only">İşlemler</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              onClick={rowClickHandler(row, onRowClick)}
              className={`group align-top ${onRowClick ? 'cursor-pointer hover:bg-slate-50' : ''}`}
            >
              {selection ? (
                <td className="px-2 py-1">
                  {/* The whole 44 px cell toggles: touch-first. */}
                  <RowCheckBox selection={selection} row={row} />
                </td>
              ) : null}
              {shown.map((c) => (
                <td
                  key={c.id}
                  className={`px-2.5 py-3 text-slate-800 ${c.nowrap ? 'whitespace-nowrap' : 'break-words'} ${c.align === 'right' ? 'text-right' : ''}`}
                >
                  {c.longText ? <LongText text={c.longText(row)}>{c.cell(row)}</LongText> : c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className={`sticky right-0 bg-white px-3 py-2 ${onRowClick ? 'group-hover:bg-slate-50' : ''}`}>
                  {actionsMenu ? (
                    <div className="flex justify-end">
                      <MoreMenu label={actionsLabel(row)}>{actions(row)}</MoreMenu>
                    </div>
                  ) : (
                    <div data-row-actions className="flex items-center justify-end gap-1 whitespace-nowrap">
                      {actions(row)}
                    </div>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
