// A kit's code scanned where items are scanned (docs/planning.md "Kits"): in a hand-over or a
// transfer every member joins, or none does and the first member that cannot go is named; in a
// return every member this worker holds joins; in a count each member is counted as its own read.
// Read from the device copy, so it works offline like a serial's scan.
import { handoverCheck } from '@shared/equipment-checks';
import { KIT_MESSAGES, kitCountText, kitStop, sameKitCode, type Kit } from '@shared/kits';
import { warehouseToday, type LocalDay } from '@shared/local-day';
import type { CheckDue } from '@shared/equipment-checks';
import { formatQuantity } from '@shared/stock';

/** An item as the device copy holds it, what the kit's rule reads. */
export interface KitItem {
  id: string;
  serial_number: string;
  status: string;
  warehouse_id: string | null;
  check_due?: readonly CheckDue[] | null;
}

/** The kit whose code was read, if the read is a kit's code. */
export const kitOfCode = (kits: readonly Kit[] | undefined, code: string): Kit | undefined =>
  (kits ?? []).find((k) => sameKitCode(k.code, code));

/**
 * A hand-over (or, `checks: false`, a transfer: no required checks): null when `code` is no kit's;
 * else `{ refusal }` naming the member that stops it, or `{ added }` after every member was added
 * with `add` (the form's own add of one serial).
 */
export function issueKit<T extends KitItem>(
  kits: readonly Kit[] | undefined,
  code: string,
  deps: {
    item: (id: string) => T | undefined;
    /** The form's refusal of one item (state, outbox, the chosen warehouse). */
    refusal: (serial: string, item: T | undefined) => string | null;
    add: (serial: string) => string | undefined;
    today?: LocalDay;
    /** The required checks stop a member (a hand-over; default). */
    checks?: boolean;
  },
): { refusal: string } | { added: number } | null {
  const kit = kitOfCode(kits, code);
  if (!kit) return null;
  const today = deps.today ?? warehouseToday();
  const stop = kitStop(kit, (m) => {
    const item = deps.item(m.equipment_id);
    const refused = deps.refusal(m.serial_number, item);
    if (refused || !item) return refused;
    if (item.warehouse_id !== kit.warehouse_id) return KIT_MESSAGES.itemElsewhere(m.serial_number);
    return deps.checks === false ? null : handoverCheck(item, today).refusal;
  });
  if (stop) return { refusal: stop };
  for (const m of kit.members) {
    const refused = deps.add(m.serial_number);
    if (refused) return { refusal: KIT_MESSAGES.stopped(kit, refused) };
  }
  return { added: kit.members.length };
}

/**
 * A return of one worker's items: null when `code` is no kit's; else the serials of the members
 * this worker holds (`held`), or a refusal when they hold none.
 */
export function returnKit(
  kits: readonly Kit[] | undefined,
  code: string,
  held: (serial: string) => boolean,
): { refusal: string } | { serials: string[]; kit: Kit } | null {
  const kit = kitOfCode(kits, code);
  if (!kit) return null;
  const serials = kit.members.map((m) => m.serial_number).filter(held);
  if (!serials.length) return { refusal: `${kit.name} (${kit.code}) setinden bu işçide ekipman yok.` };
  return { serials, kit };
}

/**
 * A return's scan: null when `code` is no kit's; else every member among `own` (this worker's
 * records, by serial) is chosen with `choose`, or the refusal when the worker holds none.
 */
export function chooseKitMembers(
  kits: readonly Kit[] | undefined,
  code: string,
  own: ReadonlyArray<{ id: string; serial_number: string }>,
  choose: (recordId: string) => void,
): string | undefined | null {
  const bySerial = new Map(own.map((o) => [o.serial_number, o.id]));
  const kit = returnKit(kits, code, (serial) => bySerial.has(serial));
  if (!kit) return null;
  if ('refusal' in kit) return kit.refusal;
  for (const serial of kit.serials) choose(bySerial.get(serial)!);
  return undefined;
}

/**
 * A count's kit with stock lines: each line's quantity added (`add`) to its item's counted quantity,
 * for the items the count holds (`item`); what to say after the kit's own text ('' when none).
 */
export function countKitStock<I extends { id: string; name: string; unit: string }>(
  kit: Kit,
  item: (id: string) => I | undefined,
  add: (item: I, amount: number) => unknown,
): string {
  const said = kit.stock_lines.flatMap((line) => {
    const found = item(line.stock_item_id);
    if (!found) return [];
    add(found, line.quantity);
    return [`${found.name} ${formatQuantity(line.quantity)} ${found.unit}`];
  });
  return said.length ? ` Stok: ${said.join(', ')} sayıldı.` : '';
}

/**
 * A count (docs/stocktake.md): null when `code` is no kit's; else every member is read with `read`
 * (the count screen's own read of one serial: true when it was new) and what to say after the code.
 */
export async function countKit(
  kits: readonly Kit[] | undefined,
  code: string,
  read: (serial: string) => Promise<boolean>,
): Promise<{ kit: Kit; added: number; text: string } | null> {
  const kit = kitOfCode(kits, code);
  if (!kit) return null;
  let added = 0;
  for (const m of kit.members) if (await read(m.serial_number)) added++;
  return { kit, added, text: kitCountText(kit, added) };
}
