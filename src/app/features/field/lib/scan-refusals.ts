// Why a scanned (or chosen) item cannot join a hand-over or a return, said with where it is now:
// "SN-1 teslim edilemez: Sahada — Ahmet Yılmaz'da, 12.11.2026'dan beri"; "SN-1 bu işçide değil:
// başka işçinin zimmetinde (Ali Demir'de)". The rules are the shared state machine's.
import { canMove } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { whereMessages } from '@shared/whereabouts';
import { compareByKey } from '@shared/collation';
import { fullName } from '@shared/format';
import { findBySerial } from '@app/lib/scanner/match-serial';

export interface ItemLike {
  id: string;
  serial_number: string;
  status: string;
  warehouse_id: string | null;
}

export interface HolderLike {
  equipment_id: string;
  worker: { id?: string; first_name: string; last_name: string };
  issued_at: string;
  status: string;
}

export interface RefusalContext {
  /** Work for the item waits in the outbox. */
  pending?: boolean;
  /** The warehouse chosen in the form, if any. */
  warehouseId?: string;
  warehouseName: (id: string | null) => string | null;
  /** The item's active hand-over, if it is in the field. */
  holderOf: (itemId: string) => HolderLike | undefined;
}

/** Why `item` cannot be handed over now (null: it can). */
export function issueRefusal(serial: string, item: ItemLike | undefined, ctx: RefusalContext): string | null {
  if (!item) return moveMessages.notFound(serial);
  if (ctx.pending) return moveMessages.pendingOperation(serial);
  if (!canMove('issue', item.status)) {
    const holder = ctx.holderOf(item.id);
    return whereMessages.cannotIssue(
      item.serial_number,
      holder
        ? { status: item.status, holder: fullName(holder.worker), since: holder.issued_at }
        : { status: item.status, warehouse: ctx.warehouseName(item.warehouse_id) },
    );
  }
  if (ctx.warehouseId && item.warehouse_id !== ctx.warehouseId)
    return moveMessages.inOtherWarehouse(item.serial_number, ctx.warehouseName(item.warehouse_id) ?? '-');
  return null;
}

/**
 * A scan in a return of `workerId`'s items: null when the serial is one of theirs (its record id
 * comes back in `recordId`), else why not.
 */
export function returnScanVerdict(
  serial: string,
  own: ReadonlyArray<{ id: string; serial_number: string }>,
  item: ItemLike | undefined,
  ctx: Pick<RefusalContext, 'warehouseName' | 'holderOf'> & { workerId: string },
): { recordId: string } | { refusal: string } {
  const mine = findBySerial(own, serial);
  if (mine) return { recordId: mine.id };
  if (!item) return { refusal: moveMessages.notFound(serial) };
  const holder = ctx.holderOf(item.id);
  if (holder && holder.worker.id !== ctx.workerId)
    return { refusal: whereMessages.otherWorkerHolds(item.serial_number, fullName(holder.worker), holder.issued_at) };
  return {
    refusal: whereMessages.cannotReturn(item.serial_number, { status: item.status, warehouse: ctx.warehouseName(item.warehouse_id) }),
  };
}

/** The items of `warehouseId` that can be handed over, in Turkish order of their serial ('SN-2' before 'SN-10'). */
export function issuableIn<T extends ItemLike>(items: readonly T[], warehouseId: string, refusal: (item: T) => string | null): T[] {
  return items.filter((e) => e.warehouse_id === warehouseId && !refusal(e)).sort(compareByKey((e) => e.serial_number));
}
