// Uploaded spreadsheets are read in one worker thread shared by the uploads open at once; every
// upload is closed once answered, refused or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@shared/import';
import { importThreadStats } from '@server/modules/imports/import-thread';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { csvText, utf8, zipBomb } from '../helpers/spreadsheets';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function preview(
  kind: 'equipment' | 'workers',
  bytes: Uint8Array,
  name = 'liste.csv',
): Promise<{ status: number; body: ImportPreview & { error?: string } }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.url}/api/imports/${kind}/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ImportPreview & { error?: string } };
}

describe('uploads read in a worker thread', () => {
  it('reads several uploads at once in one worker, each its own rows, and closes each once answered', async () => {
    const brand = await fx.createBrand(t, 'Eşzamanlı Marka');
    const category = await fx.createCategory(t, 'Eşzamanlı Kategori');
    const warehouse = await fx.createWarehouse(t, { name: 'Eşzamanlı Depo' });
    const equipment = (n: number) =>
      utf8(
        csvText([
          ['Seri No', 'Marka', 'Model', 'Kategori', 'Depo'],
          ...Array.from({ length: n }, (_, i) => [`ES-${n}-${i}`, brand.name, 'Model', category.name, warehouse.name]),
        ]),
      );
    const workers = utf8(
      csvText([
        ['Ad', 'Soyad', 'TC Kimlik No', 'Telefon', 'Departman'],
        ['Ayşe', 'Işık', fx.uniqueTcNo(), '5321234567', 'Yok Departman'],
      ]),
    );
    const before = importThreadStats().workersStarted;
    const [a, b, c, refused] = await Promise.all([
      preview('equipment', equipment(3000)),
      preview('equipment', equipment(7)),
      preview('workers', workers),
      preview('equipment', await zipBomb(300 * 1024 * 1024), 'bomba.xlsx'),
    ]);
    expect([a.status, a.body.total, a.body.counts.create]).toEqual([200, 3000, 3000]);
    expect([b.status, b.body.total, b.body.counts.create]).toEqual([200, 7, 7]);
    expect([c.status, c.body.total, c.body.counts.error, c.body.missing.departments]).toEqual([200, 1, 1, ['Yok Departman']]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/çok büyük/);
    // One worker for the four: none started when one was still there (from a suite before, in this process), else one.
    const after = importThreadStats();
    expect(after.open).toBe(0);
    expect(after.workersStarted - before).toBeLessThanOrEqual(1);
  });

  it('ends the worker at once after a large refused file when no other upload is open, and keeps it after a small one', async () => {
    const read = await preview(
      'workers',
      utf8(
        csvText([
          ['Ad', 'Soyad'],
          ['Ayşe', 'Işık'],
        ]),
      ),
    );
    expect(read.status).toBe(200);
    expect(importThreadStats()).toMatchObject({ open: 0, running: true });
    // A small refused file keeps the worker for the next upload.
    const small = await preview('equipment', new Uint8Array(64).fill(7), 'bozuk.xlsx');
    expect(small.status).toBe(400);
    expect(importThreadStats()).toMatchObject({ open: 0, running: true });
    // A large refused file's garbage leaves with the worker, instead of adding to the server's peak.
    const large = await preview('equipment', new Uint8Array(2 * 1024 * 1024).fill(7), 'bozuk.xlsx');
    expect(large.status).toBe(400);
    expect(importThreadStats()).toMatchObject({ open: 0, running: false });
    // The next upload starts a new worker and is read as before.
    const started = importThreadStats().workersStarted;
    const again = await preview(
      'workers',
      utf8(
        csvText([
          ['Ad', 'Soyad'],
          ['Ali', 'Veli'],
        ]),
      ),
    );
    expect([again.status, again.body.total]).toEqual([200, 1]);
    expect(importThreadStats().workersStarted).toBe(started + 1);
  });

  it('tells a request without a file, or not a form, in Turkish', async () => {
    const empty = await fetch(`${t.url}/api/imports/equipment/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([empty.status, ((await empty.json()) as { error: string }).error]).toEqual([400, 'Lütfen içe aktarılacak bir dosya seçin.']);
    expect(importThreadStats().open).toBe(0);
  });
});
