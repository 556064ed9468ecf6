// What the shell shows about the mirror (docs/offline.md): whether a screen shows mirrored rows
// because the network is gone, when the mirror was last refreshed, and how far the first download
// of a large list has come.
import { offlineDb, type MirrorTable } from './db';

export interface MirrorDownload {
  table: MirrorTable;
  /** Rows stored so far. */
  done: number;
  /** Rows the server counted at the walk's start; null when it did not say. */
  total: number | null;
}

export interface MirrorStatus {
  /** A screen is showing mirrored data because the network is gone. */
  servedFromMirror: boolean;
  /** When the mirror was last refreshed from the server (epoch ms), null when never. */
  syncedAt: number | null;
  /** A first download in progress, page by page; null when none. */
  download: MirrorDownload | null;
}

let status: MirrorStatus = { servedFromMirror: false, syncedAt: null, download: null };
const statusListeners = new Set<() => void>();

export function getMirrorStatus(): MirrorStatus {
  return status;
}

export function subscribeMirrorStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function setMirrorStatus(next: Partial<MirrorStatus>): void {
  if (Object.entries(next).every(([k, v]) => status[k as keyof MirrorStatus] === v)) return;
  status = { ...status, ...next };
  for (const l of statusListeners) l();
}

export async function refreshSyncedAt(): Promise<void> {
  const rows = await (await offlineDb()).syncState.toArray();
  const synced = rows.filter((r) => r.syncedAt > 0);
  setMirrorStatus({ syncedAt: synced.length ? Math.max(...synced.map((r) => r.syncedAt)) : null });
}
