// Moving stored photos between the database's parts and the object store (`npm run photos:move --
// --to s3|db`, docs/equipment-care.md "Photos"), for an administrator who sets `S3_URL` after
// photos were taken, or leaves a store. In batches, by photo id; each photo on its own:
//  - to the store: its parts read and checked against the row's SHA-256, put under its id, read
//    back from the store and checked again, then its parts deleted (a photo with no parts is read
//    from the store) in a transaction that holds its row;
//  - to the database: read from the store and checked, written as parts, read back in the same
//    transaction and checked before it commits; the object is deleted after the commit.
// Re-runnable: whatever is left where it was (an interrupted run, a failure) is found again by the
// next run; a photo already where it should be is not touched.
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { photoParts, photos } from '@server/db/photos-schema';
import { queryRows } from '@server/db/sql';
import type { PhotoType } from '@shared/photos';
import type { PhotoStore } from './photo-store';
import { PART_BYTES } from './photos.service';

export type MoveTarget = 's3' | 'db';

export interface MoveCounts {
  /** Photos moved by this run. */
  moved: number;
  /** Photos already at the target before the run (not touched). */
  already: number;
  /** Photos left where they were, with why. */
  failed: Array<{ id: string; reason: string }>;
}

interface PhotoRow {
  id: string;
  type: PhotoType;
  sha256: string;
  width: number;
  height: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function partsOf(db: Db | Tx, id: string): Promise<Buffer> {
  const parts = await db.select({ data: photoParts.data }).from(photoParts).where(eq(photoParts.photo_id, id)).orderBy(asc(photoParts.seq));
  return Buffer.concat(parts.map((p) => Buffer.from(p.data)));
}

/** The next batch of photos at the source, after `after` in id order. */
function sourceBatch(db: Db, to: MoveTarget, after: string, size: number): Promise<PhotoRow[]> {
  const inDb = sql`exists (select 1 from ${photoParts} pp where pp.photo_id = p.id)`;
  return queryRows<PhotoRow>(
    db,
    sql`select p.id, p.type, p.sha256, p.width, p.height from ${photos} p
        where p.id > ${after}::uuid and ${to === 's3' ? inDb : sql`not ${inDb}`}
        order by p.id limit ${size}`,
  );
}

async function toStore(db: Db, store: PhotoStore, photo: PhotoRow): Promise<string | null> {
  const bytes = await partsOf(db, photo.id);
  if (sha256(bytes) !== photo.sha256) return 'veritabanındaki parçalar SHA-256 ile uyuşmuyor';
  await store.put(photo.id, { ...photo, bytes });
  if (sha256(await store.get(photo.id)) !== photo.sha256) return 'depoya yazılan kopya SHA-256 ile uyuşmuyor';
  const kept = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(tx, sql`select id from ${photos} where id = ${photo.id}::uuid for update`);
    if (row) await tx.delete(photoParts).where(eq(photoParts.photo_id, photo.id));
    return Boolean(row);
  });
  // Removed meanwhile (an item's photo deleted): its copy goes too.
  if (!kept) await store.remove(photo.id);
  return null;
}

async function toDatabase(db: Db, store: PhotoStore, photo: PhotoRow): Promise<string | null> {
  const bytes = await store.get(photo.id);
  if (sha256(bytes) !== photo.sha256) return 'depodaki kopya SHA-256 ile uyuşmuyor';
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(tx, sql`select id from ${photos} where id = ${photo.id}::uuid for update`);
    // Removed meanwhile, or moved by another run: nothing to write.
    if (!row || (await partsOf(tx, photo.id)).length > 0) return;
    for (let seq = 0, start = 0; start < bytes.length; seq += 1, start += PART_BYTES) {
      await tx.insert(photoParts).values({ photo_id: photo.id, seq, data: bytes.subarray(start, start + PART_BYTES) });
    }
    if (sha256(await partsOf(tx, photo.id)) !== photo.sha256) throw new Error('veritabanına yazılan kopya SHA-256 ile uyuşmuyor');
  });
  // After the commit: the database holds the bytes now (or the row is gone).
  await store.remove(photo.id);
  return null;
}

/** Moves every photo not yet at `to`, `batch` at a time; `progress` hears each batch's counts. */
export async function movePhotos(
  db: Db,
  store: PhotoStore,
  to: MoveTarget,
  options: { batch?: number; progress?: (counts: MoveCounts) => void } = {},
): Promise<MoveCounts> {
  const size = options.batch ?? 100;
  const inDb = sql`exists (select 1 from ${photoParts} pp where pp.photo_id = p.id)`;
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${photos} p where ${to === 's3' ? sql`not ${inDb}` : inDb}`,
  );
  const counts: MoveCounts = { moved: 0, already: Number(total?.n ?? 0), failed: [] };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await sourceBatch(db, to, after, size);
    if (batch.length === 0) break;
    for (const photo of batch) {
      let reason: string | null;
      try {
        reason = to === 's3' ? await toStore(db, store, photo) : await toDatabase(db, store, photo);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (reason) counts.failed.push({ id: photo.id, reason });
      else counts.moved += 1;
    }
    after = batch[batch.length - 1]!.id;
    options.progress?.(counts);
  }
  return counts;
}
