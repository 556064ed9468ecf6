// 'Taleplerim' (docs/planning.md "Requests"): the caller's requests and their state, newest first;
// requests made offline and not sent yet are shown on top as waiting to be sent.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { StatusBadge } from '@app/components/status-badge';
import type { OutboxEntry } from '@device/outbox-replay';
import { watch } from '@app/lib/offline/db';
import { useSession } from '@app/lib/session';
import { useMyRequests, useRefreshOnLanding } from '../api/requests-api';
import { RequestCard } from './request-card';

export function MyRequestsPage() {
  const list = useMyRequests();
  const { user } = useSession();
  useRefreshOnLanding();
  const landed = new Set((list.data ?? []).map((r) => r.id));
  const queued = useQueuedRequests(user?.id).filter((e) => !landed.has(e.id));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Taleplerim"
        description="Depolardan istediğiniz ekipman ve malzemeler ile durumları."
        actions={
          <Link to="/requests/new" className={buttonClasses('primary')}>
            Yeni Talep
          </Link>
        }
      />
      {queued.length > 0 ? (
        <section aria-label="Gönderilmeyi bekleyenler" className="flex flex-col gap-2">
          {queued.map((e) => (
            <div
              key={e.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
            >
              <span className="text-sm text-amber-900">{e.label}</span>
              <StatusBadge tone={e.state === 'failed' ? 'danger' : 'warning'}>
                {e.state === 'failed' ? `Gönderilemedi: ${e.error ?? ''}` : 'Gönderilmeyi Bekliyor'}
              </StatusBadge>
            </div>
          ))}
        </section>
      ) : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError && !list.data ? <p className="text-sm text-red-700">Talepler okunamadı.</p> : null}
      {list.data?.length === 0 && queued.length === 0 ? <p className="text-sm text-slate-600">Henüz talebiniz yok.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.data.map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** This user's requests still in the outbox (made offline, not landed yet). */
function useQueuedRequests(userId: string | undefined): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(
    () =>
      watch(
        (db) => db.outbox.filter((e) => e.kind === 'create_request' && (!e.owner || e.owner === userId)).sortBy('createdAt'),
        setEntries,
        () => setEntries([]),
      ),
    [userId],
  );
  return entries;
}
