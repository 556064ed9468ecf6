// The count screen's state (docs/stocktake.md): the session and its frozen set (from the server, or
// this device's saved copy offline), the reads of every counter in memory (count-reads.ts), and
// `addRead`, which puts a read on screen and in the counters at once, then keeps it on the device
// and sends it through the outbox (exactly once: the read's id is the Idempotency-Key and is unique
// on the server too). A read's state follows evidence only: the outbox's reports, its entry, and
// the outbox's record of what it sent — so a read is never shown as deleted unless someone
// discarded it.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { ApiError, isNetworkError } from '@app/lib/api-client';
import { offlineDb } from '@app/lib/offline/db';
import { enqueue, isOnline, onOutboxReport, retryEntry } from '@app/lib/offline/outbox';
import { useSession } from '@app/lib/session';
import { fullName } from '@shared/format';
import { HEARTBEAT_MS, type ReadSource } from '@shared/schemas/stocktake';
import type { StocktakeRead } from '../api/types';
import { CountReads, type ShownRead } from './count-reads';
import { countDb, deviceId, markReadsSent, type LocalRead, type ReadPlace, type SavedCount } from './count-store';
import { keepThenSend, newestReceived, readDeviceCopy, refreshCount } from './count-sync';
import { frozenIndex, mirroredIdBySerial, placeOf, resolveReads, resolveRead, type FrozenIndex } from './resolve-read';

export type AddReadAnswer = { kind: 'added'; place: ReadPlace } | { kind: 'duplicate' } | { kind: 'empty' };

export const NOT_ON_DEVICE = 'Bu sayım bu cihaza henüz indirilmedi. Bağlantı varken bir kez açın; sonra çevrimdışı da sayabilirsiniz.';
export const NOT_SAVED = 'Okuma bu cihaza kaydedilemedi; yeniden okutun.';

function localShown(r: LocalRead, state: ShownRead['state'], error?: string): ShownRead {
  return {
    id: r.id,
    serial_number: r.serial_number,
    counted_at: r.counted_at,
    counted_by_name: r.counted_by_name,
    source: r.source,
    place: r.place,
    mine: true,
    state,
    error,
  };
}

/** Local reads with the state the evidence gives: on the server, waiting or refused in the outbox, or discarded. */
async function restoreStates(reads: readonly LocalRead[]): Promise<ShownRead[]> {
  const unsent = reads.filter((r) => !r.sent);
  const db = await offlineDb().catch(() => null);
  // Without the device's store nothing is known of the entries: a read is never called discarded on no evidence.
  if (!db) return reads.map((r) => localShown(r, r.sent ? 'sent' : 'pending'));
  const entries = unsent.length
    ? await db.outbox.bulkGet(unsent.map((r) => r.id)).catch(() => unsent.map(() => undefined))
    : unsent.map(() => undefined);
  const entryOf = new Map(unsent.map((r, i) => [r.id, entries[i]]));
  const orphans = unsent.filter((r) => !entryOf.get(r.id));
  // The outbox records the server's id of every entry it sent before it removes the entry.
  const mapped = orphans.length ? await db.idMap.bulkGet(orphans.map((r) => r.id)).catch(() => orphans.map(() => undefined)) : [];
  const sent = new Set(orphans.filter((_, i) => mapped[i]).map((r) => r.id));
  if (sent.size) void markReadsSent([...sent]);
  return reads.map((r) => {
    if (r.sent || sent.has(r.id)) return localShown(r, 'sent');
    const entry = entryOf.get(r.id);
    if (!entry) return localShown(r, 'discarded');
    return entry.state === 'failed' ? localShown(r, 'failed', entry.error) : localShown(r, 'pending');
  });
}

export function useCount(id: string) {
  const { user } = useSession();
  const model = useMemo(() => new CountReads(), []);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const [saved, setSaved] = useState<SavedCount | null>(null);
  const [loadError, setLoadError] = useState<{ message: string; notFound: boolean } | null>(null);
  const [offlineCopy, setOfflineCopy] = useState(false);
  const savedRef = useRef<SavedCount | null>(null);
  const indexRef = useRef<FrozenIndex | null>(null);
  const sinceRef = useRef<string | null>(null);
  const localIds = useRef(new Set<string>());
  const reading = useRef(new Set<string>());

  const adopt = useCallback(
    (next: SavedCount) => {
      if (savedRef.current?.items !== next.items) {
        indexRef.current = frozenIndex(next.session.warehouse_id, next.session.warehouse_name, next.items);
        model.setExpected(next.items.reduce((n, i) => n + (i.kind === 'expected' ? 1 : 0), 0));
      }
      savedRef.current = next;
      setSaved(next);
    },
    [model],
  );

  // The device copy's items are read and indexed by serial once the count is open, so the first read
  // the count does not know (an item of another shelf) is placed as fast as the ones it expects.
  const open = saved !== null;
  useEffect(() => {
    if (open) void mirroredIdBySerial();
  }, [open]);

  /** Reads the server holds: this device's are now sent; every other counter's is placed and shown. */
  const takeServerReads = useCallback(
    async (reads: readonly StocktakeRead[]) => {
      const index = indexRef.current;
      if (!index || reads.length === 0) return;
      const landed: string[] = [];
      const others: StocktakeRead[] = [];
      for (const r of reads) {
        if (localIds.current.has(r.client_id)) {
          landed.push(r.client_id);
          model.setState(r.client_id, 'sent', undefined, r.late);
        } else if (!model.get(r.client_id)) others.push(r);
      }
      if (landed.length) void markReadsSent(landed);
      if (others.length === 0) return;
      const places = await resolveReads(
        index,
        others.map((r) => r.serial_number),
      );
      model.upsert(
        others.map((r) => ({
          id: r.client_id,
          serial_number: r.serial_number,
          counted_at: r.counted_at,
          counted_by_name: fullName(r.counted_by_user),
          source: r.source,
          place: places.get(r.serial_number) ?? placeOf(index, r.serial_number, undefined),
          mine: false,
          state: 'sent' as const,
          late: r.late,
        })),
      );
    },
    [model],
  );

  // A read placed before the device's copy of the equipment list was complete may be found there now.
  const placeAgain = useCallback(async () => {
    const index = indexRef.current;
    const unknown = model.unknownReads();
    if (!index || unknown.length === 0) return;
    const places = await resolveReads(
      index,
      unknown.map((r) => r.serial_number),
    );
    model.upsert(
      unknown.flatMap((r) => {
        const place = places.get(r.serial_number);
        return place && place.outcome !== 'unknown' ? [{ ...r, place }] : [];
      }),
    );
  }, [model]);

  const refresh = useCallback(async () => {
    try {
      const { saved: fresh, reads } = await refreshCount(id, savedRef.current, sinceRef.current);
      adopt(fresh);
      setOfflineCopy(false);
      setLoadError(null);
      sinceRef.current = newestReceived(reads, sinceRef.current);
      await takeServerReads(reads);
      await placeAgain();
    } catch (error) {
      if (!isNetworkError(error)) {
        const notFound = error instanceof ApiError && error.status === 404;
        setLoadError({ message: error instanceof ApiError ? error.message : 'Sayım yüklenemedi.', notFound });
        return;
      }
      if (savedRef.current) setOfflineCopy(true);
      else setLoadError({ message: NOT_ON_DEVICE, notFound: false });
    }
  }, [id, adopt, takeServerReads, placeAgain]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const copy = await readDeviceCopy(id);
      if (cancelled) return;
      if (copy.saved) adopt(copy.saved);
      for (const r of copy.localReads) localIds.current.add(r.id);
      model.upsert(await restoreStates(copy.localReads));
      sinceRef.current = newestReceived(copy.serverReads, null);
      await takeServerReads(copy.serverReads);
      if (!cancelled) await refresh();
    })();
    const timer = window.setInterval(() => {
      if (isOnline()) void refresh();
    }, HEARTBEAT_MS);
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [id, model, adopt, refresh, takeServerReads]);

  // What the outbox did with this device's reads, whoever sent them (this page or the service worker).
  useEffect(
    () =>
      onOutboxReport((report) => {
        const landed: string[] = [];
        for (const { entry, body } of report.sent) {
          if (entry.kind !== 'stocktake_read' || !model.get(entry.id)) continue;
          landed.push(entry.id);
          model.setState(entry.id, 'sent', undefined, (body as { late?: boolean } | null)?.late);
        }
        if (landed.length) void markReadsSent(landed);
        for (const entry of report.failed) if (entry.kind === 'stocktake_read') model.setState(entry.id, 'failed', entry.error);
        for (const discarded of report.discarded ?? []) model.setState(discarded, 'discarded');
      }),
    [model],
  );

  const keepAndSend = useCallback(
    async (read: LocalRead): Promise<void> => {
      try {
        await enqueue({
          id: read.id,
          kind: 'stocktake_read',
          sessionId: id,
          body: { id: read.id, serial_number: read.serial_number, source: read.source, counted_at: read.counted_at, device_id: deviceId() },
          label: `Sayım: ${read.serial_number}`,
        });
      } catch {
        // Not queued: as if it had not been read, and the counter says so.
        model.remove(read.id);
        toast.error(`${read.serial_number}: ${NOT_SAVED}`);
        return;
      }
      // Queued, so it will be sent.
      await keepThenSend(
        () => countDb().reads.put(read),
        read.id,
        (error) => model.setState(read.id, 'failed', error),
      );
    },
    [id, model],
  );

  const addRead = useCallback(
    async (raw: string, source: ReadSource): Promise<AddReadAnswer> => {
      const serial = raw.trim();
      const index = indexRef.current;
      if (!serial || !index || !user) return { kind: 'empty' };
      if (model.has(serial) || reading.current.has(serial)) return { kind: 'duplicate' };
      reading.current.add(serial);
      try {
        const place = index.bySerial.has(serial) ? placeOf(index, serial, undefined) : await resolveRead(index, serial);
        const read: LocalRead = {
          id: crypto.randomUUID(),
          session_id: id,
          serial_number: serial,
          source,
          counted_at: new Date().toISOString(),
          counted_by_id: user.id,
          counted_by_name: fullName(user),
          place,
          sent: false,
        };
        localIds.current.add(read.id);
        // On screen and in the counters now; the device's storage and the network follow.
        model.upsert([localShown(read, 'pending')]);
        void keepAndSend(read);
        return { kind: 'added', place };
      } finally {
        reading.current.delete(serial);
      }
    },
    [id, user, model, keepAndSend],
  );

  const retry = useCallback(
    (readId: string) => {
      model.setState(readId, 'pending');
      void retryEntry(readId).catch(() => undefined);
    },
    [model],
  );

  /** The serial is one of this count's frozen items. */
  const knows = useCallback((serial: string) => indexRef.current?.bySerial.has(serial) ?? false, []);

  return {
    saved,
    knows,
    loadError,
    offlineCopy,
    snapshot,
    addRead,
    retry,
    reload: refresh,
  };
}
