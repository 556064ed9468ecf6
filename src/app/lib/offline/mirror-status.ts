// What the shell shows about the mirror (docs/offline.md): whether a screen shows mirrored rows
// because the network is gone, when the mirror was last refreshed, and how far the first download
// of a large list has come.
import { getStoredPermissions } from '../session-store';
import { MIRROR_TABLES, offlineDb, type MirrorTable, type SyncStateRow } from './db';
import { mayMirror } from './tables';
import { copyReady, listStates, type ListState } from './device-copy';

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
  /** The first download the shell's bar shows (the paged one when several run); null when none. */
  download: MirrorDownload | null;
  /** Each list this user may read: waiting, being prepared, or ready (device-copy.ts). */
  lists: ListState[];
  /** Every list is in the device copy: offline work can start. */
  ready: boolean;
}

let status: MirrorStatus = { servedFromMirror: false, syncedAt: null, download: null, lists: [], ready: false };
/** The stored sync state last read, so that a new download shows without reading it again. */
let stateRows: SyncStateRow[] = [];
/** First downloads running now, by list (a screen's read and the background sync may overlap). */
const downloads = new Map<MirrorTable, MirrorDownload>();

/** A list's first download has come this far (null: it ended). */
export function setDownload(table: MirrorTable, progress: Omit<MirrorDownload, 'table'> | null): void {
  if (progress) downloads.set(table, { table, ...progress });
  else downloads.delete(table);
  const running = [...downloads.values()];
  // The paged list (a total known) is the one worth a bar; else the one started last.
  setMirrorStatus({ download: running.find((d) => d.total !== null) ?? running[running.length - 1] ?? null });
}
const statusListeners = new Set<() => void>();

export function getMirrorStatus(): MirrorStatus {
  return status;
}

export function subscribeMirrorStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function setMirrorStatus(next: Partial<Omit<MirrorStatus, 'lists' | 'ready'>>): void {
  if (Object.entries(next).every(([k, v]) => status[k as keyof MirrorStatus] === v)) return;
  const merged = { ...status, ...next };
  const lists = listStates(stateRows, readableLists(), [...downloads.values()]);
  status = { ...merged, lists, ready: copyReady(lists) };
  for (const l of statusListeners) l();
}

/** The mirrored lists this user may read, in the order the sync takes them. */
function readableLists(): MirrorTable[] {
  const permissions = getStoredPermissions();
  return (Object.keys(MIRROR_TABLES) as MirrorTable[]).filter((t) => mayMirror(t, permissions));
}

/** Reads the stored sync state again: the last refresh and each list's state. */
export async function refreshSyncedAt(): Promise<void> {
  stateRows = await (await offlineDb()).syncState.toArray();
  const synced = stateRows.filter((r) => r.syncedAt > 0);
  const syncedAt = synced.length ? Math.max(...synced.map((r) => r.syncedAt)) : null;
  const lists = listStates(stateRows, readableLists(), [...downloads.values()]);
  status = { ...status, syncedAt, lists, ready: copyReady(lists) };
  for (const l of statusListeners) l();
}

/** Sign-out: nothing is known of the next user's copy. */
export function forgetListStates(): void {
  stateRows = [];
  downloads.clear();
}
