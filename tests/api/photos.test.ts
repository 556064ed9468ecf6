// Photos over real HTTP (docs/equipment-care.md "Photos"): a fault report's damage photos and a
// return's condition photos land with their record, read back byte for byte (a JPEG without its
// EXIF segment); type, size, side and count refused in Turkish with nothing written; the bytes
// served only to users who may see the record in their warehouses, revalidated by ETag; lists and
// details carry references, never bytes; a keyed request sent twice stores its photos once; an
// item's own photos added, listed and removed with `edit_equipment`.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '@server/db/photos-schema';
import * as s from '@server/db/schema';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type PhotoRef } from '@shared/photos';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { cameraJpeg, photoBytes as readPhoto, photoDataUrl, PNG_BYTES } from '../helpers/photo-files';
import {
  PNG_DATA_URL,
  createEquipment,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  randomUUID,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
let reporter: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  reporter = await createUserWithPermissions(t, ['view_malfunctions', 'create_malfunction', 'view_equipment', 'view_field_equipment']);
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  error: string;
}

const dataUrl = photoDataUrl;

async function itemIn(warehouseId?: string) {
  const wh = warehouseId ? { id: warehouseId } : await createWarehouse(t);
  const item = await createEquipment(t, { warehouse_id: wh.id });
  return { wh, item };
}

function reportFault(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request<{ id: string } & ErrorBody>('POST', '/broken-equipment', {
    token,
    body: { issue: 'Kablosu ezilmiş', ...body },
    headers,
  });
}

/** GET /photos/:id read back (tests/helpers/photo-files.ts). */
const photoBytes = (token: string, url: string, headers: Record<string, string> = {}) => readPhoto(t, token, url, headers);

async function storedPhotos(where: { fault_id?: string; field_equipment_id?: string }) {
  const column = where.fault_id ? photos.fault_id : photos.field_equipment_id;
  const [row] = await t.database.db
    .select({ n: count() })
    .from(photos)
    .where(eq(column, (where.fault_id ?? where.field_equipment_id)!));
  return row?.n ?? 0;
}

describe('a fault report with damage photos', () => {
  it('stores them with the report and reads them back: the PNG byte for byte, the JPEG without its EXIF location', async () => {
    const { wh, item } = await itemIn();
    const jpeg = cameraJpeg(1600, 1200);
    const res = await reportFault(reporter.token, { warehouse_id: wh.id, equipment_id: item.id, photos: [dataUrl(jpeg), PNG_DATA_URL] });
    expect(res.status).toBe(201);

    const detail = await t.request<{ photos: PhotoRef[] }>('GET', `/broken-equipment/${res.body.id}`, { token: reporter.token });
    expect(detail.status).toBe(200);
    expect(detail.body.photos.map((p) => [p.type, p.width, p.height])).toEqual([
      ['image/jpeg', 1600, 1200],
      ['image/png', 1, 1],
    ]);
    expect(detail.body.photos[0]!.url).toBe(`/api/photos/${detail.body.photos[0]!.id}`);

    const [first, second] = detail.body.photos;
    const got = await photoBytes(reporter.token, first!.url);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/jpeg');
    expect(got.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(got.headers.get('cache-control')).toBe('private, no-cache');
    expect(got.bytes.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect(got.bytes.includes(Buffer.from('Exif'))).toBe(false);
    // Everything but the EXIF segment is kept as it was.
    const exifStart = jpeg.indexOf(Buffer.from([0xff, 0xe1]));
    const exifLength = jpeg.readUInt16BE(exifStart + 2) + 2;
    expect(got.bytes.equals(Buffer.concat([jpeg.subarray(0, exifStart), jpeg.subarray(exifStart + exifLength)]))).toBe(true);
    expect(first!.size).toBe(got.bytes.length);

    const png = await photoBytes(reporter.token, second!.url);
    expect(png.type).toBe('image/png');
    expect(png.bytes.equals(PNG_BYTES)).toBe(true);

    // The browser revalidates: the same bytes answer 304 with nothing, after the same check.
    const again = await photoBytes(reporter.token, first!.url, { 'if-none-match': got.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('refuses a wrong type, a photo over 300 KB, a side over 1600 px and a sixth photo in Turkish, and writes nothing', async () => {
    const { wh, item } = await itemIn();
    const send = (list: string[]) => reportFault(reporter.token, { warehouse_id: wh.id, equipment_id: item.id, photos: list });

    const text = await send([`data:image/jpeg;base64,${Buffer.from('bu bir fotoğraf değil, bir metin dosyası').toString('base64')}`]);
    expect(text.status).toBe(400);
    expect(text.body.error).toBe(PHOTO_MESSAGES.type);
    const gif = await send([`data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00', 'binary').toString('base64')}`]);
    expect(gif.body.error).toBe(PHOTO_MESSAGES.type);

    const large = await send([dataUrl(cameraJpeg(1200, 900, PHOTO_MAX_BYTES))]);
    expect(large.status).toBe(400);
    expect(large.body.error).toBe(PHOTO_MESSAGES.size);

    const wide = await send([dataUrl(cameraJpeg(2000, 1000))]);
    expect(wide.status).toBe(400);
    expect(wide.body.error).toBe('Fotoğrafın uzun kenarı en fazla 1600 piksel olabilir.');

    const six = await send(Array.from({ length: 6 }, () => PNG_DATA_URL));
    expect(six.status).toBe(400);
    expect(six.body.error).toBe('Bir kayda en fazla 5 fotoğraf eklenebilir.');

    const cut = await send(['data:image/jpeg;base64,/9j/4AAQ']);
    expect(cut.status).toBe(400);
    expect(cut.body.error).toBe(PHOTO_MESSAGES.unreadable);

    // Nothing was written: the item is still available and has no report.
    const [row] = await t.database.db.select({ status: s.equipment.status }).from(s.equipment).where(eq(s.equipment.id, item.id));
    expect(row!.status).toBe('available');
    const [reports] = await t.database.db.select({ n: count() }).from(s.brokenEquipment).where(eq(s.brokenEquipment.equipment_id, item.id));
    expect(reports!.n).toBe(0);
  });

  it('stores the photos once when the same keyed report is sent twice (an outbox replay)', async () => {
    const { wh, item } = await itemIn();
    const key = randomUUID();
    const body = { warehouse_id: wh.id, equipment_id: item.id, photos: [dataUrl(cameraJpeg(800, 600)), PNG_DATA_URL] };
    const first = await reportFault(reporter.token, body, { 'Idempotency-Key': key });
    const second = await reportFault(reporter.token, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    expect(await storedPhotos({ fault_id: first.body.id })).toBe(2);
  });
});

describe('who sees a photo', () => {
  it('serves it only to users who may see its record in one of their warehouses', async () => {
    const { wh, item } = await itemIn();
    const res = await reportFault(reporter.token, { warehouse_id: wh.id, equipment_id: item.id, photos: [PNG_DATA_URL] });
    const detail = await t.request<{ photos: PhotoRef[] }>('GET', `/broken-equipment/${res.body.id}`, { token: reporter.token });
    const url = detail.body.photos[0]!.url;

    const other = await createWarehouse(t);
    const elsewhere = await createUserWithPermissions(t, ['view_malfunctions', 'view_equipment'], { warehouseIds: [other.id] });
    const here = await createUserWithPermissions(t, ['view_malfunctions'], { warehouseIds: [wh.id] });
    const noFaults = await createUserWithPermissions(t, ['view_equipment', 'view_field_equipment'], { warehouseIds: [wh.id] });

    const refused = await t.request<ErrorBody>('GET', url.replace('/api', ''), { token: elsewhere.token });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(PHOTO_MESSAGES.notFound);
    expect((await photoBytes(noFaults.token, url)).status).toBe(404);
    expect((await photoBytes(here.token, url)).status).toBe(200);
    expect((await photoBytes(reporter.token, `/api/photos/${randomUUID()}`)).status).toBe(404);
    // Without a token nothing at all.
    expect((await fetch(`${t.url}${url}`)).status).toBe(401);
  });
});

describe('lists carry references, never bytes', () => {
  it('leaves the photo bytes out of the fault list, its pages and the item’s answer', async () => {
    const { wh, item } = await itemIn();
    const jpeg = cameraJpeg(640, 480, 2048);
    const res = await reportFault(reporter.token, { warehouse_id: wh.id, equipment_id: item.id, photos: [dataUrl(jpeg)] });
    expect(res.status).toBe(201);
    const needle = jpeg.subarray(jpeg.length - 600, jpeg.length - 300).toString('base64');
    for (const path of ['/broken-equipment', '/broken-equipment?limit=50', `/broken-equipment/${res.body.id}`, `/equipment/${item.id}`]) {
      const answer = await t.request('GET', path, { token: t.adminToken });
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text.includes(res.body.id) || path.startsWith('/equipment')).toBe(true);
      expect(text).not.toContain(needle);
      expect(text).not.toContain('data:image/jpeg');
    }
  });
});

describe('a return with condition photos', () => {
  async function issued(wh: { id: string }) {
    const item = await createEquipment(t, { warehouse_id: wh.id });
    const worker = await createWorker(t);
    const res = await t.request<{ id: string }>('POST', '/field-equipment', {
      token: t.adminToken,
      body: { equipment_id: item.id, worker_id: worker.id, signature: PNG_DATA_URL },
    });
    expect(res.status).toBe(201);
    return { item, recordId: res.body.id };
  }

  it('keeps each item’s photos on its record, gives a Hasarlı item’s to the fault it opens, and stores them once on a replay', async () => {
    const wh = await createWarehouse(t);
    const a = await issued(wh);
    const key = randomUUID();
    const body = {
      items: [{ id: a.recordId, condition: 'damaged', note: 'Gövdesi çatlak', photos: [dataUrl(cameraJpeg(1200, 1600)), PNG_DATA_URL] }],
      signature: PNG_DATA_URL,
    };
    const send = () =>
      t.request<{ items: Array<{ fault_id: string | null }> } & ErrorBody>('POST', '/field-equipment/returns', {
        token: t.adminToken,
        body,
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    expect(await storedPhotos({ field_equipment_id: a.recordId })).toBe(2);

    const detail = await t.request<{ return_items: Array<{ id: string; photos: PhotoRef[] }> }>('GET', `/field-equipment/${a.recordId}`, {
      token: reporter.token,
    });
    expect(detail.body.return_items.find((r) => r.id === a.recordId)?.photos.map((p) => [p.width, p.height])).toEqual([
      [1200, 1600],
      [1, 1],
    ]);
    const faultId = first.body.items[0]!.fault_id!;
    const fault = await t.request<{ photos: PhotoRef[] }>('GET', `/broken-equipment/${faultId}`, { token: reporter.token });
    expect(fault.body.photos).toHaveLength(2);
    // Seen through the return by a user who may not see faults.
    const fieldOnly = await createUserWithPermissions(t, ['view_field_equipment'], { warehouseIds: [wh.id] });
    expect((await photoBytes(fieldOnly.token, fault.body.photos[1]!.url)).bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses more than three photos for one item and more than ten in one return', async () => {
    const wh = await createWarehouse(t);
    const records = await Promise.all(Array.from({ length: 4 }, () => issued(wh)));
    const four = await t.request<ErrorBody>('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: { items: [{ id: records[0]!.recordId, condition: 'intact', photos: Array(4).fill(PNG_DATA_URL) }], signature: PNG_DATA_URL },
    });
    expect(four.status).toBe(400);
    expect(four.body.error).toBe('Bir kayda en fazla 3 fotoğraf eklenebilir.');
    const eleven = await t.request<ErrorBody>('POST', '/field-equipment/returns', {
      token: t.adminToken,
      body: {
        items: records.map((r, i) => ({ id: r.recordId, condition: 'intact', photos: Array(i === 0 ? 2 : 3).fill(PNG_DATA_URL) })),
        signature: PNG_DATA_URL,
      },
    });
    expect(eleven.status).toBe(400);
    expect(eleven.body.error).toBe('Bir iadede en fazla 10 fotoğraf olabilir.');
  });
});

describe('an item’s photos', () => {
  it('are added and removed with edit_equipment, listed by reference, at most twelve', async () => {
    const { wh, item } = await itemIn();
    const editor = await createUserWithPermissions(t, ['view_equipment', 'edit_equipment'], { warehouseIds: [wh.id] });
    const viewer = await createUserWithPermissions(t, ['view_equipment'], { warehouseIds: [wh.id] });
    const outsider = await createUserWithPermissions(t, ['view_equipment', 'edit_equipment'], {
      warehouseIds: [(await createWarehouse(t)).id],
    });

    const added = await t.request<PhotoRef & ErrorBody>('POST', `/equipment/${item.id}/photos`, {
      token: editor.token,
      body: { photo: dataUrl(cameraJpeg(1000, 750)) },
    });
    expect(added.status).toBe(201);
    expect([added.body.width, added.body.height]).toEqual([1000, 750]);
    expect((await t.request('POST', `/equipment/${item.id}/photos`, { token: viewer.token, body: { photo: PNG_DATA_URL } })).status).toBe(
      403,
    );
    expect((await t.request('POST', `/equipment/${item.id}/photos`, { token: outsider.token, body: { photo: PNG_DATA_URL } })).status).toBe(
      404,
    );

    const listed = await t.request<PhotoRef[]>('GET', `/equipment/${item.id}/photos`, { token: viewer.token });
    expect(listed.body.map((p) => p.id)).toEqual([added.body.id]);
    expect((await photoBytes(outsider.token, added.body.url)).status).toBe(404);

    for (let i = 1; i < 12; i++) {
      const res = await t.request('POST', `/equipment/${item.id}/photos`, { token: editor.token, body: { photo: PNG_DATA_URL } });
      expect(res.status).toBe(201);
    }
    const thirteenth = await t.request<ErrorBody>('POST', `/equipment/${item.id}/photos`, {
      token: editor.token,
      body: { photo: PNG_DATA_URL },
    });
    expect(thirteenth.status).toBe(409);
    expect(thirteenth.body.error).toBe('Bir ekipmanın en fazla 12 fotoğrafı olabilir.');

    expect((await t.request('DELETE', `/photos/${added.body.id}`, { token: viewer.token })).status).toBe(403);
    expect((await t.request('DELETE', `/photos/${added.body.id}`, { token: editor.token })).status).toBe(200);
    expect((await photoBytes(editor.token, added.body.url)).status).toBe(404);
    expect((await t.request<PhotoRef[]>('GET', `/equipment/${item.id}/photos`, { token: viewer.token })).body).toHaveLength(11);
  });

  it('keeps a fault’s photos: they are part of its record', async () => {
    const { wh, item } = await itemIn();
    const res = await reportFault(reporter.token, { warehouse_id: wh.id, equipment_id: item.id, photos: [PNG_DATA_URL] });
    const detail = await t.request<{ photos: PhotoRef[] }>('GET', `/broken-equipment/${res.body.id}`, { token: reporter.token });
    const removed = await t.request<ErrorBody>('DELETE', `/photos/${detail.body.photos[0]!.id}`, { token: t.adminToken });
    expect(removed.status).toBe(409);
    expect(removed.body.error).toBe(PHOTO_MESSAGES.recordPhoto);
  });
});
