// Moving stored photos between the database and the object store (`npm run photos:move`,
// docs/equipment-care.md "Photos"), on PGlite and PostgreSQL against a real S3 server
// (tests/helpers/s3-server.ts): photos kept in parts move to the store and back, each read back
// over HTTP byte for byte; a store that goes down mid-run leaves every photo readable and the next
// run finishes the work; a photo whose bytes do not match its SHA-256 stays where it is.
import { createHash } from 'node:crypto';
import { eq, inArray, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoParts, photos } from '@server/db/photos-schema';
import { movePhotos } from '@server/modules/photos/photo-move';
import { photoStoreFor, type PhotoStore } from '@server/modules/photos/photo-store';
import { PART_BYTES } from '@server/modules/photos/photos.service';
import { parseS3Url } from '@server/modules/photos/s3-config';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createEquipment, createWarehouse } from '../helpers/fixtures';
import { cameraJpeg, photoBytes } from '../helpers/photo-files';
import { startTestS3, type TestS3 } from '../helpers/s3-server';

let t: TestServer;
let s3: TestS3;
let store: PhotoStore;
const stored = new Map<string, Buffer>();

/** A photo kept in the database's parts, as the server keeps one without `S3_URL`. */
async function photoInDatabase(equipmentId: string, bytes: Buffer): Promise<string> {
  const [row] = await t.database.db
    .insert(photos)
    .values({
      equipment_id: equipmentId,
      kind: 'item',
      type: 'image/jpeg',
      size: bytes.length,
      width: 1600,
      height: 1200,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: photos.id });
  for (let seq = 0, start = 0; start < bytes.length; seq += 1, start += PART_BYTES) {
    await t.database.db.insert(photoParts).values({ photo_id: row!.id, seq, data: bytes.subarray(start, start + PART_BYTES) });
  }
  stored.set(row!.id, bytes);
  return row!.id;
}

async function partCount(ids: string[]): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(photoParts).where(inArray(photoParts.photo_id, ids));
  return Number(row?.n ?? 0);
}

async function readsBack(ids: string[]): Promise<void> {
  for (const id of ids) {
    const res = await photoBytes(t, t.adminToken, `/api/photos/${id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.bytes.equals(stored.get(id)!)).toBe(true);
  }
}

beforeAll(async () => {
  s3 = await startTestS3();
  const url = s3.s3Url({ prefix: 'tasima' });
  t = await startTestServer({ env: { S3_URL: url } });
  store = photoStoreFor(parseS3Url(url))!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('npm run photos:move', () => {
  it('moves photos to the store and back in batches, each checked, re-runnable after the store went down', async () => {
    const wh = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: wh.id });
    // One photo of three parts, four small ones.
    const ids = [await photoInDatabase(item.id, cameraJpeg(1600, 1200, PART_BYTES * 2 + 1000))];
    for (let i = 0; i < 4; i++) ids.push(await photoInDatabase(item.id, cameraJpeg(800, 600, 500 + i)));
    expect(await partCount(ids)).toBe(7);

    // The store is down: nothing moves, nothing is lost.
    s3.setDown(true);
    const down = await movePhotos(t.database.db, store, 's3', { batch: 2 });
    s3.setDown(false);
    expect(down.moved).toBe(0);
    expect(down.failed.map((f) => f.id).sort()).toEqual([...ids].sort());
    expect(await partCount(ids)).toBe(7);
    await readsBack(ids);

    const batches: number[] = [];
    const up = await movePhotos(t.database.db, store, 's3', { batch: 2, progress: (c) => batches.push(c.moved) });
    expect(up).toMatchObject({ moved: 5, failed: [] });
    expect(batches).toEqual([2, 4, 5]);
    expect(await partCount(ids)).toBe(0);
    const puts = s3.log.filter((r) => r.method === 'PUT' && r.status === 200).map((r) => r.path);
    for (const id of ids) expect(puts.some((path) => path.endsWith(`/tasima/photos/${id}`))).toBe(true);
    await readsBack(ids);

    // Run again: nothing left to move.
    const again = await movePhotos(t.database.db, store, 's3');
    expect(again.moved).toBe(0);
    expect(again.already).toBeGreaterThanOrEqual(5);

    const back = await movePhotos(t.database.db, store, 'db', { batch: 3 });
    expect(back).toMatchObject({ moved: again.already, failed: [] });
    expect(await partCount(ids)).toBe(7);
    for (const id of ids) expect(s3.log.some((r) => r.method === 'DELETE' && r.path.endsWith(`/photos/${id}`))).toBe(true);
    await readsBack(ids);
  });

  it('leaves a photo whose bytes do not match its SHA-256 where it is', async () => {
    const wh = await createWarehouse(t);
    const item = await createEquipment(t, { warehouse_id: wh.id });
    const id = await photoInDatabase(item.id, cameraJpeg(800, 600, 700));
    await t.database.db
      .update(photoParts)
      .set({ data: cameraJpeg(800, 600, 701) })
      .where(eq(photoParts.photo_id, id));
    const run = await movePhotos(t.database.db, store, 's3');
    expect(run.failed).toEqual([{ id, reason: 'veritabanındaki parçalar SHA-256 ile uyuşmuyor' }]);
    expect(await partCount([id])).toBe(1);
    expect(s3.log.some((r) => r.method === 'PUT' && r.path.endsWith(`/photos/${id}`))).toBe(false);
  });
});
