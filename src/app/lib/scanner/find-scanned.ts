// A scanned serial resolved for the action sheet: the item (names resolved, waiting outbox work laid
// over it), its active hand-over while it is in the field, and an open count of its warehouse.
// Read from the device's copy, so it works offline; online the copy is first brought up to date
// (a delta, given at most FRESHEN_MS), so a move made a minute ago on another tablet shows.
import type { CheckDue } from '@shared/equipment-checks';
import type { LocatedSerial } from '@shared/api-types';
import { canMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import type { StocktakeSession } from '@shared/stocktake';
import { api, ApiError } from '../api-client';
import { offlineDb, type MirrorRow } from '../offline/db';
import { overlay, withNames } from '../offline/mirror-read';
import { syncTable } from '../offline/mirror-sync';
import { outboxMarkOf } from '../offline/overlay';
import { queryClient } from '../query-client';
import { readReference } from '../reference-data';
import { findBySerial } from './match-serial';

/** How long a scan waits for the device's copy to be brought up to date before it reads it as it is. */
const FRESHEN_MS = 1500;

export type ScannedItem = {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  warehouse_id: string | null;
  brand: { name: string } | null;
  category: { name: string } | null;
  warehouse: { id: string; name: string } | null;
  /** The state of each check its category requires (docs/equipment-care.md). */
  check_due?: CheckDue[] | null;
};

export type ScannedHandover = {
  id: string;
  worker: { id: string; first_name: string; last_name: string };
  issued_at: string;
  due_date: string | null;
};

export interface ScanResult {
  item: ScannedItem;
  /** Work for this item waits in the outbox: nothing else is offered until it is sent. */
  pending: boolean;
  /** The active hand-over, while the item is in the field (and the user may see hand-overs). */
  handover: ScannedHandover | null;
  /** The open count of the item's warehouse (only for users who count). */
  openCountId: string | null;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function freshen(tables: Array<'equipment' | 'field_equipment'>): Promise<void> {
  if (!online()) return;
  await Promise.race([Promise.all(tables.map((t) => syncTable(t))), new Promise((resolve) => setTimeout(resolve, FRESHEN_MS))]);
}

async function findRow(serial: string): Promise<MirrorRow | undefined> {
  // The copy keeps no index by serial (docs/offline.md): the reference list, kept in memory between
  // reads, is searched (case and spaces aside: 'sn-001' for 'SN-001'), or the server's without IndexedDB.
  return findBySerial(await readReference<MirrorRow & { serial_number: string }>('equipment'), serial);
}

async function findHandover(item: ScannedItem): Promise<ScannedHandover | null> {
  const stored = await offlineDb()
    .then((db) => db.field_equipment.filter((r) => r.equipment_id === item.id).toArray())
    .catch(() => [] as MirrorRow[]);
  const rows = await overlay('field_equipment', await withNames(stored));
  const active = rows.find((r) => r.equipment_id === item.id && r.status === 'active' && !outboxMarkOf(r));
  if (active) return active as ScannedHandover;
  if (!online()) return null;
  // Not in the copy yet (its first download has not reached it): ask the server.
  const page = await api.get<{ items: Array<ScannedHandover & { equipment_id: string; status: string }> }>(
    `/field-equipment?status=active&q=${encodeURIComponent(item.serial_number)}&limit=5`,
  );
  return page.items.find((r) => r.equipment_id === item.id && r.status === 'active') ?? null;
}

async function findOpenCount(warehouseId: string): Promise<string | null> {
  const open = (list: readonly StocktakeSession[] | undefined) =>
    list?.find((s) => s.status === 'open' && s.warehouse_id === warehouseId)?.id ?? null;
  if (online()) {
    const asked = await api
      .get<StocktakeSession[]>(`/stocktakes?status=open&warehouse_id=${encodeURIComponent(warehouseId)}`)
      .catch(() => undefined);
    if (asked) return open(asked);
  }
  // Offline: the count lists this device has shown.
  for (const [, list] of queryClient.getQueriesData<StocktakeSession[]>({ queryKey: ['stocktakes', 'list'] })) {
    const id = Array.isArray(list) ? open(list) : null;
    if (id) return id;
  }
  return null;
}

export async function findScanned(raw: string, may: { handovers: boolean; counts: boolean }): Promise<ScanResult | null> {
  const serial = raw.trim();
  await freshen(may.handovers ? ['equipment', 'field_equipment'] : ['equipment']);
  const row = await findRow(serial);
  if (!row) return null;
  const [named] = await overlay('equipment', await withNames([row]));
  const item = named as ScannedItem;
  const pending = !!outboxMarkOf(named);
  const [handover, openCountId] = await Promise.all([
    may.handovers && canMove('return', item.status) ? findHandover(item).catch(() => null) : null,
    may.counts && item.warehouse_id ? findOpenCount(item.warehouse_id).catch(() => null) : null,
  ]);
  return { item, pending, handover, openCountId };
}

/**
 * Where a scanned item is, from the device's copy as it is (no request): for a form's refusal of
 * an item that cannot join ("iade alınamaz: şu anda Merkez Depo, Müsait"). Null when unknown.
 */
export async function describeSerial(raw: string): Promise<{ item: ScannedItem; pending: boolean } | null> {
  const row = await findRow(raw.trim()).catch(() => undefined);
  if (!row) return null;
  const [named] = await overlay('equipment', await withNames([row]));
  return { item: named as ScannedItem, pending: !!outboxMarkOf(named) };
}

/**
 * Why a scanned serial is not in the device's copy: registered in a warehouse outside the user's
 * ('Bu ekipman Merkez Depo'da; depolarınız dışında'), asked of the server; else, or offline, 'bulunamadı'.
 */
export async function unknownSerialMessage(raw: string): Promise<string> {
  const serial = raw.trim();
  if (!online()) return moveMessages.notFound(serial);
  let found: LocatedSerial;
  try {
    found = await api.get<LocatedSerial>(`/equipment/locate?serial=${encodeURIComponent(serial)}`);
  } catch (error) {
    // Only the server's 'no such serial' is a 'bulunamadı'; no answer, a timeout or a 5xx says the question could not be asked.
    return error instanceof ApiError && error.status === 404 ? moveMessages.notFound(serial) : moveMessages.notCheckedNow(serial);
  }
  return found.in_scope ? moveMessages.notFound(serial) : moveMessages.outsideWarehouses(found.serial_number, found.warehouse);
}
