// An item's or a warehouse's reservations as a timeline (docs/planning.md "Timeline"), for wide
// screens: one row per reservation, a bar over its Istanbul days, today marked. A bar chosen shows
// the reservation's card below (with 'Teslim Et' and 'İptal Et'). Hand-written CSS grid, no chart.
import { useState } from 'react';
import { fullName } from '@shared/format';
import { warehouseToday, type LocalDay } from '@shared/local-day';
import { RESERVATION_STATUS_LABELS, reservationRangeLabel, type Reservation, type ReservationStatus } from '@shared/reservations';
import { ReservationCard } from './reservation-card';
import { barOf, timelineDays } from './timeline-days';

const BAR_TONES: Record<ReservationStatus, string> = {
  active: 'bg-sky-600 text-white',
  fulfilled: 'bg-green-600 text-white',
  cancelled: 'bg-slate-300 text-slate-800',
  lapsed: 'bg-amber-400 text-slate-900',
};
const dayLabel = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const weekdayLabel = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', weekday: 'short' });
const asDate = (day: LocalDay) => new Date(`${day}T00:00:00Z`);

export function ReservationTimeline({ rows, today = warehouseToday() }: { rows: readonly Reservation[]; today?: LocalDay }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const days = timelineDays(today, rows);
  const columns = { gridTemplateColumns: `minmax(10rem, 14rem) repeat(${days.length}, minmax(1.75rem, 1fr))` };
  const shown = rows.find((r) => r.id === chosen);
  return (
    <div className="flex flex-col gap-3" data-testid="reservation-timeline">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-3">
        <div role="table" aria-label="Rezervasyon takvimi" className="grid min-w-max gap-y-1 text-xs" style={columns}>
          <div role="row" className="contents">
            <span role="columnheader" className="sr-only" style={{ gridRow: 1, gridColumn: 1 }}>
              Rezervasyon
            </span>
            {days.map((d, i) => (
              <span
                role="columnheader"
                key={d}
                style={{ gridRow: 1, gridColumn: i + 2 }}
                className={`flex flex-col items-center px-0.5 pb-1 leading-tight ${i === 0 ? 'font-semibold text-sky-800' : 'text-slate-600'}`}
              >
                <span>{weekdayLabel.format(asDate(d))}</span>
                <span>{dayLabel.format(asDate(d))}</span>
              </span>
            ))}
          </div>
          {rows.map((r, i) => {
            const bar = barOf(days, r);
            // Placed explicitly: the rows are `display: contents`, so the grid would flow a row's
            // name into the columns the previous bar left free.
            const gridRow = i + 2;
            const label = `${fullName(r.worker)} · ${r.site} · ${reservationRangeLabel(r)} · ${RESERVATION_STATUS_LABELS[r.status]}`;
            return (
              <div role="row" key={r.id} className="contents">
                <span
                  role="rowheader"
                  className="truncate py-1 pr-2 text-sm text-slate-900"
                  title={label}
                  style={{ gridRow, gridColumn: 1 }}
                >
                  {fullName(r.worker)} <span className="text-slate-500">· {r.site}</span>
                </span>
                {bar ? (
                  <span role="cell" className="py-0.5" style={{ gridRow, gridColumn: `${bar.from + 2} / span ${bar.span}` }}>
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={chosen === r.id}
                      onClick={() => setChosen(chosen === r.id ? null : r.id)}
                      className={`flex h-7 w-full items-center truncate px-2 text-left text-xs font-medium ${BAR_TONES[r.status]} ${
                        bar.before ? 'rounded-l-none' : 'rounded-l-md'
                      } ${bar.after ? 'rounded-r-none' : 'rounded-r-md'} ${chosen === r.id ? 'ring-2 ring-slate-900 ring-offset-1' : ''}`}
                    >
                      {bar.before ? '← ' : ''}
                      {RESERVATION_STATUS_LABELS[r.status]}
                      {bar.after ? ' →' : ''}
                    </button>
                  </span>
                ) : (
                  <span role="cell" style={{ gridRow, gridColumn: `2 / span ${days.length}` }} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {shown ? (
        <ul className="flex flex-col gap-3">
          <ReservationCard reservation={shown} />
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Ayrıntılar ve işlemler için bir rezervasyonun çubuğuna dokunun.</p>
      )}
    </div>
  );
}
