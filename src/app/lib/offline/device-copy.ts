// The device copy's state per list, as the shell tells it (docs/offline.md "When the copy is
// ready"): each list the user may read is waiting, being prepared (rows stored of how many) or
// ready (with the time of its last refresh, on the warehouses' clock). Derived from the stored
// sync state and the download in progress, so it is right after a reload too.
import { WAREHOUSE_TIME_ZONE } from '@shared/local-day';
import type { MirrorTable, SyncStateRow } from './tables';

export interface ListState {
  table: MirrorTable;
  state: 'waiting' | 'preparing' | 'ready';
  /** Rows stored so far (preparing). */
  done: number;
  /** Rows in the list, when the server said (preparing). */
  total: number | null;
  /** Last refresh (epoch ms), when ready. */
  syncedAt: number | null;
  /** Ready with rows kept through an app update, until the next download replaces them. */
  stale: boolean;
}

/** A download in progress, as mirror-status keeps it. */
export interface ListDownload {
  table: MirrorTable;
  done: number;
  total: number | null;
}

/** The lists' names as a sentence says them ('hazırlanıyor: ekipman 12.000 / 20.000'). */
export const LIST_NAMES: Record<MirrorTable, { title: string; inSentence: string }> = {
  equipment: { title: 'Ekipman', inSentence: 'ekipman' },
  warehouses: { title: 'Depolar', inSentence: 'depolar' },
  brands: { title: 'Markalar', inSentence: 'markalar' },
  categories: { title: 'Kategoriler', inSentence: 'kategoriler' },
  workers: { title: 'İşçiler', inSentence: 'işçiler' },
  departments: { title: 'Departmanlar', inSentence: 'departmanlar' },
  users: { title: 'Kullanıcılar', inSentence: 'kullanıcılar' },
  repairers: { title: 'Tamirciler', inSentence: 'tamirciler' },
  field_equipment: { title: 'Sahadaki ekipmanlar', inSentence: 'sahadaki ekipmanlar' },
  kits: { title: 'Setler', inSentence: 'setler' },
  reservations: { title: 'Rezervasyonlar', inSentence: 'rezervasyonlar' },
  stock_items: { title: 'Stok kartları', inSentence: 'stok kartları' },
  stock_levels: { title: 'Stok seviyeleri', inSentence: 'stok seviyeleri' },
  stock_pickers: { title: 'Stok formlarının listeleri', inSentence: 'stok formlarının listeleri' },
};

/** The state of each readable list, in the given order. */
export function listStates(
  rows: readonly SyncStateRow[],
  readable: readonly MirrorTable[],
  downloads: readonly ListDownload[],
): ListState[] {
  const byTable = new Map(rows.map((r) => [r.table, r]));
  return readable.map((table): ListState => {
    const row = byTable.get(table);
    const download = downloads.find((d) => d.table === table);
    if (download) return { table, state: 'preparing', done: download.done, total: download.total, syncedAt: null, stale: false };
    if (row?.walk) return { table, state: 'preparing', done: row.walk.done, total: row.walk.total, syncedAt: null, stale: false };
    if (row && row.syncedAt > 0)
      return { table, state: 'ready', done: 0, total: null, syncedAt: row.syncedAt, stale: row.stale === 'upgrade' };
    return { table, state: 'waiting', done: 0, total: null, syncedAt: null, stale: false };
  });
}

/** Every readable list is in the copy (false while nothing is known). */
export function copyReady(lists: readonly ListState[]): boolean {
  return lists.length > 0 && lists.every((l) => l.state === 'ready');
}

const clock = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: WAREHOUSE_TIME_ZONE });
const count = (n: number) => n.toLocaleString('tr-TR');

/** 'hazırlanıyor: ekipman 12.000 / 20.000', 'hazır · son güncelleme 14:03', 'sırada'. */
export function listStateText(list: ListState): string {
  if (list.state === 'ready' && list.stale)
    return `güncellemeden önceki kopya · ${clock.format(list.syncedAt ?? 0)}; bağlantı gelince yenilenecek`;
  if (list.state === 'ready') return `hazır · son güncelleme ${clock.format(list.syncedAt ?? 0)}`;
  if (list.state === 'preparing') {
    const name = LIST_NAMES[list.table].inSentence;
    return `hazırlanıyor: ${name}${list.done || list.total !== null ? ` ${count(list.done)}${list.total !== null ? ` / ${count(list.total)}` : ''}` : ''}`;
  }
  return 'sırada';
}

const together = new Intl.ListFormat('tr-TR', { style: 'long', type: 'conjunction' });

/**
 * What the banner says of lists kept through an app update, until their next download:
 * 'Sahadaki ekipmanlar ve işçiler güncellemeden önceki kopyadan; bağlantı gelince yenilenecek.'
 * Null when none is.
 */
export function staleListsText(lists: readonly ListState[]): string | null {
  const names = lists.filter((l) => l.stale).map((l) => LIST_NAMES[l.table].inSentence);
  if (names.length === 0) return null;
  const sentence = together.format(names);
  return `${sentence.charAt(0).toLocaleUpperCase('tr-TR')}${sentence.slice(1)} güncellemeden önceki kopyadan; bağlantı gelince yenilenecek.`;
}
