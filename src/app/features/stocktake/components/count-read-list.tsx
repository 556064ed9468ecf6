// The newest reads of a count, newest first. Each row is drawn once and again only when its read
// changes (a new read draws one row, not a hundred). A read's state says where it is: on the
// server, waiting on this device, refused (with the reason and 'Yeniden Dene'), or — only when
// someone discarded it in the outbox — deleted.
import { memo } from 'react';
import { Button } from '@app/components/button';
import { CheckStateBadge } from '@app/components/check-state-badge';
import { StatusBadge } from '@app/components/status-badge';
import { formatDateTime } from '@shared/format';
import type { ShownRead } from '../lib/count-reads';
import { OutcomeBadge, placeDetail, Serial } from './outcome-badge';

function StateBadge({ read }: { read: ShownRead }) {
  if (read.state === 'sent')
    return read.late ? (
      <StatusBadge tone="info">Kapanıştan sonra ulaştı</StatusBadge>
    ) : (
      <StatusBadge tone="success">Gönderildi</StatusBadge>
    );
  if (read.state === 'pending') return <StatusBadge tone="neutral">Beklemede</StatusBadge>;
  if (read.state === 'failed') return <StatusBadge tone="danger">Gönderilemedi</StatusBadge>;
  return <StatusBadge tone="neutral">Silindi</StatusBadge>;
}

const ReadRow = memo(function ReadRow({ read, onRetry }: { read: ShownRead; onRetry: (id: string) => void }) {
  const detail = placeDetail(read.place);
  const equipment = [read.place.brand_name, read.place.model].filter(Boolean).join(' ');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" data-testid="read-row" data-state={read.state}>
      <Serial value={read.serial_number} className="text-sm" />
      <OutcomeBadge outcome={read.place.outcome} />
      {equipment ? <span className="text-sm text-slate-700">{equipment}</span> : null}
      {detail ? <span className="text-sm text-slate-600">{detail}</span> : null}
      {read.place.check_state && read.place.check_state !== 'valid' ? <CheckStateBadge state={read.place.check_state} /> : null}
      <span className="ml-auto flex items-center gap-2 text-xs text-slate-600">
        {read.counted_by_name} · {formatDateTime(read.counted_at)}
        <StateBadge read={read} />
      </span>
      {read.state === 'failed' ? (
        <span className="flex w-full items-center gap-2 text-sm text-red-800">
          {read.error}
          <Button variant="ghost" onClick={() => onRetry(read.id)}>
            Yeniden Dene
          </Button>
        </span>
      ) : null}
    </li>
  );
});

export function CountReadList({ reads, total, onRetry }: { reads: readonly ShownRead[]; total: number; onRetry: (id: string) => void }) {
  return (
    <section aria-labelledby="reads-title" className="mt-6">
      <h2 id="reads-title" className="mb-2 text-lg font-semibold text-slate-900">
        Okumalar ({total.toLocaleString('tr-TR')})
      </h2>
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          Henüz okuma yok. Kamerayla, el tarayıcısıyla ya da elle seri numarası ekleyin.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="read-list">
          {reads.map((r) => (
            <ReadRow key={r.id} read={r} onRetry={onRetry} />
          ))}
        </ol>
      )}
      {total > reads.length ? (
        <p className="mt-2 text-sm text-slate-600">Son {reads.length} okuma gösteriliyor; tamamı sonuç ekranında.</p>
      ) : null}
    </section>
  );
}
