// Keeping the mirror up to date (docs/offline.md): every mirrored list is downloaded once, then only
// what changed (`?since=<server_time>` → `{ items, deleted, server_time }`; a list that answers a
// plain array is taken whole). Runs at start, when the network returns, every few minutes
// (`startMirrorSync`) and whenever a screen reads reference data (`syncTable`, so a device's own
// writes show at once).
//
// Equipment is mirrored as slim rows (`fields=ids`: ids instead of nested names, resolved when
// read) when this user may read the brands and categories that name them; its first download walks
// the list one keyset page at a time (`limit`, `after`), stores every page and its cursor, shows
// its progress in the shell and resumes after a reload from the stored cursor. The walk's first
// page's server_time becomes the delta clock once the walk is complete.
import { getStoredPermissions, getToken, subscribeSession } from '../session-store';
import { mayReadList } from '@shared/list-read-permissions';
import { READ_IDLE_TIMEOUT_MS, isSuccess, isTransientStatus, serverAnswer, timedFetch } from '@shared/timed-fetch';
import { MIRROR_TABLES, offlineDb, type MirrorRow, type MirrorTable, type SyncStateRow } from './db';
import { toast } from 'sonner';
import { dismissWhenDialogOpens, isDialogOpen, whenNoDialogOpen } from '../toast';
import { writesAnswered } from '../writes-answered';
import { countRows, EQUIPMENT_COUNTS_KEY, noCounts } from './equipment-counts';
import { applyRows, bumpVersion, replaceTable } from './mirror-write';
import { mayMirror } from './tables';
import { forgetListStates, getMirrorStatus, refreshSyncedAt, setDownload, setMirrorStatus } from './mirror-status';

type Row = MirrorRow;

const EPOCH = new Date(0).toISOString();
export const SYNC_EVERY_MS = 5 * 60_000;
/** Rows per page of a first download. */
const PAGE_SIZE = 5000;
/** Tests and measurements may ask for smaller pages (localStorage, 1–10,000). */
export const PAGE_SIZE_KEY = 'depo-mirror-page-size';
/** A first sync of a large list may take the server a while before its first byte. */
const MIRROR_IDLE_TIMEOUT_MS = 2 * READ_IDLE_TIMEOUT_MS;

export interface SyncSummary {
  table: MirrorTable;
  mode: 'delta' | 'full' | 'skipped';
  changed: number;
  deleted: number;
  /** The server gave no answer (no network, time limit): the mirror stays as it was. */
  unreachable?: boolean;
}

// ---- one table --------------------------------------------------------------------------------

interface DeltaAnswer {
  items: Row[];
  deleted?: string[];
  server_time: string;
  next_cursor?: string | null;
  total?: number;
}

function isDelta(value: unknown): value is DeltaAnswer {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as { items?: unknown }).items) &&
    typeof (value as { server_time?: unknown }).server_time === 'string'
  );
}

class Unreachable extends Error {}

/** GET through our own fetch (a 403 for a list this user may not read must not sign out); null when refused. */
async function getJson(url: string, token: string): Promise<unknown> {
  let res;
  try {
    // A stalled answer is given up: the sync must never hang.
    res = await timedFetch(
      url,
      { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, credentials: 'include' },
      { idleMs: MIRROR_IDLE_TIMEOUT_MS },
    );
  } catch {
    throw new Unreachable();
  }
  // A captive portal's page or a body that does not parse is status 0: no answer, not a refusal.
  const { status, body } = serverAnswer(res);
  if (isTransientStatus(status)) throw new Unreachable();
  return isSuccess(status) ? body : null;
}

/** Slim equipment rows need the lists that name them. */
export function slimEquipment(permissions: readonly string[] = getStoredPermissions()): boolean {
  return mayReadList('/brands', permissions) && mayReadList('/categories', permissions);
}

function pageSize(): number {
  const asked = Number(globalThis.localStorage?.getItem(PAGE_SIZE_KEY));
  return Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : PAGE_SIZE;
}

/** The first download of the slim equipment list, page by page from where a previous walk stopped. */
async function walkEquipment(token: string, state: SyncStateRow | undefined): Promise<SyncSummary> {
  const table: MirrorTable = 'equipment';
  let walk = state?.walk ?? { since: null, after: null, done: 0, total: null };
  let changed = 0;
  let deleted = 0;
  setDownload(table, { done: walk.done, total: walk.total });
  const page = (after: string | null) =>
    getJson(
      `/api${MIRROR_TABLES[table]}?since=${encodeURIComponent(EPOCH)}&fields=ids&limit=${pageSize()}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      token,
    );
  try {
    let asked = page(walk.after);
    for (;;) {
      const data = await asked;
      if (!isDelta(data)) return { table, mode: 'skipped', changed, deleted };
      const next = {
        since: walk.since ?? data.server_time,
        after: data.next_cursor ?? null,
        done: walk.done + data.items.length,
        total: walk.total ?? (typeof data.total === 'number' ? data.total : null),
        counts: countRows(data.items, { ...(walk.counts ?? noCounts()) }),
      };
      const complete = !next.after;
      // The next page is asked for while this one is written: the network and IndexedDB overlap.
      if (!complete) {
        asked = page(next.after);
        asked.catch(() => undefined);
      }
      const gone = data.deleted ?? [];
      await applyRows(
        table,
        data.items,
        gone,
        complete ? { table, since: next.since, syncedAt: Date.now() } : { table, syncedAt: state?.syncedAt ?? 0, walk: next },
        { walkCounts: complete ? next.counts : 'keep' },
      );
      changed += data.items.length;
      deleted += gone.length;
      walk = next;
      if (complete) return { table, mode: 'delta', changed, deleted };
      setDownload(table, { done: walk.done, total: walk.total });
    }
  } finally {
    setDownload(table, null);
  }
}

// Kits: their members' states change without the kit's row changing; a short list too.
// Reservations: a lapse, a hand-over's count and an item's state change them without a delta.
const WHOLE_LISTS = new Set<MirrorTable>(['warehouses', 'users', 'kits', 'stock_items', 'stock_levels', 'stock_pickers', 'reservations']);

/**
 * A run of the whole sync (syncMirrors) is told when a list's answer is in (it asks for the next
 * list then) and gives the list's turn to write: once the list before it is written.
 */
type Answered = () => unknown;

async function refreshTable(table: MirrorTable, token: string, answered?: Answered): Promise<SyncSummary> {
  // Only lists this user may read: the client never makes a call the user may not make.
  if (!mayMirror(table, getStoredPermissions())) return { table, mode: 'skipped', changed: 0, deleted: 0 };
  const state = await (await offlineDb()).syncState.get(table);
  const slim = table === 'equipment' && slimEquipment();
  if (slim && !state?.since) return walkEquipment(token, state);
  // A list's first download (one request) shows in the shell like the paged one.
  const first = !state?.syncedAt;
  if (first) setDownload(table, { done: 0, total: null });
  try {
    return await refreshListNow(table, token, state, answered);
  } finally {
    if (first) setDownload(table, null);
  }
}

async function refreshListNow(
  table: MirrorTable,
  token: string,
  state: SyncStateRow | undefined,
  answered?: Answered,
): Promise<SyncSummary> {
  // Warehouses carry counters of their equipment, users whether a sign-in lock is in force: what
  // changes them does not touch the row, so a delta would miss it. Both are short lists: whole.
  // So are the stock lists (the levels of the user's warehouses only, slim rows).
  const whole = WHOLE_LISTS.has(table);
  // A device's first sync of hand-overs needs only the active ones (the mirror keeps no others);
  // later deltas come unfiltered, so records that were returned meanwhile leave the mirror.
  const filter =
    table === 'field_equipment' && !state?.since ? '&status=active' : table === 'equipment' && slimEquipment() ? '&fields=ids' : '';
  // A whole list's own query: the reservations still ahead, more than a screen's 500 (MAX_AGENDA_ROWS
  // of src/shared/reservations.ts, written out: that module's schemas stay out of the first JS).
  const query = whole ? (table === 'reservations' ? '?limit=5000' : '') : `?since=${encodeURIComponent(state?.since ?? EPOCH)}${filter}`;
  const data = await getJson(`/api${MIRROR_TABLES[table]}${query}`, token);
  await answered?.();
  if (!whole && isDelta(data)) {
    const gone = data.deleted ?? [];
    await applyRows(table, data.items, gone, { table, since: data.server_time, syncedAt: Date.now() }, { whole: !state?.since });
    return { table, mode: 'delta', changed: data.items.length, deleted: gone.length };
  }
  if (Array.isArray(data)) {
    await replaceTable(table, data as Row[]);
    return { table, mode: 'full', changed: data.length, deleted: 0 };
  }
  return { table, mode: 'skipped', changed: 0, deleted: 0 };
}

/** Each table's run under way, with how many writes had been answered when it started. */
const running = new Map<MirrorTable, { run: Promise<SyncSummary>; writes: number }>();
/** The run that starts once the running one ends, shared by every caller that came meanwhile. */
const following = new Map<MirrorTable, Promise<SyncSummary>>();

interface SyncOptions {
  /** Told when the list's answer has arrived (syncMirrors asks for the next list then). */
  answered?: Answered;
  /**
   * Content with a run already under way whenever it left (the background sync). Without it, a run
   * that started before the page's last answered write is followed by one more, so a list
   * refreshed after a write holds that write (an unlock made while the start-up sync was asking);
   * a run that started after it is shared (a screen's first read during the start-up sync).
   */
  joinRunning?: boolean;
}

/**
 * Refreshes one mirrored table (one run per table at a time). Never throws: a failure leaves the
 * mirror as it was and says so.
 */
export function syncTable(table: MirrorTable, { answered, joinRunning = false }: SyncOptions = {}): Promise<SyncSummary> {
  const existing = running.get(table);
  if (existing) return joinRunning || existing.writes === writesAnswered() ? existing.run : followRun(table, existing.run);
  const token = getToken();
  if (!token) return Promise.resolve({ table, mode: 'skipped', changed: 0, deleted: 0 });
  // Taken before the run's request leaves: a write answered meanwhile makes later callers follow it.
  const writes = writesAnswered();
  const run = refreshTable(table, token, answered)
    .catch((error: unknown): SyncSummary => ({
      table,
      mode: 'skipped',
      changed: 0,
      deleted: 0,
      ...(error instanceof Unreachable ? { unreachable: true } : {}),
    }))
    .finally(() => {
      running.delete(table);
      // The list's state in the shell ('hazır · son güncelleme 14:03').
      void refreshSyncedAt()
        .then(announceReady)
        .catch(() => undefined);
    });
  running.set(table, { run, writes });
  return run;
}

/** One more run once `existing` ends (shared); none when it found the server unreachable. */
function followRun(table: MirrorTable, existing: Promise<SyncSummary>): Promise<SyncSummary> {
  const queued = following.get(table);
  if (queued) return queued;
  const next = existing.then((summary) => {
    following.delete(table);
    return summary.unreachable ? summary : syncTable(table, { joinRunning: true });
  });
  following.set(table, next);
  return next;
}

// ---- every table ------------------------------------------------------------------------------

const changeListeners = new Set<(tables: MirrorTable[]) => void>();

/** Told which tables a background sync changed (the reference data refreshes its screens). */
export function onMirrorChange(listener: (tables: MirrorTable[]) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The small lists first: the long first download of equipment must not hold them back. */
const SYNC_ORDER = [...(Object.keys(MIRROR_TABLES) as MirrorTable[]).filter((t) => t !== 'equipment'), 'equipment'] as const;

let syncing: Promise<SyncSummary[]> | null = null;

/** Refreshes every mirrored table (one run at a time). Network failures leave the mirror as it was. */
export function syncMirrors(): Promise<SyncSummary[]> {
  if (syncing) return syncing;
  if (!getToken()) return Promise.resolve([]);
  syncing = (async () => {
    // One list after another, but the next one is asked for while the one before is written: the
    // network and IndexedDB overlap (as in the equipment walk), the writes keep their order.
    const runs: Array<Promise<SyncSummary>> = [];
    for (const table of SYNC_ORDER) {
      const turn = runs.at(-1);
      // A list skipped, failed or already running (a screen's read) lets the next go when it ends.
      await new Promise<void>((next) => runs.push(syncTable(table, { answered: () => (next(), turn), joinRunning: true }).finally(next)));
    }
    const out = await Promise.all(runs);
    await refreshSyncedAt().catch(() => undefined);
    const changed = out.filter((s) => s.changed > 0 || s.deleted > 0).map((s) => s.table);
    if (changed.length) for (const l of changeListeners) l(changed);
    return out;
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Meta row: 'Çevrimdışı kullanıma hazır' was said for this copy (cleared with the copy). */
const READY_ANNOUNCED_KEY = 'device-copy-ready-announced';

const READY_TOAST_ID = 'device-copy-ready';
const READY_TOAST_MS = 2500;

/** The copy became ready while a dialog was open: the toast's wait for it to close (given up at sign-out). */
let readyWait: (() => void) | null = null;

/** The first time every list is in the copy, a toast says offline work can start. */
async function announceReady(): Promise<void> {
  if (!getMirrorStatus().ready) return;
  // Never over an open dialog (a signing, a return): said when it closes (one wait at a time).
  if (isDialogOpen()) {
    readyWait ??= whenNoDialogOpen(() => {
      readyWait = null;
      void announceReady().catch(() => undefined);
    });
    return;
  }
  const db = await offlineDb();
  const said = await db.transaction('rw', db.meta, async () => {
    if (await db.meta.get(READY_ANNOUNCED_KEY)) return true;
    await db.meta.put({ key: READY_ANNOUNCED_KEY, value: Date.now() });
    return false;
  });
  // A plain toast: the rich success colours fall short of the contrast the app keeps (axe).
  // Short and at the bottom: it must not cover the page's first buttons (Tara, İade Al) under the top bar.
  if (!said) {
    toast('Çevrimdışı kullanıma hazır', {
      id: READY_TOAST_ID,
      description: 'Listeler bu cihazda; bağlantı olmadan da çalışabilirsiniz.',
      duration: READY_TOAST_MS,
      position: 'bottom-center',
      // News, not a question: a tap where it stands reaches the page (a form's 'Teslim Et' at the
      // bottom of a phone's screen), and a pointer resting on it does not hold it there. So it
      // shows no close button that a tap could not reach.
      style: { pointerEvents: 'none' },
      closeButton: false,
    });
    // A dialog opened meanwhile (the first 'Teslim Et' of the day) is not covered by it.
    dismissWhenDialogOpens(READY_TOAST_ID, READY_TOAST_MS);
  }
}

/** Forgets every mirrored row (sign-out). */
export async function clearMirror(): Promise<void> {
  // The next user's copy is not this one: a toast still waiting for a dialog is not theirs.
  readyWait?.();
  readyWait = null;
  const db = await offlineDb();
  const names = Object.keys(MIRROR_TABLES) as MirrorTable[];
  const tables = [...names.map((t) => db.mirror(t)), db.syncState];
  await db
    .transaction('rw', [...tables, db.meta], async () => {
      await Promise.all(tables.map((t) => t.clear()));
      await db.meta.bulkDelete([EQUIPMENT_COUNTS_KEY, READY_ANNOUNCED_KEY]);
      for (const name of names) await bumpVersion(name);
    })
    .catch(() => undefined);
  forgetListStates();
  setMirrorStatus({ syncedAt: null, servedFromMirror: false, download: null });
}

let syncStarted = false;

/** Sync at start, when the network returns and periodically. */
export function startMirrorSync(): () => void {
  if (syncStarted || typeof window === 'undefined') return () => {};
  syncStarted = true;
  const run = () => {
    if (navigator.onLine !== false) syncMirrors().catch(() => undefined);
  };
  void refreshSyncedAt().catch(() => undefined);
  run();
  const onOnline = () => {
    setMirrorStatus({ servedFromMirror: false });
    run();
  };
  window.addEventListener('online', onOnline);
  let lastToken = getToken();
  const unsubscribe = subscribeSession(() => {
    const token = getToken();
    if (token && token !== lastToken) run(); // signed in again
    // Signed out: the next user of a shared tablet may see fewer warehouses. The outbox stays.
    if (!token && lastToken) void clearMirror();
    lastToken = token;
  });
  const timer = window.setInterval(run, SYNC_EVERY_MS);
  return () => {
    syncStarted = false;
    unsubscribe();
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}
