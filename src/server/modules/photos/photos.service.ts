// Photos (docs/equipment-care.md "Photos"): stored in 256 KB parts like a check's certificate,
// written in the transaction of the record they belong to (a fault report, a return) so that a
// queued entry sent twice under its Idempotency-Key stores them once. Answers carry `PhotoRef`s
// (id, URL, size), never bytes; the bytes are read one photo at a time, by a user who may see
// the photo's record in one of their warehouses.
import { createHash } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { NOT_FOUND } from '@shared/not-found';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type PhotoKind, type PhotoRef } from '@shared/photos';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { photoParts, photos } from '@server/db/photos-schema';
import * as s from '@server/db/schema';
import { isoText, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { conflict, HttpError, notFound } from '@server/http/errors';
import { can, inScope } from '@server/http/guard';
import { lockScopedEquipment } from '../equipment/equipment-move';
import type { CheckedPhoto } from './photo-file';
import type { PhotoStore } from './photo-store';

export const PART_BYTES = 256 * 1024;

export interface PhotoTarget {
  kind: PhotoKind;
  equipmentId: string;
  fieldEquipmentId?: string | null;
  faultId?: string | null;
}

/** Stores checked photos for one record inside the caller's transaction; their ids in order. */
export async function storePhotos(tx: Tx, userId: string, target: PhotoTarget, checked: readonly CheckedPhoto[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [position, photo] of checked.entries()) {
    const [row] = await tx
      .insert(photos)
      .values({
        ...(photo.id ? { id: photo.id } : {}),
        equipment_id: target.equipmentId,
        kind: target.kind,
        field_equipment_id: target.fieldEquipmentId ?? null,
        fault_id: target.faultId ?? null,
        type: photo.type,
        size: photo.bytes.length,
        width: photo.width,
        height: photo.height,
        sha256: photo.sha256,
        position,
        created_by: userId,
      })
      .returning({ id: photos.id });
    // Its bytes are in the object store already (photo-store.ts `placePhotos`): no parts.
    if (!photo.inStore)
      for (let seq = 0, start = 0; start < photo.bytes.length; seq += 1, start += PART_BYTES) {
        await tx.insert(photoParts).values({ photo_id: row!.id, seq, data: photo.bytes.subarray(start, start + PART_BYTES) });
      }
    ids.push(row!.id);
  }
  return ids;
}

const REF_JSON = sql`json_build_object('id', p.id, 'url', '/api/photos/' || p.id, 'type', p.type, 'size', p.size,
  'width', p.width, 'height', p.height, 'created_at', ${isoText(sql`p.created_at`)})`;

/** The photos `where` selects (a condition on `p`), oldest first, as references. */
export async function photoRefs(db: Db | Tx, where: SQL): Promise<PhotoRef[]> {
  const rows = await queryRows<{ ref: PhotoRef }>(
    db,
    sql`select ${REF_JSON} as ref from ${photos} p where ${where} order by p.created_at, p.position, p.id`,
  );
  return rows.map((r) => r.ref);
}

/** The photos of each of these hand-over records (a return's condition photos), by record id. */
export async function photosOfRecords(
  db: Db | Tx,
  kind: 'handover' | 'return',
  recordIds: readonly string[],
): Promise<Map<string, PhotoRef[]>> {
  const out = new Map<string, PhotoRef[]>();
  if (recordIds.length === 0) return out;
  const rows = await queryRows<{ record: string; ref: PhotoRef }>(
    db,
    sql`select p.field_equipment_id as record, ${REF_JSON} as ref from ${photos} p
        where p.kind = ${kind} and p.field_equipment_id in (${sql.join(
          recordIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by p.created_at, p.position, p.id`,
  );
  for (const r of rows) out.set(r.record, [...(out.get(r.record) ?? []), r.ref]);
  return out;
}

async function scopedItem(db: Db, user: AuthUser, equipmentId: string): Promise<void> {
  const [item] = await db.select({ warehouse_id: s.equipment.warehouse_id }).from(s.equipment).where(eq(s.equipment.id, equipmentId));
  if (!item || !inScope(user, item.warehouse_id)) throw notFound(NOT_FOUND.equipment);
}

/** An item's own photos (not its returns' or faults'). */
export async function listItemPhotos(db: Db, user: AuthUser, equipmentId: string): Promise<PhotoRef[]> {
  await scopedItem(db, user, equipmentId);
  return photoRefs(db, sql`p.equipment_id = ${equipmentId}::uuid and p.kind = 'item'`);
}

/** Adds a photo to an item of the user's warehouses, at most PHOTO_LIMITS.item. */
export async function addItemPhoto(db: Db, user: AuthUser, equipmentId: string, photo: CheckedPhoto): Promise<PhotoRef> {
  return db.transaction(async (tx) => {
    const item = await lockScopedEquipment(tx, user, equipmentId);
    const [had] = await tx
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.equipment_id, item.id), eq(photos.kind, 'item')));
    if ((had?.n ?? 0) >= PHOTO_LIMITS.item) throw conflict(PHOTO_MESSAGES.itemCount);
    const [id] = await storePhotos(tx, user.id, { kind: 'item', equipmentId: item.id }, [photo]);
    const [ref] = await photoRefs(tx, sql`p.id = ${id!}::uuid`);
    await audit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'photo',
      entityId: id!,
      before: null,
      after: { equipment_id: item.id, ...ref },
    });
    return ref!;
  });
}

interface PhotoAccessRow {
  id: string;
  kind: PhotoKind;
  type: string;
  sha256: string;
  equipment_id: string;
  item_warehouse: string | null;
  record_warehouse: string | null;
  has_record: boolean;
  fault_warehouse: string | null;
  has_fault: boolean;
}

async function photoAccess(db: Db | Tx, id: string): Promise<PhotoAccessRow | undefined> {
  const [row] = await queryRows<PhotoAccessRow>(
    db,
    sql`select p.id, p.kind, p.type, p.sha256, p.equipment_id, e.warehouse_id as item_warehouse,
          f.warehouse_id as record_warehouse, f.id is not null as has_record,
          be.warehouse_id as fault_warehouse, be.id is not null as has_fault
        from ${photos} p join ${s.equipment} e on e.id = p.equipment_id
        left join ${s.fieldEquipment} f on f.id = p.field_equipment_id
        left join ${s.brokenEquipment} be on be.id = p.fault_id
        where p.id = ${id}::uuid`,
  );
  return row;
}

/** Whether the user may see the record the photo belongs to (its permission and warehouse). */
function maySee(user: AuthUser, row: PhotoAccessRow): boolean {
  if (row.kind === 'item') return can(user, 'view_equipment') && inScope(user, row.item_warehouse);
  if (row.has_record && can(user, 'view_field_equipment') && inScope(user, row.record_warehouse)) return true;
  // A fault is seen where it was reported or where its item is now (broken-row.ts `reportScope`).
  return row.has_fault && can(user, 'view_malfunctions') && (inScope(user, row.fault_warehouse) || inScope(user, row.item_warehouse));
}

/**
 * The photo's bytes for a user who may see its record; 404 otherwise (a 403 would end the app's
 * session). A photo without parts is in the object store (`S3_URL`), read back and checked against
 * its SHA-256.
 */
export async function readPhoto(
  db: Db,
  user: AuthUser,
  id: string,
  store: PhotoStore | null,
): Promise<{ type: string; etag: string; bytes: Buffer }> {
  const row = await photoAccess(db, id);
  if (!row || !maySee(user, row)) throw notFound(PHOTO_MESSAGES.notFound);
  const parts = await db.select({ data: photoParts.data }).from(photoParts).where(eq(photoParts.photo_id, id)).orderBy(asc(photoParts.seq));
  let bytes: Buffer = Buffer.concat(parts.map((p) => Buffer.from(p.data)));
  if (parts.length === 0) {
    if (!store) throw new HttpError(503, PHOTO_MESSAGES.storeUnset);
    bytes = await store.get(id);
    if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) throw new HttpError(502, PHOTO_MESSAGES.storeMismatch);
  }
  return { type: row.type, etag: `"${row.sha256}"`, bytes };
}

/** Whether the photo may be answered at all, and its entity tag (for a 304 without reading parts). */
export async function photoEtag(db: Db, user: AuthUser, id: string): Promise<string> {
  const row = await photoAccess(db, id);
  if (!row || !maySee(user, row)) throw notFound(PHOTO_MESSAGES.notFound);
  return `"${row.sha256}"`;
}

/** Removes an item's photo (`edit_equipment`, the item in the user's warehouses); a record's photos stay. */
export async function deletePhoto(db: Db, user: AuthUser, id: string, store: PhotoStore | null): Promise<void> {
  const inStore = await db.transaction(async (tx) => {
    const row = await photoAccess(tx, id);
    if (!row || (row.kind !== 'item' && !maySee(user, row))) throw notFound(PHOTO_MESSAGES.notFound);
    if (row.kind !== 'item') throw conflict(PHOTO_MESSAGES.recordPhoto);
    // The item in the user's warehouses (`edit_equipment` is enough, as for adding one).
    await lockScopedEquipment(tx, user, row.equipment_id).catch(() => {
      throw notFound(PHOTO_MESSAGES.notFound);
    });
    const [parts] = await tx.select({ n: count() }).from(photoParts).where(eq(photoParts.photo_id, id));
    await tx.delete(photos).where(eq(photos.id, id));
    await audit(tx, {
      userId: user.id,
      action: 'delete',
      entity: 'photo',
      entityId: id,
      before: { equipment_id: row.equipment_id },
      after: null,
    });
    return (parts?.n ?? 0) === 0;
  });
  // After the commit: a failure leaves an object no row names (never served).
  if (inStore && store) await store.remove(id);
}
