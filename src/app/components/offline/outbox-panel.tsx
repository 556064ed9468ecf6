// 'Bekleyen İşlemler': the connection panel the shell's indicator opens (loaded when first opened,
// docs/performance.md "First JS"): every outbox entry with its state, history, retry and discard.
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@shared/format';
import type { OutboxEntry } from '@device/outbox-replay';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { Modal } from '@app/components/modal';
import { discardEntry, retryEntry } from '@app/lib/offline/outbox';
import { OUTBOX_STATE_LABELS } from '@app/lib/offline/overlay';
import { queryClient } from '@app/lib/query-client';
import { DeviceCopyStatus } from './device-copy-status';

function stateClasses(state: OutboxEntry['state']): string {
  if (state === 'failed') return 'bg-red-100 text-red-800';
  if (state === 'waiting_auth') return 'bg-slate-200 text-slate-800';
  return 'bg-amber-100 text-amber-900';
}

/** Each send and each retry, with the key it used (shortened): a retry after a refusal has a new one. */
function AttemptHistory({ entry }: { entry: OutboxEntry }) {
  const attempts = entry.history ?? [];
  if (attempts.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer select-none py-1">Geçmiş ({attempts.length})</summary>
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
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const retry = async (entry: OutboxEntry) => {
    setBusyId(entry.id);
    try {
      const report = await retryEntry(entry.id);
      if (!online || report.unreachable) toast.info('Bağlantı yok: işlem bağlantı gelince yeniden denenecek.');
    } catch {
      toast.error('İşlem yeniden denenemedi.');
    } finally {
      setBusyId(null);
    }
  };

  const discard = async () => {
    if (!discarding) return;
    setBusyId(discarding.id);
    try {
      await discardEntry(discarding.id);
      // Not awaited: offline, a refetch waits for the network (paused retries) and the dialog would hang.
      void queryClient.invalidateQueries();
      toast.success('Bekleyen işlem silindi.');
      setDiscarding(null);
    } catch {
      toast.error('Bekleyen işlem silinemedi.');
    } finally {
      setBusyId(null);
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
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                data-testid="outbox-entry"
                data-state={entry.state}
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{entry.label}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span className={`rounded-full px-2 py-0.5 font-medium ${stateClasses(entry.state)}`}>
                      {OUTBOX_STATE_LABELS[entry.state]}
                    </span>
                    <span>{formatDateTime(entry.createdAt)}</span>
                    {entry.attempts > 0 ? <span>{entry.attempts}. deneme</span> : null}
                    {entry.ownerName ? <span data-testid="outbox-owner">Kaydeden: {entry.ownerName}</span> : null}
                  </p>
                  {entry.error ? (
                    <p
                      className={`mt-1 text-sm ${entry.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
                      data-testid="outbox-error"
                    >
                      {entry.error}
                    </p>
                  ) : null}
                  <AttemptHistory entry={entry} />
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" onClick={() => void retry(entry)} busy={busyId === entry.id} busyLabel="Gönderiliyor...">
                    Yeniden Dene
                  </Button>
                  <Button variant="danger" onClick={() => setDiscarding(entry)} disabled={busyId === entry.id}>
                    Sil
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {/* What waits to be sent comes first; the device copy's 'hazır' rows after it. */}
        <DeviceCopyStatus />
      </Modal>
      <ConfirmDialog
        open={!!discarding}
        title="Bekleyen İşlemi Sil"
        message={discarding ? `"${discarding.label}" sunucuya gönderilmeden silinecek. Bu işlem geri alınamaz.` : ''}
        busy={busyId === discarding?.id}
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
