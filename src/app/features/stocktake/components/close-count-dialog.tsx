// Closing a count (docs/stocktake.md): before the user confirms, the dialog asks the server which
// other devices of the count went quiet while counting or still hold reads, and names them
// ("Ayşe Demir'in cihazı 14:02'den beri bağlanmadı."). Closing is still allowed: what those devices
// send later is kept and waits on the result screen to be taken in.
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import type { StocktakeCounters } from '@shared/schemas/stocktake';
import { api } from '@app/lib/api-client';
import { STOCKTAKES_KEY } from '../api/get-stocktakes';
import type { CountDevice } from '../api/types';
import { deviceId } from '../lib/count-store';
import { deviceNotice } from '../lib/device-notice';

function useCountDevices(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...STOCKTAKES_KEY, sessionId, 'devices'],
    queryFn: () => api.get<CountDevice[]>(`/stocktakes/${sessionId}/devices?device_id=${deviceId()}`),
    enabled,
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
  });
}

/** '47 ekipmandan 44'ü okunmadı': what closing now would leave as Eksik. */
export function unreadNotice(counters: Pick<StocktakeCounters, 'expected' | 'missing'>): string | null {
  if (counters.missing <= 0) return null;
  const n = (value: number) => value.toLocaleString('tr-TR');
  return `Beklenen ${n(counters.expected)} ekipmandan ${n(counters.missing)} tanesi henüz okunmadı; kapatırsanız bunlar Eksik sayılır.`;
}

export function CloseCountDialog({
  sessionId,
  counters,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  sessionId: string;
  counters: Pick<StocktakeCounters, 'expected' | 'missing'>;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const devices = useCountDevices(sessionId, open);
  const notices = (devices.data ?? [])
    .map((d) => ({ id: `${d.device_id}-${d.user.id}`, text: deviceNotice(d) }))
    .filter((n): n is { id: string; text: string } => n.text !== null);
  const asking = devices.isPending && open;

  const message = (
    <div className="flex flex-col gap-3" data-testid="close-devices">
      <p>Sayım kapatılınca sonuç kesinleşir.</p>
      {unreadNotice(counters) ? (
        <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900" data-testid="close-unread">
          {unreadNotice(counters)}
        </p>
      ) : null}
      {asking ? <p>Diğer cihazlar soruluyor…</p> : null}
      {devices.isError ? <p>Diğer cihazların durumu alınamadı.</p> : null}
      {notices.length ? (
        <>
          <ul className="flex flex-col gap-1.5" aria-label="Sessiz cihazlar">
            {notices.map((n) => (
              <li
                key={n.id}
                className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
                data-testid="silent-device"
              >
                {n.text}
              </li>
            ))}
          </ul>
          <p>Bu cihazlardan kapanıştan sonra gelen okumalar sonuç ekranında onayınızı bekler.</p>
        </>
      ) : devices.isSuccess ? (
        <p>Diğer cihazlarda bekleyen okuma yok.</p>
      ) : null}
    </div>
  );

  return (
    <ConfirmDialog
      open={open}
      title="Sayımı Kapat"
      message={message}
      confirmLabel={notices.length || counters.missing > 0 ? 'Yine de Kapat' : 'Sayımı Kapat'}
      busyLabel="Kapatılıyor..."
      variant={counters.missing > 0 ? 'danger' : 'primary'}
      busy={busy}
      confirmDisabled={asking}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
