// The count screen's state (docs/stocktake.md): the session and its frozen set (from the server, or
// this device's saved copy offline), the reads of every counter, live counters, and `addRead`,
// which shows a read at once from the frozen set and the mirror, keeps it on the device and sends
// it through the outbox (exactly once: the read's id is the Idempotency-Key and is unique on the
// server too).
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, isNetworkError } from '@app/lib/api-client';
import { enqueue, isOnline, onOutboxReport, requestBackgroundSync, sendEntryNow } from '@app/lib/offline/outbox';
import { useOutboxEntries } from '@app/lib/offline/use-outbox';
import { useSession } from '@app/lib/session';
import { fullName } from '@shared/format';
import { stocktakeReadsPath, stocktakeSessionOf } from '@shared/outbox';
import type { OutboxEntry } from '@shared/outbox-replay';
import type { ReadSource, StocktakeCounters } from '@shared/schemas/stocktake';
import type { FrozenItem, StocktakeRead, StocktakeSession } from '../api/types';
import { countDb, markReadsSent, type LocalRead, type ReadPlace, type SavedCount } from './count-store';
import { frozenIndex, resolveRead, resolveReads, type FrozenIndex } from './resolve-read';
import { tally } from './tally';

export type ReadState = 'sent' | 'pending' | 'failed' | 'discarded';

export interface ShownRead {
  id: string;
  serial_number: string;
  counted_at: string;
  counted_by_name: string;
  source: string;
  place: ReadPlace;
  /** Made on this device. */
  mine: boolean;
  state: ReadState;
  error?: string;
}

export type AddReadAnswer = { kind: 'added'; place: ReadPlace } | { kind: 'duplicate' } | { kind: 'empty' };

const REFRESH_MS = 15_000;
export const readsPath = stocktakeReadsPath;

async function fetchCount(id: string): Promise<SavedCount> {
  const [session, items, serverReads] = await Promise.all([
    api.get<StocktakeSession>(`/stocktakes/${id}`),
    api.get<FrozenItem[]>(`/stocktakes/${id}/items`),
    api.get<StocktakeRead[]>(readsPath(id)),
  ]);
  const saved: SavedCount = { id, session, items, serverReads, savedAt: Date.now() };
  await countDb().counts.put(saved);
  return saved;
}

export const NOT_ON_DEVICE = 'Bu sayım bu cihaza henüz indirilmedi. Bağlantı varken bir kez açın; sonra çevrimdışı da sayabilirsiniz.';

export function useCount(id: string) {
  const { user } = useSession();
  const [saved, setSaved] = useState<SavedCount | null>(null);
  const [loadError, setLoadError] = useState<{ message: string; notFound: boolean } | null>(null);
  const [offlineCopy, setOfflineCopy] = useState(false);
  const [localReads, setLocalReads] = useState<LocalRead[]>([]);
  const [otherPlaces, setOtherPlaces] = useState<Map<string, ReadPlace>>(new Map());
  const outbox = useOutboxEntries();

  const load = useCallback(async () => {
    try {
      const fresh = await fetchCount(id);
      setSaved(fresh);
      setOfflineCopy(false);
      setLoadError(null);
    } catch (error) {
      if (!isNetworkError(error)) {
        const notFound = error instanceof ApiError && error.status === 404;
        setLoadError({ message: error instanceof ApiError ? error.message : 'Sayım yüklenemedi.', notFound });
        return;
      }
      const copy = await countDb().counts.get(id).catch(() => undefined);
      if (copy) {
        setSaved((current) => current ?? copy);
        setOfflineCopy(true);
      } else setLoadError({ message: NOT_ON_DEVICE, notFound: false });
    }
  }, [id]);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => {
      if (isOnline()) void load();
    }, REFRESH_MS);
    const onOnline = () => void load();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [load]);

  useEffect(() => {
    const subscription = liveQuery(() => countDb().reads.where('session_id').equals(id).toArray()).subscribe({
      next: setLocalReads,
      error: () => setLocalReads([]),
    });
    return () => subscription.unsubscribe();
  }, [id]);

  // Reads that landed, whoever sent them (this page or the service worker).
  useEffect(
    () =>
      onOutboxReport((report) => {
        const landed = report.sent.filter((s) => s.entry.kind === 'stocktake_read').map((s) => s.entry.id);
        if (landed.length) void markReadsSent(landed);
      }),
    [],
  );

  const index: FrozenIndex | null = useMemo(() => (saved ? frozenIndex(saved.session.warehouse_id, saved.session.warehouse_name, saved.items) : null), [saved]);
  const expectedCount = useMemo(() => saved?.items.filter((i) => i.kind === 'expected').length ?? 0, [saved]);

  // The server knows these reads: the device's copies are sent.
  const serverClientIds = useMemo(() => new Set(saved?.serverReads.map((r) => r.client_id) ?? []), [saved]);
  useEffect(() => {
    const known = localReads.filter((r) => !r.sent && serverClientIds.has(r.id)).map((r) => r.id);
    if (known.length) void markReadsSent(known);
  }, [localReads, serverClientIds]);

  // Reads of other counters (or of this device before a reset): placed from the frozen set and mirror.
  const localIds = useMemo(() => new Set(localReads.map((r) => r.id)), [localReads]);
  const others = useMemo(() => saved?.serverReads.filter((r) => !localIds.has(r.client_id)) ?? [], [saved, localIds]);
  useEffect(() => {
    if (!index) return;
    let cancelled = false;
    void resolveReads(index, others.map((r) => r.serial_number)).then((places) => {
      if (!cancelled) setOtherPlaces(places);
    });
    return () => {
      cancelled = true;
    };
  }, [index, others]);

  const entries = useMemo(() => {
    const map = new Map<string, OutboxEntry>();
    for (const e of outbox) if (stocktakeSessionOf(e) === id) map.set(e.id, e);
    return map;
  }, [outbox, id]);

  const reads: ShownRead[] = useMemo(() => {
    const shown: ShownRead[] = localReads.map((r) => {
      const entry = entries.get(r.id);
      const state: ReadState = r.sent ? 'sent' : entry ? (entry.state === 'failed' ? 'failed' : 'pending') : 'discarded';
      return {
        id: r.id,
        serial_number: r.serial_number,
        counted_at: r.counted_at,
        counted_by_name: r.counted_by_name,
        source: r.source,
        place: r.place,
        mine: true,
        state,
        error: entry?.error,
      };
    });
    for (const r of others) {
      const place = otherPlaces.get(r.serial_number);
      if (!place) continue;
      shown.push({ id: r.client_id, serial_number: r.serial_number, counted_at: r.counted_at, counted_by_name: fullName(r.counted_by_user), source: r.source, place, mine: false, state: 'sent' });
    }
    shown.sort((a, b) => (a.counted_at < b.counted_at ? 1 : a.counted_at > b.counted_at ? -1 : 0));
    return shown;
  }, [localReads, entries, others, otherPlaces]);

  const counted = useMemo(() => new Set(reads.filter((r) => r.state !== 'discarded').map((r) => r.serial_number)), [reads]);
  const countedRef = useRef(counted);
  countedRef.current = counted;
  const counters: StocktakeCounters = useMemo(() => tally(expectedCount, reads.filter((r) => r.state !== 'discarded')), [expectedCount, reads]);

  const addRead = useCallback(
    async (raw: string, source: ReadSource): Promise<AddReadAnswer> => {
      const serial = raw.trim();
      if (!serial || !index || !user) return { kind: 'empty' };
      if (countedRef.current.has(serial)) return { kind: 'duplicate' };
      countedRef.current = new Set(countedRef.current).add(serial);
      const place = await resolveRead(index, serial);
      const readId = crypto.randomUUID();
      const read: LocalRead = {
        id: readId,
        session_id: id,
        serial_number: serial,
        source,
        counted_at: new Date().toISOString(),
        counted_by_id: user.id,
        counted_by_name: fullName(user),
        place,
        sent: false,
      };
      await countDb().reads.put(read);
      await enqueue({
        id: readId,
        kind: 'stocktake_read',
        sessionId: id,
        body: { id: readId, serial_number: serial, source, counted_at: read.counted_at },
        label: `Sayım: ${serial}`,
      });
      if (isOnline()) {
        void sendEntryNow(readId)
          .then((result) => (result.outcome === 'sent' ? markReadsSent([readId]) : undefined))
          .catch(() => undefined);
      } else void requestBackgroundSync();
      return { kind: 'added', place };
    },
    [id, index, user],
  );

  const waiting = reads.filter((r) => r.mine && (r.state === 'pending' || r.state === 'failed'));
  return { saved, loadError, offlineCopy, reads, counters, addRead, waiting, reload: load };
}
