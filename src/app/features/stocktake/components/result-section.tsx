// One outcome of the result as a section that opens and closes (the found items start closed: on a
// 20,000-item count they are most of it). Rows are a list that reads as a card on a phone and as a
// row of columns from 768 px; 100 at a time. Once the count is closed, rows can be settled one by
// one or ticked and settled together, each with what is still open for it.
import { memo, useMemo, useState } from 'react';
import { Button } from '@app/components/button';
import { CheckStateBadge } from '@app/components/check-state-badge';
import { formatDateTime, fullName } from '@shared/format';
import { OUTCOME_LABELS, REMAINING_LABEL, SETTLE_ACTION_LABELS, type SettleAction, type StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ResultRow, Settlement } from '../api/types';
import { ACTION_BUTTONS, rowActions, sectionActions } from '../lib/result-actions';
import { RESULT_COLUMNS } from '../lib/result-groups';
import { placeDetail, Serial } from './outcome-badge';
import { SolidIcon } from '@app/components/solid-icon';

const PAGE = 100;
const GRID =
  'md:grid md:grid-cols-[2.5rem_minmax(max-content,1fr)_minmax(7rem,1.2fr)_minmax(6rem,1fr)_minmax(7rem,1fr)_minmax(10rem,1.4fr)] md:items-center md:gap-x-3';

export interface SectionProps {
  outcome: StocktakeOutcome;
  rows: readonly ResultRow[];
  settled: ReadonlyMap<string, Settlement[]>;
  /** Serials with a read that arrived after the close and waits for a decision. */
  lateWaiting: ReadonlySet<string>;
  canSettle: boolean;
  countOpen: boolean;
  onAction: (action: SettleAction, serials: string[]) => void;
  /** How many rows the section has when `rows` is not all of them yet (`loading`). */
  total?: number;
  loading?: boolean;
  /** Opened: the rows are asked for. */
  onOpen?: () => void;
}

export function ResultSection({
  outcome,
  rows,
  settled,
  lateWaiting,
  canSettle,
  countOpen,
  onAction,
  total,
  loading = false,
  onOpen,
}: SectionProps) {
  const [open, setOpen] = useState(outcome !== 'found' && rows.length > 0);
  const count = total ?? rows.length;
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const title = outcome === 'missing' && countOpen ? REMAINING_LABEL : OUTCOME_LABELS[outcome];
  const actions = canSettle ? sectionActions(outcome) : [];
  const open_ = useMemo(
    () =>
      new Map(
        rows.map((r) => [
          r.serial_number,
          canSettle ? rowActions(r, settled.get(r.serial_number) ?? [], lateWaiting.has(r.serial_number)) : [],
        ]),
      ),
    [rows, settled, lateWaiting, canSettle],
  );
  const selectable = rows.filter((r) => (open_.get(r.serial_number) ?? []).length > 0);
  const settledCount = rows.reduce((n, r) => n + (settled.has(r.serial_number) ? 1 : 0), 0);
  if (count === 0 && outcome !== 'missing' && outcome !== 'found') return null;

  const toggle = (serial: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(serial)) next.delete(serial);
      else next.add(serial);
      return next;
    });
  const allSelected = selectable.length > 0 && selectable.every((r) => selected.has(r.serial_number));
  const eligible = (action: SettleAction) => [...selected].filter((serial) => open_.get(serial)?.includes(action));

  return (
    <details
      open={open}
      onToggle={(e) => {
        const opened = e.currentTarget.open;
        setOpen(opened);
        if (opened) onOpen?.();
      }}
      className="group mt-4 rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid={`result-${outcome}`}
    >
      <summary className="flex min-h-12 cursor-pointer select-none items-center gap-2 rounded-xl px-4 py-2 text-base font-semibold text-slate-900 hover:bg-slate-50">
        <Chevron />
        <span className="mr-auto">
          {title} ({count.toLocaleString('tr-TR')})
        </span>
        {settledCount ? <span className="text-sm font-normal text-slate-600">{settledCount.toLocaleString('tr-TR')} giderildi</span> : null}
      </summary>
      {open ? (
        <div className="border-t border-slate-200">
          {loading ? (
            <p role="status" className="px-4 py-3 text-sm text-slate-600">
              Satırlar yükleniyor…
            </p>
          ) : rows.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">Yok.</p>
          ) : (
            <>
              {actions.length && selectable.length ? (
                <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-2">
                  <label className="mr-auto flex min-h-11 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((r) => r.serial_number)))}
                    />
                    {title}: tümünü seç
                  </label>
                  {actions.map((a) => {
                    const n = eligible(a).length;
                    return (
                      <Button key={a} variant="secondary" disabled={n === 0} onClick={() => onAction(a, eligible(a))}>
                        {ACTION_BUTTONS[a]}
                        {n ? ` (${n})` : ''}
                      </Button>
                    );
                  })}
                </div>
              ) : null}
              <div
                aria-hidden="true"
                className={`hidden border-b border-slate-100 px-4 py-2 text-xs font-semibold uppercase text-slate-600 ${GRID}`}
              >
                <span />
                {RESULT_COLUMNS.map((c) => (
                  <span key={c}>{c}</span>
                ))}
              </div>
              <ul className="divide-y divide-slate-100">
                {rows.slice(0, shown).map((r) => (
                  <ResultRowItem
                    key={r.serial_number}
                    row={r}
                    settled={settled.get(r.serial_number)}
                    actions={open_.get(r.serial_number) ?? []}
                    selectable={actions.length > 0}
                    selected={selected.has(r.serial_number)}
                    lateWaiting={lateWaiting.has(r.serial_number)}
                    onToggle={toggle}
                    onAction={onAction}
                  />
                ))}
              </ul>
              {rows.length > shown ? (
                <div className="border-t border-slate-100 px-4 py-2">
                  <Button variant="ghost" onClick={() => setShown((n) => n + PAGE)}>
                    Daha fazla göster ({(rows.length - shown).toLocaleString('tr-TR')} satır daha)
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </details>
  );
}

interface RowProps {
  row: ResultRow;
  settled: Settlement[] | undefined;
  actions: SettleAction[];
  selectable: boolean;
  selected: boolean;
  lateWaiting: boolean;
  onToggle: (serial: string) => void;
  onAction: (action: SettleAction, serials: string[]) => void;
}

const ResultRowItem = memo(function ResultRowItem({
  row,
  settled,
  actions,
  selectable,
  selected,
  lateWaiting,
  onToggle,
  onAction,
}: RowProps) {
  const equipment = [[row.brand_name, row.model].filter(Boolean).join(' '), row.category_name].filter(Boolean).join(' · ');
  const detail = placeDetail(row);
  return (
    <li data-testid="result-row" className={`grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-2 gap-y-0.5 px-4 py-2.5 ${GRID}`}>
      <span className="row-span-5 pt-0.5 md:row-span-1 md:pt-0">
        {selectable ? (
          <input
            type="checkbox"
            className="size-5"
            aria-label={`${row.serial_number} seç`}
            disabled={actions.length === 0}
            checked={selected}
            onChange={() => onToggle(row.serial_number)}
          />
        ) : null}
      </span>
      <Serial value={row.serial_number} className="text-sm" />
      <span className="text-sm text-slate-700">
        {equipment || '-'}
        {row.check_state && row.check_state !== 'valid' ? (
          <span className="ml-2 inline-block">
            <CheckStateBadge state={row.check_state} />
          </span>
        ) : null}
      </span>
      {/* Empty cells keep the columns from 768 px; on a phone they take no line. */}
      <span className={`text-sm text-slate-700 ${detail ? '' : 'hidden md:block'}`}>{detail}</span>
      <span className={`text-sm text-slate-700 ${row.counted_by_name ? '' : 'hidden md:block'}`}>
        {row.counted_by_name ? (
          <>
            {row.counted_by_name}
            {row.read_count > 1 ? ` (${row.read_count} okuma)` : ''}
            {row.first_counted_at ? (
              <span className="text-xs text-slate-500 md:block">
                <span className="md:hidden"> · </span>
                {formatDateTime(row.first_counted_at)}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-slate-500">Sayılmadı</span>
        )}
      </span>
      <span
        className={`flex flex-col gap-1 text-sm text-slate-700 ${settled?.length || lateWaiting || actions.length ? '' : 'hidden md:flex'}`}
      >
        {(settled ?? []).map((s) => (
          <span key={s.id}>
            {SETTLE_ACTION_LABELS[s.action]}
            {s.note ? `: ${s.note}` : ''} ({fullName(s.created_by_user)})
          </span>
        ))}
        {lateWaiting ? <span className="text-blue-900">Kapanıştan sonra okundu: karar bekliyor.</span> : null}
        {actions.length ? (
          <span className="-ml-2 flex flex-wrap gap-1">
            {actions.map((a) => (
              <Button
                key={a}
                variant="ghost"
                className="text-sm"
                onClick={() => onAction(a, [row.serial_number])}
                aria-label={`${row.serial_number}: ${ACTION_BUTTONS[a]}`}
              >
                {ACTION_BUTTONS[a]}
              </Button>
            ))}
          </span>
        ) : null}
      </span>
    </li>
  );
});

/** The open/closed mark of a section (the summary's own marker is gone with its flex layout). */
export function Chevron() {
  return (
    <SolidIcon
      d="M7.2 4.7a.75.75 0 0 1 1.06 0l4.77 4.77a.75.75 0 0 1 0 1.06L8.26 15.3a.75.75 0 1 1-1.06-1.06L11.44 10 7.2 5.76a.75.75 0 0 1 0-1.06Z"
      className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-90 motion-reduce:transition-none"
    />
  );
}
