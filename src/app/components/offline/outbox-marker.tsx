// The 'Beklemede' marker for list rows that stand for an outbox entry (see lib/offline/overlay.ts).
// Render it beside a row's status badge: <OutboxMarker row={row} />. It renders nothing for
// ordinary rows. Where the entry decides the row's status (a refused hand-over, a queued fault
// report) the badge is left out: {showsStatus(row) ? <Badge … /> : null}. The marker names who
// queued the entry.
import { outboxMarkOf } from '@app/lib/offline/overlay';
import { SolidIcon } from '../solid-icon';

export function OutboxMarker({ row, className = '' }: { row: unknown; className?: string }) {
  const mark = outboxMarkOf(row);
  if (!mark) return null;
  const failed = mark.state === 'failed';
  const title = [mark.label, mark.error, mark.by ? `Kaydeden: ${mark.by}` : ''].filter(Boolean).join(' — ');
  return (
    <span className={`inline-flex flex-col items-start gap-0.5 ${className}`}>
      <span
        data-testid="outbox-marker"
        title={title}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${failed ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
      >
        <SolidIcon
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12.25a.75.75 0 0 0-1.5 0V10c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V5.75Z"
          className="size-3.5"
        />
        {failed ? 'Gönderilemedi' : 'Beklemede'}
      </span>
      {mark.by ? (
        <span data-testid="outbox-marker-by" className="text-xs text-slate-600">
          Kaydeden: {mark.by}
        </span>
      ) : null}
    </span>
  );
}
