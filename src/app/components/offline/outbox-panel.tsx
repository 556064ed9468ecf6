// 'Bekleyen İşlemler': the connection panel the shell's indicator opens (loaded when first opened,
// docs/performance.md "First JS"): what waits to be sent first — one row per thing done (a
// hand-over of several items is one row, outbox-groups.ts) with its state, history, retry and
// discard — then the device copy's lists.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@shared/format';
import type { OutboxEntry } from '@device/outbox-replay';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { Modal } from '@app/components/modal';
import { watch } from '@app/lib/offline/db';
import { discardEntry, retryEntry } from '@app/lib/offline/outbox';
import { groupOutboxEntries, type OutboxGroup } from '@app/lib/offline/outbox-groups';
import { OUTBOX_STATE_LABELS } from '@app/lib/offline/overlay';
import { queryClient } from '@app/lib/query-client';
import { DeviceCopyStatus } from './device-copy-status';

function stateClasses(state: OutboxEntry['state']): string {
  if (state === 'failed') return 'bg-red-100 text-red-800';
  if (state === 'waiting_auth') return 'bg-slate-200 text-slate-800';
  return 'bg-amber-100 text-amber-900';
}

/** Each send and each retry, with the key it used (shortened): a retry after a refusal has a new one. */
function AttemptHistory({ entry, named = false }: { entry: OutboxEntry; named?: boolean }) {
  const attempts = entry.history ?? [];
  if (attempts.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer select-none py-1">
        {named ? `${entry.label} · ` : ''}Geçmiş ({attempts.length})
      </summary>
      <ol className="mt-1 flex flex-col gap-1" data-testid="outbox-history">
        {attempts.map((a, i) => (
          <li key={i} data-testid="outbox-attempt" data-key={a.key} data-event={a.event}>
            {formatDateTime(a.at)} · {a.event === 'retry' ? 'Yeniden deneme istendi' : attemptResult(a.status)} · anahtar{' '}
            {a.key.slice(0, 8)}
            {a.event === 'sent' && a.error ? ` · ${a.error}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

function attemptResult(status: number | undefined): string {
  if (!status) return 'Yanıt yok';
  if (status >= 200 && status < 300) return 'Gönderildi';
  return `HTTP ${status}`;
}

/**
 * The panel with the outbox's entries, read while it is open only: an entry is read whole, a
 * queued photo's bytes too (the shell's counts read the `state` index alone).
 */
export function LiveOutboxPanel({ open, onClose, online }: { open: boolean; onClose: () => void; online: boolean }) {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(
    () =>
      open
        ? watch(
            (db) => db.outbox.orderBy('createdAt').toArray(),
            setEntries,
            () => setEntries([]),
          )
        : undefined,
    [open],
  );
  return <OutboxPanel open={open} onClose={onClose} entries={entries} online={online} />;
}

export function OutboxPanel({
  open,
  onClose,
  entries,
  online,
}: {
  open: boolean;
  onClose: () => void;
  entries: OutboxEntry[];
  online: boolean;
}) {
  const [discarding, setDiscarding] = useState<OutboxGroup | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const groups = groupOutboxEntries(entries);

  const retry = async (group: OutboxGroup) => {
    setBusyKey(group.key);
    try {
      let unreachable = false;
      for (const entry of group.entries) unreachable = (await retryEntry(entry.id)).unreachable || unreachable;
      if (!online || unreachable) toast.info('Bağlantı yok: işlem bağlantı gelince yeniden denenecek.');
    } catch {
      toast.error('İşlem yeniden denenemedi.');
    } finally {
      setBusyKey(null);
    }
  };

  const discard = async () => {
    if (!discarding) return;
    setBusyKey(discarding.key);
    try {
      for (const entry of discarding.entries) await discardEntry(entry.id);
      // Not awaited: offline, a refetch waits for the network (paused retries) and the dialog would hang.
      void queryClient.invalidateQueries();
      toast.success('Bekleyen işlem silindi.');
      setDiscarding(null);
    } catch {
      toast.error('Bekleyen işlem silinemedi.');
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <>
      <Modal
        open={open && !discarding}
        onClose={onClose}
        title="Bekleyen İşlemler"
        description={
          online
            ? 'Çevrimiçi. Bekleyen işlemler otomatik olarak gönderilir.'
            : 'Çevrimdışı. İşlemler bu cihazda saklanır ve bağlantı gelince gönderilir.'
        }
        size="lg"
        footer={
          <Button variant="secondary" onClick={onClose}>
            Kapat
          </Button>
        }
      >
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">Bekleyen işlem yok.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200" data-testid="outbox-list">
            {groups.map((group) => {
              const first = group.entries[0]!;
              const errors = [...new Set(group.entries.map((e) => e.error).filter((e): e is string => !!e))];
              const attempts = Math.max(...group.entries.map((e) => e.attempts));
              return (
                <li
                  key={group.key}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="outbox-entry"
                  data-state={group.state}
                  data-count={group.entries.length}
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{group.label}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <span className={`rounded-full px-2 py-0.5 font-medium ${stateClasses(group.state)}`}>
                        {OUTBOX_STATE_LABELS[group.state]}
                      </span>
                      {group.entries.length > 1 ? <span>{group.entries.length} ekipman</span> : null}
                      <span>{formatDateTime(first.createdAt)}</span>
                      {attempts > 0 ? <span>{attempts}. deneme</span> : null}
                      {first.ownerName ? <span data-testid="outbox-owner">Kaydeden: {first.ownerName}</span> : null}
                    </p>
                    {errors.map((error) => (
                      <p
                        key={error}
                        className={`mt-1 text-sm ${group.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
                        data-testid="outbox-error"
                      >
                        {error}
                      </p>
                    ))}
                    {group.entries.map((entry) => (
                      <AttemptHistory key={entry.id} entry={entry} named={group.entries.length > 1} />
                    ))}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="secondary" onClick={() => void retry(group)} busy={busyKey === group.key} busyLabel="Gönderiliyor...">
                      Yeniden Dene
                    </Button>
                    <Button variant="danger" onClick={() => setDiscarding(group)} disabled={busyKey === group.key}>
                      Sil
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {/* What waits to be sent comes first; the device copy's 'hazır' rows after it. */}
        <DeviceCopyStatus />
      </Modal>
      <ConfirmDialog
        open={!!discarding}
        title="Bekleyen İşlemi Sil"
        message={discarding ? `"${discarding.label}" sunucuya gönderilmeden silinecek. Bu işlem geri alınamaz.` : ''}
        busy={busyKey === discarding?.key}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
