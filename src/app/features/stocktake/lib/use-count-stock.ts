// The count screen's stock lines (docs/stock.md "In the stocktake"): the stock items of the count's
// warehouse, a quantity per item typed or added one per scan of its barcode, sent through the outbox
// (kind 'stocktake_stock_count', a PUT of this counter's whole quantity: their last one sent stands;
// the server adds up the counters' numbers, and keeps one that lands after the close as late). The
// items and the server's lines are kept on the device with the count, so counting goes on offline
// and after a reload. A number counted here is kept until its entry has landed; then the server's
// line (this counter's own number, and every counter's sum) stands.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { api } from '@app/lib/api-client';
import { offlineDb } from '@app/lib/offline/db';
import { enqueue, isOnline, onOutboxReport, retryEntry } from '@app/lib/offline/outbox';
import { fullName } from '@shared/format';
import { HEARTBEAT_MS } from '@shared/schemas/stocktake';
import { formatQuantity } from '@shared/stock';
import type { CountStockItem, StockCountLine } from '../api/types';
import { countDb, type LocalStockCount, type SavedStock } from './count-store';
import { keepThenSend } from './count-sync';

export interface ShownStockLine {
  item: CountStockItem;
  /** This counter's quantity (the device's while it waits, else the server's), null when not counted yet. */
  counted: number | null;
  state: 'none' | 'pending' | 'failed' | 'sent';
  error?: string;
  /** Who counted it, from the server's line. */
  countedBy?: string;
  /** Every counter's numbers added up, when someone else counted it too. */
  total?: number;
}

/** The server's line as this counter sees it: their own number, and the sum when others counted too. */
function fromServer(
  item: CountStockItem,
  line: Omit<StockCountLine, 'counters' | 'mine'> & Partial<Pick<StockCountLine, 'counters' | 'mine'>>,
): ShownStockLine {
  // A line kept on the device before counts were per counter has neither: it was this counter's.
  if (!line.counters || line.mine === undefined)
    return { item, counted: line.counted, state: 'sent', countedBy: fullName(line.counted_by) };
  const countedBy = line.counters.map((c) => fullName(c.counted_by)).join(', ');
  const total = line.counters.length > 1 || line.mine === null ? line.counted : undefined;
  return line.mine === null
    ? { item, counted: null, state: 'none', countedBy, total }
    : { item, counted: line.mine, state: 'sent', countedBy, total };
}

type Local = LocalStockCount & { state: 'pending' | 'failed'; error?: string };

const keyOf = (sessionId: string, itemId: string) => `${sessionId}:${itemId}`;
const sameCode = (a: string, b: string) => a.trim().toLocaleUpperCase('tr') === b.trim().toLocaleUpperCase('tr');
export const STOCK_NOT_SAVED = 'Stok sayımı bu cihaza kaydedilemedi; yeniden girin.';

/** Removes this item's entries that wait (not the one being sent): the new number replaces them. */
async function dropWaiting(sessionId: string, itemId: string): Promise<void> {
  const db = await offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .filter((e) => e.kind === 'stocktake_stock_count' && e.sessionId === sessionId && e.body.item_id === itemId && e.state !== 'sending')
      .delete();
  });
}

export function useCountStock(sessionId: string, open: boolean) {
  const [saved, setSaved] = useState<SavedStock | null>(null);
  const [local, setLocal] = useState<ReadonlyMap<string, Local>>(new Map());
  const localRef = useRef<ReadonlyMap<string, Local>>(local);
  const savedRef = useRef<SavedStock | null>(null);
  const itemsFetched = useRef(false);

  // Changed in place as well as in state: scans faster than renders each add to the one before.
  const putLocal = useCallback((itemId: string, row: Local | null) => {
    const next = new Map(localRef.current);
    if (row) next.set(itemId, row);
    else next.delete(itemId);
    localRef.current = next;
    setLocal(next);
  }, []);

  // Changed in place as well as in state, for the same reason: a scan right after a line landed
  // (its local number already dropped) must add to the landed line, not to the one before it.
  const putSaved = useCallback((next: SavedStock) => {
    savedRef.current = next;
    setSaved(next);
    void countDb()
      .stock.put(next)
      .catch(() => undefined);
  }, []);

  // Lines answered by a send, numbered: a refresh asked before one of them landed brings the line
  // as it was, and must not put it back (the next scan would add to the older number).
  const landedSeq = useRef(0);
  const landedLines = useRef(new Map<string, { seq: number; line: StockCountLine }>());

  /** A line the server answered joins the saved lines. */
  const landed = useCallback(
    (line: StockCountLine) => {
      landedSeq.current += 1;
      landedLines.current.set(line.item_id, { seq: landedSeq.current, line });
      const current = savedRef.current;
      if (current) putSaved({ ...current, lines: [...current.lines.filter((l) => l.item_id !== line.item_id), line] });
    },
    [putSaved],
  );

  const refresh = useCallback(async () => {
    const asked = landedSeq.current;
    try {
      const [items, fetched] = await Promise.all([
        itemsFetched.current ? Promise.resolve(null) : api.get<CountStockItem[]>(`/stocktakes/${sessionId}/stock-items`),
        api.get<StockCountLine[]>(`/stocktakes/${sessionId}/stock-counts`),
      ]);
      itemsFetched.current ||= Boolean(items);
      const newer = [...landedLines.current.values()].filter((l) => l.seq > asked).map((l) => l.line);
      const lines = [...fetched.filter((l) => !newer.some((n) => n.item_id === l.item_id)), ...newer];
      putSaved({ id: sessionId, items: items ?? savedRef.current?.items ?? [], lines });
    } catch {
      // Whatever the failure, the device's copy stands: offline it is all there is, and a refusal
      // (the count closed or gone) is the count's own screen's to say.
    }
  }, [sessionId, putSaved]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const db = countDb();
      const [copy, rows] = await Promise.all([
        db.stock.get(sessionId),
        db.stockCounts.where('session_id').equals(sessionId).toArray(),
      ]).catch(() => [undefined, [] as LocalStockCount[]] as const);
      const outbox = await offlineDb().catch(() => null);
      const entries = outbox && rows.length ? await outbox.outbox.bulkGet(rows.map((r) => r.entry_id)).catch(() => null) : null;
      if (cancelled) return;
      // Not over lines the server has already answered meanwhile.
      if (copy && savedRef.current?.id !== sessionId) {
        savedRef.current = copy;
        setSaved(copy);
      }
      const restored = new Map<string, Local>();
      rows.forEach((r, i) => {
        const entry = entries ? entries[i] : undefined;
        // No entry any more: it landed (or was discarded in the outbox panel); the server's line stands.
        if (entries && !entry) void db.stockCounts.delete(r.key).catch(() => undefined);
        else restored.set(r.item_id, { ...r, state: entry?.state === 'failed' ? 'failed' : 'pending', error: entry?.error });
      });
      // A number counted while the copy was being read stays the newest.
      const merged = new Map([...restored, ...localRef.current]);
      localRef.current = merged;
      setLocal(merged);
      await refresh();
    })();
    const timer = window.setInterval(() => {
      if (isOnline()) void refresh();
    }, HEARTBEAT_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [sessionId, refresh]);

  // What the outbox did with this device's numbers, whoever sent them (this page or the service worker).
  useEffect(
    () =>
      onOutboxReport((report) => {
        const mine = (entryId: string) => [...localRef.current.values()].find((l) => l.entry_id === entryId);
        for (const { entry, body } of report.sent) {
          if (entry.kind !== 'stocktake_stock_count' || entry.sessionId !== sessionId) continue;
          if (body && typeof body === 'object' && 'item_id' in body) landed(body as StockCountLine);
          const row = mine(entry.id);
          if (!row) continue;
          putLocal(row.item_id, null);
          void countDb()
            .stockCounts.delete(row.key)
            .catch(() => undefined);
        }
        for (const entry of report.failed) {
          const row = entry.kind === 'stocktake_stock_count' ? mine(entry.id) : undefined;
          if (row) putLocal(row.item_id, { ...row, state: 'failed', error: entry.error });
        }
        for (const id of report.discarded ?? []) {
          const row = mine(id);
          if (row) putLocal(row.item_id, null);
        }
      }),
    [sessionId, landed, putLocal],
  );

  const lines = useMemo<ShownStockLine[]>(() => {
    const byItem = new Map((saved?.lines ?? []).map((l) => [l.item_id, l]));
    return (saved?.items ?? []).map((item) => {
      const mine = local.get(item.id);
      if (mine) return { item, counted: mine.counted, state: mine.state, error: mine.error };
      const line = byItem.get(item.id);
      return line ? fromServer(item, line) : { item, counted: null, state: 'none' as const };
    });
  }, [saved, local]);

  /** Records the item's whole quantity here, then sends it (queued when there is no network). */
  const setCount = useCallback(
    async (item: CountStockItem, counted: number): Promise<void> => {
      const row: Local = {
        key: keyOf(sessionId, item.id),
        session_id: sessionId,
        item_id: item.id,
        counted,
        entry_id: crypto.randomUUID(),
        state: 'pending',
      };
      const previous = localRef.current.get(item.id);
      putLocal(item.id, row);
      try {
        await dropWaiting(sessionId, item.id);
        await enqueue({
          id: row.entry_id,
          kind: 'stocktake_stock_count',
          sessionId,
          body: { item_id: item.id, counted },
          label: `Stok sayımı: ${item.name}${item.variant ? ` ${item.variant}` : ''} = ${formatQuantity(counted)} ${item.unit}`,
        });
      } catch {
        putLocal(item.id, previous ?? null);
        toast.error(`${item.name}: ${STOCK_NOT_SAVED}`);
        return;
      }
      const { state: _state, error: _error, ...stored } = row;
      await keepThenSend(
        () => countDb().stockCounts.put(stored),
        row.entry_id,
        (error) => putLocal(item.id, { ...row, state: 'failed', error }),
      );
    },
    [sessionId, putLocal],
  );

  /** A scan of the item's barcode: one more than this counter counted so far (here, else on the server), or `amount` (a kit's stock line); the new quantity. */
  const addOne = useCallback(
    (item: CountStockItem, amount = 1): number => {
      const shown = localRef.current.get(item.id)?.counted ?? savedRef.current?.lines.find((l) => l.item_id === item.id)?.mine ?? 0;
      const next = Math.round((shown + amount) * 1000) / 1000;
      void setCount(item, next);
      return next;
    },
    [setCount],
  );

  const itemOfCode = useCallback((code: string) => (saved?.items ?? []).find((i) => i.barcode && sameCode(i.barcode, code)), [saved]);
  const itemOfId = useCallback((id: string) => (saved?.items ?? []).find((i) => i.id === id), [saved]);

  const retry = useCallback(
    (itemId: string) => {
      const row = localRef.current.get(itemId);
      if (!row) return;
      putLocal(itemId, { ...row, state: 'pending', error: undefined });
      void retryEntry(row.entry_id).catch(() => undefined);
    },
    [putLocal],
  );

  const waiting = open ? local.size : 0;
  const failed = open ? [...local.values()].filter((l) => l.state === 'failed').length : 0;
  return { lines, waiting, failed, setCount, addOne, itemOfCode, itemOfId, retry };
}
