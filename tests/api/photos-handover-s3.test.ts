// Condition photos on a hand-over, and photo bytes in an S3-compatible object store (`S3_URL`),
// over real HTTP (docs/equipment-care.md "Photos"). The store is a real one started here
// (s3rver behind a front that checks each request's signature, tests/helpers/s3-server.ts).
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoParts, photos } from '@server/db/photos-schema';
import * as s from '@server/db/schema';
import { PHOTO_MESSAGES, type PhotoRef } from '@shared/photos';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { PNG_DATA_URL, createEquipment, createUserWithPermissions, createWarehouse, createWorker, randomUUID } from '../helpers/fixtures';
import { cameraJpeg, photoBytes, photoDataUrl, PNG_BYTES } from '../helpers/photo-files';
import { S3_BUCKET, startTestS3, type TestS3 } from '../helpers/s3-server';

let db: TestServer;
let store: TestS3;
let s3: TestServer;

beforeAll(async () => {
  store = await startTestS3();
  db = await startTestServer();
  s3 = await startTestServer({ env: { S3_URL: store.s3Url({ prefix: 'depo' }) } });
}, 120_000);
afterAll(async () => {
  await Promise.all([db?.close(), s3?.close()]);
  await store?.close();
});

interface Answer {
  id: string;
  error: string;
}
interface Detail {
  batch_items: Array<{ id: string; photos: PhotoRef[] }>;
}

async function handOver(t: TestServer, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request<Answer>('POST', '/field-equipment', { token: t.adminToken, body: { signature: PNG_DATA_URL, ...body }, headers });
}

async function setUp(t: TestServer, items = 1) {
  const wh = await createWarehouse(t);
  const list = await Promise.all(Array.from({ length: items }, () => createEquipment(t, { warehouse_id: wh.id })));
  return { wh, items: list, worker: await createWorker(t) };
}

async function photosOf(t: TestServer, recordId: string) {
  return t.database.db.select().from(photos).where(eq(photos.field_equipment_id, recordId));
}

async function partsOf(t: TestServer, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await t.database.db.select({ n: count() }).from(photoParts).where(inArray(photoParts.photo_id, ids));
  return row?.n ?? 0;
}

async function itemStatus(t: TestServer, id: string) {
  const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, id));
  return row?.status;
}

describe('a hand-over with condition photos (bytes in the database)', () => {
  it('keeps each item’s photos on its record, once on a replay, in the detail by reference and read back without EXIF', async () => {
    const { wh, items, worker } = await setUp(db, 2);
    const batch = randomUUID();
    const key = randomUUID();
    const jpeg = cameraJpeg(1600, 1200);
    const first = { equipment_id: items[0]!.id, worker_id: worker.id, batch_id: batch, photos: [photoDataUrl(jpeg), PNG_DATA_URL] };
    const sent = await handOver(db, first, { 'Idempotency-Key': key });
    expect(sent.status).toBe(201);
    const again = await handOver(db, first, { 'Idempotency-Key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const second = await handOver(db, { equipment_id: items[1]!.id, worker_id: worker.id, batch_id: batch });
    expect(second.status).toBe(201);

    const rows = await photosOf(db, sent.body.id);
    expect(rows.map((r) => r.kind)).toEqual(['handover', 'handover']);
    expect(
      await partsOf(
        db,
        rows.map((r) => r.id),
      ),
    ).toBeGreaterThan(0);

    const detail = await db.request<Detail>('GET', `/field-equipment/${second.body.id}`, { token: db.adminToken });
    expect(JSON.stringify(detail.body.batch_items)).not.toContain('data:image');
    const refs = detail.body.batch_items.find((b) => b.id === sent.body.id)!.photos;
    expect(refs.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [1, 1],
    ]);
    expect(detail.body.batch_items.find((b) => b.id === second.body.id)!.photos).toEqual([]);

    const fieldOnly = await createUserWithPermissions(db, ['view_field_equipment'], { warehouseIds: [wh.id] });
    const read = await photoBytes(db, fieldOnly.token, refs[0]!.url);
    expect(read.status).toBe(200);
    expect(read.bytes.toString('latin1')).not.toContain('GPSLatitude');
    expect((await photoBytes(db, fieldOnly.token, refs[1]!.url)).bytes.equals(PNG_BYTES)).toBe(true);
    const elsewhere = await createUserWithPermissions(db, ['view_field_equipment', 'view_equipment'], {
      warehouseIds: [(await createWarehouse(db)).id],
    });
    const refused = await photoBytes(db, elsewhere.token, refs[0]!.url);
    expect([refused.status, refused.text]).toEqual([404, JSON.stringify({ error: PHOTO_MESSAGES.notFound })]);
  });

  it('refuses a fourth photo of one item in Turkish and hands nothing over', async () => {
    const { items, worker } = await setUp(db);
    const res = await handOver(db, { equipment_id: items[0]!.id, worker_id: worker.id, photos: Array(4).fill(PNG_DATA_URL) });
    expect([res.status, res.body.error]).toEqual([400, 'Bir kayda en fazla 3 fotoğraf eklenebilir.']);
    expect(await itemStatus(db, items[0]!.id)).toBe('available');
  });
});

describe('photo bytes in an S3-compatible store (S3_URL)', () => {
  it('puts them in the store under the photo’s id, not in the database, and reads them back through the scope check', async () => {
    const { wh, items, worker } = await setUp(s3);
    const jpeg = cameraJpeg(800, 600, 4096);
    const sent = await handOver(s3, { equipment_id: items[0]!.id, worker_id: worker.id, photos: [photoDataUrl(jpeg), PNG_DATA_URL] });
    expect(sent.status).toBe(201);
    const rows = await photosOf(s3, sent.body.id);
    expect(rows).toHaveLength(2);
    expect(
      await partsOf(
        s3,
        rows.map((r) => r.id),
      ),
    ).toBe(0);
    for (const row of rows) expect(store.log).toContainEqual({ method: 'PUT', path: `/${S3_BUCKET}/depo/photos/${row.id}`, status: 200 });

    const viewer = await createUserWithPermissions(s3, ['view_field_equipment'], { warehouseIds: [wh.id] });
    const png = rows.find((r) => r.type === 'image/png')!;
    const read = await photoBytes(s3, viewer.token, `/api/photos/${png.id}`);
    expect(read.status).toBe(200);
    expect(read.bytes.equals(PNG_BYTES)).toBe(true);
    const jpegRead = await photoBytes(s3, viewer.token, `/api/photos/${rows.find((r) => r.type === 'image/jpeg')!.id}`);
    expect(jpegRead.bytes.length).toBe(rows.find((r) => r.type === 'image/jpeg')!.size);
    expect(jpegRead.bytes.toString('latin1')).not.toContain('GPSLatitude');

    // Another warehouse's user: refused before the store is asked.
    const asked = store.log.length;
    const elsewhere = await createUserWithPermissions(s3, ['view_field_equipment'], { warehouseIds: [(await createWarehouse(s3)).id] });
    expect((await photoBytes(s3, elsewhere.token, `/api/photos/${png.id}`)).status).toBe(404);
    expect(store.log.length).toBe(asked);
  });

  it('keeps a fault’s and an item’s photos there too, and removes an item’s photo from the store', async () => {
    const { wh, items } = await setUp(s3);
    const fault = await s3.request<Answer>('POST', '/broken-equipment', {
      token: s3.adminToken,
      body: { warehouse_id: wh.id, equipment_id: items[0]!.id, issue: 'Kablosu ezilmiş', photos: [PNG_DATA_URL] },
    });
    expect(fault.status).toBe(201);
    const faultDetail = await s3.request<{ photos: PhotoRef[] }>('GET', `/broken-equipment/${fault.body.id}`, { token: s3.adminToken });
    expect((await photoBytes(s3, s3.adminToken, faultDetail.body.photos[0]!.url)).bytes.equals(PNG_BYTES)).toBe(true);

    const added = await s3.request<PhotoRef>('POST', `/equipment/${items[0]!.id}/photos`, {
      token: s3.adminToken,
      body: { photo: PNG_DATA_URL },
    });
    expect(added.status).toBe(201);
    expect(await partsOf(s3, [added.body.id])).toBe(0);
    expect((await s3.request('DELETE', `/photos/${added.body.id}`, { token: s3.adminToken })).status).toBe(200);
    expect(store.log).toContainEqual({ method: 'DELETE', path: `/${S3_BUCKET}/depo/photos/${added.body.id}`, status: 204 });
  });

  it('a store that cannot be reached: 503 in Turkish, nothing written; the same keyed entry lands once when it is back', async () => {
    const { items, worker } = await setUp(s3, 2);
    const before = await handOver(s3, { equipment_id: items[0]!.id, worker_id: worker.id, photos: [PNG_DATA_URL] });
    const stored = (await photosOf(s3, before.body.id))[0]!;
    const key = randomUUID();
    const body = { equipment_id: items[1]!.id, worker_id: worker.id, photos: [PNG_DATA_URL] };
    store.setDown(true);
    try {
      const refused = await handOver(s3, body, { 'Idempotency-Key': key });
      expect([refused.status, refused.body.error]).toEqual([503, PHOTO_MESSAGES.storeUnreachable]);
      expect(await itemStatus(s3, items[1]!.id)).toBe('available');
      const [records] = await s3.database.db
        .select({ n: count() })
        .from(s.fieldEquipment)
        .where(eq(s.fieldEquipment.equipment_id, items[1]!.id));
      expect(records?.n).toBe(0);
      const read = await photoBytes(s3, s3.adminToken, `/api/photos/${stored.id}`);
      expect([read.status, read.text]).toEqual([503, JSON.stringify({ error: PHOTO_MESSAGES.storeUnreachable })]);
    } finally {
      store.setDown(false);
    }
    const landed = await handOver(s3, body, { 'Idempotency-Key': key });
    expect(landed.status).toBe(201);
    expect((await handOver(s3, body, { 'Idempotency-Key': key })).headers.get('idempotent-replayed')).toBe('true');
    expect(await photosOf(s3, landed.body.id)).toHaveLength(1);
    expect((await photoBytes(s3, s3.adminToken, `/api/photos/${stored.id}`)).bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('a request the store refuses (a wrong secret: its signature does not match) writes nothing either', async () => {
    const wrong = await startTestServer({ env: { S3_URL: store.s3Url({ secret: 'yanlis-gizli-anahtar' }) } });
    try {
      const { items, worker } = await setUp(wrong);
      const res = await handOver(wrong, { equipment_id: items[0]!.id, worker_id: worker.id, photos: [PNG_DATA_URL] });
      expect([res.status, res.body.error]).toEqual([503, PHOTO_MESSAGES.storeUnreachable]);
      expect(store.log.at(-1)?.status).toBe(403);
      expect(await itemStatus(wrong, items[0]!.id)).toBe('available');
    } finally {
      await wrong.close();
    }
  });
});
