// What the close dialog says of another counter's device (docs/stocktake.md, "Devices"), in
// Turkish with the right suffixes: "Ayşe Demir'in cihazı 14:02'den beri bağlanmadı." Times on
// the warehouses' clock (Europe/Istanbul).
import { formatTime, fullName } from '@shared/format';
import { ending, genitive, spokenEnd, warehouseDate } from '@shared/turkish-suffix';
import type { CountDevice } from '../api/types';

/** "14:02'den", or with the day when it was not today: "12.11.2026 14:02'den". */
export function sinceText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = formatTime(at);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const word = spokenEnd(minutes === 0 ? hours : minutes);
  const day = warehouseDate(at) === warehouseDate(now) ? '' : `${warehouseDate(at)} `;
  return `${day}${time}'${ending(word, 'ablative')}`;
}

/** One sentence about a device the close should mention, or null when there is nothing to say. */
export function deviceNotice(device: CountDevice, now: Date = new Date()): string | null {
  const whose = device.own ? 'Diğer cihazınız' : `${genitive(fullName(device.user))} cihazı`;
  if (device.silent) return `${whose} ${sinceText(device.last_seen_at, now)} beri bağlanmadı.`;
  if (device.pending > 0) {
    const where = device.own ? 'Diğer cihazınızda' : `${genitive(fullName(device.user))} cihazında`;
    return `${where} gönderilmeyi bekleyen ${device.pending.toLocaleString('tr-TR')} okuma var.`;
  }
  return null;
}
