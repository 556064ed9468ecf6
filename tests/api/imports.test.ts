import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { toCsv } from '@shared/csv';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import type { ImportPreview, ImportProgressLine, ImportSummary } from '@shared/import';
import { EQUIPMENT_CSV_COLUMNS } from '@app/features/equipment/components/equipment-csv';
import type { EquipmentRow } from '@app/features/equipment/api/get-equipment-list';
import { startTestServer, type TestServer } from '../helpers/api-server';
import * as fx from '../helpers/fixtures';
import { csvText, utf8, windows1254, xlsxBytes, zipBomb } from '../helpers/spreadsheets';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface UploadOptions {
  name?: string;
  mapping?: Record<string, number>;
  createMissing?: boolean;
  token?: string;
}

async function post(path: string, bytes: Uint8Array, options: UploadOptions = {}): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), options.name ?? 'liste.csv');
  if (options.mapping) form.set('mapping', JSON.stringify(options.mapping));
  if (options.createMissing) form.set('create_missing', 'true');
  return fetch(`${t.url}/api/imports/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.token ?? t.adminToken}` },
    body: form,
  });
}

async function preview(kind: 'equipment' | 'workers', bytes: Uint8Array, options: UploadOptions = {}) {
  const res = await post(`${kind}/preview`, bytes, options);
  return { status: res.status, body: (await res.json()) as ImportPreview & { error?: string } };
}

async function write(kind: 'equipment' | 'workers', bytes: Uint8Array, options: UploadOptions = {}) {
  const res = await post(kind, bytes, options);
  const text = await res.text();
  if (!res.ok) return { status: res.status, error: (JSON.parse(text) as { error: string }).error, lines: [], summary: undefined };
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ImportProgressLine);
  const last = lines[lines.length - 1];
  return {
    status: res.status,
    error: undefined,
    lines,
    summary: last?.type === 'summary' ? last.summary : (undefined as ImportSummary | undefined),
  };
}

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const EQUIPMENT_HEADER = ['Seri No', 'Marka', 'Model', 'Kategori', 'Depo', 'Durum'];

async function catalog() {
  const brand = await fx.createBrand(t, `Marka ${tag()}`);
  const category = await fx.createCategory(t, `Kategori ${tag()}`);
  const warehouse = await fx.createWarehouse(t, { name: `Depo ${tag()}` });
  return { brand, category, warehouse };
}

async function equipmentBySerial(serials: string[]) {
  return t.database.db.select().from(s.equipment).where(inArray(s.equipment.serial_number, serials));
}

describe('equipment import', () => {
  it('previews, writes in batches with progress, audits with the file name, and a re-import changes nothing', async () => {
    const { brand, category, warehouse } = await catalog();
    const p = tag();
    const rows = Array.from({ length: 1203 }, (_, i) => [`${p}-${i}`, brand.name, `Model ${i}`, category.name, warehouse.name, '']);
    const file = utf8(csvText([EQUIPMENT_HEADER, ...rows]), true);

    const pre = await preview('equipment', file, { name: 'envanter.csv' });
    expect(pre.status).toBe(200);
    expect(pre.body.headers).toEqual(EQUIPMENT_HEADER);
    expect(pre.body.mapping).toEqual({ serial_number: 0, brand: 1, model: 2, category: 3, warehouse: 4, status: 5 });
    expect(pre.body.counts).toEqual({ create: 1203, update: 0, skip: 0, error: 0 });
    expect(pre.body.total).toBe(1203);
    expect(pre.body.rows.length).toBe(500);
    expect(await equipmentBySerial([`${p}-0`])).toHaveLength(0);

    const run = await write('equipment', file, { name: 'envanter.csv' });
    expect(run.status).toBe(200);
    expect(run.lines.filter((l) => l.type === 'progress')).toEqual([
      { type: 'progress', done: 0, total: 1203 },
      { type: 'progress', done: 500, total: 1203 },
      { type: 'progress', done: 1000, total: 1203 },
      { type: 'progress', done: 1203, total: 1203 },
    ]);
    expect(run.summary!.counts).toEqual({ create: 1203, update: 0, skip: 0, error: 0 });
    expect(run.summary!.errors).toEqual([]);
    const stored = await equipmentBySerial(rows.map((r) => r[0]!));
    expect(stored).toHaveLength(1203);
    expect(new Set(stored.map((e) => e.status))).toEqual(new Set(['available']));
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.entity, 'equipment'),
          inArray(
            s.auditLog.entity_id,
            stored.map((e) => e.id),
          ),
        ),
      );
    expect(audits).toHaveLength(1203);
    expect(audits.every((a) => a.action === 'import' && (a.after as { import_file?: string }).import_file === 'envanter.csv')).toBe(true);

    const again = await write('equipment', file, { name: 'envanter.csv' });
    expect(again.summary!.counts).toEqual({ create: 0, update: 0, skip: 1203, error: 0 });
    const auditsAfter = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.auditLog)
      .where(
        inArray(
          s.auditLog.entity_id,
          stored.map((e) => e.id),
        ),
      );
    expect(auditsAfter[0]!.n).toBe(1203);
    const storedAfter = await equipmentBySerial(rows.map((r) => r[0]!));
    expect(storedAfter.map((e) => e.updated_at.getTime()).sort()).toEqual(stored.map((e) => e.updated_at.getTime()).sort());
  });

  it('gives every row its outcome: create, update, skip, and the errors with Turkish messages', async () => {
    const { brand, category, warehouse } = await catalog();
    const p = tag();
    const same = await fx.createEquipment(t, {
      serial_number: `${p}-SAME`,
      model: 'M1',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
    });
    const changed = await fx.createEquipment(t, {
      serial_number: `${p}-CHG`,
      model: 'Eski',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
    });
    const inField = await fx.createEquipment(t, {
      serial_number: `${p}-FIELD`,
      model: 'M1',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
      status: 'in_field',
    });
    const file = utf8(
      csvText([
        EQUIPMENT_HEADER,
        [same.serial_number, brand.name.toLocaleUpperCase('tr-TR'), 'M1', category.name, warehouse.name, 'Müsait'],
        [changed.serial_number, brand.name, 'Yeni', category.name, warehouse.name, ''],
        [`${p}-NEW`, brand.name, 'M2', category.name, warehouse.name, ''],
        [`${p}-HURDA`, brand.name, 'M2', category.name, warehouse.name, 'HURDA'],
        ['', brand.name, 'M2', category.name, warehouse.name, ''],
        [`${p}-NOBRAND`, 'Olmayan Marka', 'M2', category.name, warehouse.name, ''],
        [`${p}-NOWH`, brand.name, 'M2', category.name, 'Olmayan Depo', ''],
        [`${p}-DUP`, brand.name, 'M2', category.name, warehouse.name, ''],
        [`${p}-DUP`, brand.name, 'M3', category.name, warehouse.name, ''],
        [`${p}-SAHADA`, brand.name, 'M2', category.name, warehouse.name, 'Sahada'],
        [`${p}-F`, brand.name, '=HYPERLINK("http://kotu.example","tıkla")', category.name, warehouse.name, ''],
        [inField.serial_number, brand.name, 'M1', category.name, warehouse.name, 'Hurda'],
        [`${p}-BADSTATUS`, brand.name, 'M2', category.name, warehouse.name, 'Kayıp'],
      ]),
    );
    const pre = await preview('equipment', file);
    // Rows as the spreadsheet program numbers them: the header is row 1, the first data row 2.
    const outcome = pre.body.rows.map((r) => [r.row, r.action, r.message ?? '']);
    expect(outcome).toEqual([
      [2, 'skip', ''],
      [3, 'update', ''],
      [4, 'create', ''],
      [5, 'create', ''],
      [6, 'error', 'Seri numarası zorunludur'],
      [
        7,
        'error',
        "Marka bulunamadı: Olmayan Marka. Eksik olanları oluşturmak için 'Eksik markaları/kategorileri oluştur' kutusunu işaretleyin.",
      ],
      [8, 'error', 'Depo bulunamadı: Olmayan Depo.'],
      [9, 'error', 'Bu seri numarası dosyada birden fazla satırda var (10. satır da). Her seri numarası bir kez yazılmalıdır.'],
      [10, 'error', 'Bu seri numarası dosyada birden fazla satırda var (9. satır da). Her seri numarası bir kez yazılmalıdır.'],
      [11, 'error', 'Yeni ekipman yalnızca Müsait veya Hurda durumunda içe aktarılabilir (dosyada: Sahada).'],
      [12, 'error', 'Model sütununda formül var; formüller içe aktarılmaz. Hücreye değerin kendisini yazın.'],
      [
        13,
        'error',
        `${inField.serial_number} seri numaralı ekipman şu anda Sahada durumunda; Hurda durumuna içe aktarma ile alınamaz. Yalnızca Müsait ve Hurda arasında geçiş yapılabilir.`,
      ],
      [14, 'error', 'Geçersiz ekipman durumu.'],
    ]);
    expect(pre.body.counts).toEqual({ create: 2, update: 1, skip: 1, error: 9 });
    expect(pre.body.missing).toEqual({ brands: ['Olmayan Marka'], categories: [], departments: [] });
    expect(pre.body.rows[4]!.cells).toEqual(['', brand.name, 'M2', category.name, warehouse.name, '']);

    const run = await write('equipment', file, { name: 'karisik.csv' });
    expect(run.summary!.counts).toEqual({ create: 2, update: 1, skip: 1, error: 9 });
    expect(run.summary!.errors.map((e) => e.row)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const stored = new Map(
      (await equipmentBySerial([`${p}-NEW`, `${p}-HURDA`, changed.serial_number, `${p}-NOBRAND`, `${p}-DUP`])).map((e) => [
        e.serial_number,
        e,
      ]),
    );
    expect([...stored.keys()].sort()).toEqual([`${p}-HURDA`, `${p}-NEW`, changed.serial_number].sort());
    expect(stored.get(`${p}-HURDA`)!.status).toBe('scrapped');
    expect(stored.get(changed.serial_number)!.model).toBe('Yeni');
    const [updateAudit] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, changed.id), eq(s.auditLog.action, 'import')));
    expect((updateAudit!.before as { model: string }).model).toBe('Eski');
    expect(updateAudit!.after as { model: string; import_file: string }).toMatchObject({ model: 'Yeni', import_file: 'karisik.csv' });
  });

  it('names the missing brands and categories in Turkish order, numbers by value (Depo 2 before Depo 10)', async () => {
    const warehouse = await fx.createWarehouse(t);
    const p = tag();
    const names = [`Marka ${p} 10`, `Marka ${p} 2`, `Marka ${p} Zeytin`, `Marka ${p} Çınar`];
    const file = utf8(
      csvText([
        EQUIPMENT_HEADER,
        ...names.map((brand, i) => [`${p}-s${i}`, brand, 'M', `Kategori ${p} ${[10, 9, 100, 1][i]}`, warehouse.name, '']),
      ]),
    );
    const pre = await preview('equipment', file);
    expect(pre.body.missing.brands).toEqual([`Marka ${p} 2`, `Marka ${p} 10`, `Marka ${p} Çınar`, `Marka ${p} Zeytin`]);
    expect(pre.body.missing.categories).toEqual([1, 9, 10, 100].map((n) => `Kategori ${p} ${n}`));
  });

  it('creates missing brands and categories only when asked, matching names Turkish-case-insensitively', async () => {
    const warehouse = await fx.createWarehouse(t, { name: `İstanbul Merkez ${tag()}` });
    const p = tag();
    const brandName = `IŞIK ${p}`;
    const file = utf8(
      csvText([
        EQUIPMENT_HEADER,
        [`${p}-1`, brandName, 'A', `Kırıcı ${p}`, warehouse.name.toLocaleUpperCase('tr-TR'), ''],
        [`${p}-2`, brandName.toLocaleLowerCase('tr-TR'), 'B', `KIRICI ${p}`, warehouse.name.toLocaleLowerCase('tr-TR'), ''],
      ]),
    );
    const without = await preview('equipment', file);
    expect(without.body.counts.error).toBe(2);
    expect(without.body.missing.brands).toHaveLength(1);
    expect(without.body.missing.categories).toHaveLength(1);

    const withCreate = await preview('equipment', file, { createMissing: true });
    expect(withCreate.body.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
    expect(await t.database.db.select().from(s.brands).where(eq(s.brands.name, brandName))).toHaveLength(0);

    const run = await write('equipment', file, { createMissing: true });
    expect(run.summary!.counts.create).toBe(2);
    const brands = await t.database.db
      .select()
      .from(s.brands)
      .where(sql`lower(${s.brands.name}) like ${`%${p.toLowerCase()}`}`);
    expect(brands).toHaveLength(1);
    const stored = await equipmentBySerial([`${p}-1`, `${p}-2`]);
    expect(new Set(stored.map((e) => e.brand_id))).toEqual(new Set([brands[0]!.id]));
    expect(new Set(stored.map((e) => e.warehouse_id))).toEqual(new Set([warehouse.id]));
    expect(new Set(stored.map((e) => e.category_id)).size).toBe(1);
  });

  it('reads Windows-1254 with ";" and UTF-8 with "," and English headers, and takes an adjusted mapping', async () => {
    const { brand, category, warehouse } = await catalog();
    const p = tag();
    const turkish = windows1254(
      csvText([EQUIPMENT_HEADER, [`${p}-TR`, brand.name, 'Şarjlı Matkap İğne Güç', category.name, warehouse.name, 'Müsait']], ';'),
    );
    const tr = await preview('equipment', turkish);
    expect(tr.body.rows[0]!.cells[2]).toBe('Şarjlı Matkap İğne Güç');
    expect(tr.body.rows[0]!.action).toBe('create');

    const english = utf8(
      csvText(
        [
          ['Warehouse', 'Serial Number', 'Brand', 'Model', 'Category'],
          [warehouse.name, `${p}-EN`, brand.name, 'Drill', category.name],
        ],
        ',',
      ),
    );
    const en = await preview('equipment', english);
    expect(en.body.mapping).toEqual({ serial_number: 1, brand: 2, model: 3, category: 4, warehouse: 0 });
    expect(en.body.rows[0]!.action).toBe('create');

    // The user maps by hand what the headers do not say.
    const odd = utf8(
      csvText(
        [
          ['A', 'B', 'C', 'D', 'E'],
          [`${p}-X`, 'Drill', brand.name, category.name, warehouse.name],
        ],
        ',',
      ),
    );
    expect((await preview('equipment', odd)).body.mapping).toEqual({});
    const mapped = await preview('equipment', odd, { mapping: { serial_number: 0, model: 1, brand: 2, category: 3, warehouse: 4 } });
    expect(mapped.body.rows[0]!.action).toBe('create');
    const refused = await write('equipment', odd);
    expect([refused.status, refused.error]).toEqual([
      400,
      'Zorunlu alanlar bir sütunla eşleştirilmedi: Seri No, Marka, Model, Kategori, Depo.',
    ]);
    const badMapping = await preview('equipment', odd, { mapping: { serial_number: 9 } });
    expect([badMapping.status, badMapping.body.error]).toEqual([400, 'Geçersiz sütun eşleştirmesi.']);
  });

  it('reads .xlsx: numbers as text, formula cells refused', async () => {
    const { brand, category, warehouse } = await catalog();
    const bytes = await xlsxBytes([
      EQUIPMENT_HEADER,
      [123456789, brand.name, 'X1', category.name, warehouse.name, null],
      ['XL-F', brand.name, { formula: 'CONCAT("a","b")', result: 'ab' }, category.name, warehouse.name, null],
    ]);
    const pre = await preview('equipment', bytes, { name: 'liste.xlsx' });
    expect(pre.body.rows.map((r) => [r.cells[0], r.action])).toEqual([
      ['123456789', 'create'],
      ['XL-F', 'error'],
    ]);
    expect(pre.body.rows[1]!.message).toContain('formül');
  });

  it('a user limited to warehouses imports into those only; without edit_equipment an update is an error', async () => {
    const { brand, category, warehouse } = await catalog();
    const other = await fx.createWarehouse(t);
    const mine = await fx.createEquipment(t, { warehouse_id: warehouse.id, brand_id: brand.id, category_id: category.id, model: 'Eski' });
    const theirs = await fx.createEquipment(t, { warehouse_id: other.id, brand_id: brand.id, category_id: category.id, model: 'M' });
    const user = await fx.createUserWithPermissions(t, ['create_equipment', 'view_equipment'], { warehouseIds: [warehouse.id] });
    const p = tag();
    const file = utf8(
      csvText([
        EQUIPMENT_HEADER,
        [`${p}-IN`, brand.name, 'M', category.name, warehouse.name, ''],
        [`${p}-OUT`, brand.name, 'M', category.name, other.name, ''],
        [mine.serial_number, brand.name, 'Yeni', category.name, warehouse.name, ''],
        [theirs.serial_number, brand.name, 'M', category.name, warehouse.name, ''],
      ]),
    );
    const pre = await preview('equipment', file, { token: user.token });
    expect(pre.body.rows.map((r) => [r.action, r.message ?? ''])).toEqual([
      ['create', ''],
      ['error', `Depo bulunamadı: ${other.name}.`],
      ['error', 'Kayıtlı ekipmanı güncelleme yetkiniz bulunmuyor (Ekipman düzenleme).'],
      ['error', 'Bu seri numarası zaten kayıtlı.'],
    ]);
    const noPermission = await fx.createUserWithPermissions(t, ['view_equipment', 'edit_equipment']);
    expect((await post('equipment/preview', file, { token: noPermission.token })).status).toBe(403);
    expect((await post('workers', file, { token: user.token })).status).toBe(403);
  });

  it('a batch that fails leaves the batches before it complete and names every row not written', async () => {
    const { brand, category, warehouse } = await catalog();
    const p = tag();
    const rows = Array.from({ length: 1200 }, (_, i) => [
      `${p}-${String(i + 1).padStart(4, '0')}`,
      brand.name,
      'M',
      category.name,
      warehouse.name,
      '',
    ]);
    const file = utf8(csvText([EQUIPMENT_HEADER, ...rows]));
    // A real database failure in the second batch (rows 501–1000): a trigger refusing row 700, in the
    // batch's second write statement (WRITE_PIECE): the first statement's rows go back with it.
    const fn = `refuse_${p.toLowerCase()}`;
    await t.database.db.execute(
      sql.raw(`create function ${fn}() returns trigger as $$ begin
        if new.serial_number = '${p}-0700' then raise exception 'disk dolu'; end if; return new; end $$ language plpgsql`),
    );
    await t.database.db.execute(sql.raw(`create trigger ${fn} before insert on equipment for each row execute function ${fn}()`));
    try {
      const run = await write('equipment', file, { name: 'yarim.csv' });
      const summary = run.summary!;
      expect(summary.failure).toEqual({
        failed_from_row: 502,
        message:
          '502–1201. satırlar yazılırken bir hata oluştu. 502. satırdan itibaren hiçbir satır içe aktarılmadı; önceki satırlar kaydedildi. Hata raporundaki satırları tekrar içe aktarabilirsiniz.',
      });
      expect(summary.counts).toEqual({ create: 500, update: 0, skip: 0, error: 700 });
      expect(summary.errors.map((e) => e.row)).toEqual(Array.from({ length: 700 }, (_, i) => 502 + i));
      expect(summary.errors[0]!.cells).toEqual(rows[500]);
      const stored = await equipmentBySerial(rows.map((r) => r[0]!));
      expect(stored.map((e) => e.serial_number).sort()).toEqual(
        rows
          .slice(0, 500)
          .map((r) => r[0])
          .sort(),
      );
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${fn} on equipment`));
      await t.database.db.execute(sql.raw(`drop function ${fn}()`));
    }
    const again = await write('equipment', file, { name: 'yarim.csv' });
    expect(again.summary!.counts).toEqual({ create: 700, update: 0, skip: 500, error: 0 });
  });

  it('the equipment list as exported imports back unchanged (formula-safe prefixes removed)', async () => {
    const { brand, category, warehouse } = await catalog();
    const p = tag();
    await fx.createEquipment(t, {
      serial_number: `${p}-1`,
      model: '=Tehlikeli',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
    });
    await fx.createEquipment(t, {
      serial_number: `-${p}-2`,
      model: '+Artı',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
      status: 'in_field',
    });
    await fx.createEquipment(t, {
      serial_number: `${p}-3`,
      model: '@Kuyruk',
      brand_id: brand.id,
      category_id: category.id,
      warehouse_id: warehouse.id,
      status: 'scrapped',
    });
    const list = await t.request<EquipmentRow[]>('GET', `/equipment?warehouse_id=${warehouse.id}`, { token: t.adminToken });
    expect(list.body).toHaveLength(3);
    const exported = utf8(toCsv(list.body, EQUIPMENT_CSV_COLUMNS));
    expect(new TextDecoder().decode(exported)).toContain(`"'=Tehlikeli"`);
    const pre = await preview('equipment', exported, { name: 'ekipmanlar-2026-01-01.csv' });
    expect(pre.body.rows.map((r) => [r.action, r.message ?? ''])).toEqual([
      ['skip', ''],
      ['skip', ''],
      ['skip', ''],
    ]);
  });
});

describe('worker import', () => {
  it('creates, updates and skips by TC Kimlik No; phones as typed or exported; departments by name', async () => {
    const dep = await fx.createDepartment(t, `Şantiye ${tag()}`);
    const existing = await fx.createWorker(t, { department_id: dep.id, first_name: 'Ali', last_name: 'Kaya', phone: '5321234567' });
    const same = await fx.createWorker(t, { department_id: dep.id, first_name: 'Veli', last_name: 'Can', phone: '5329876543' });
    const tcNew = fx.uniqueTcNo();
    const file = windows1254(
      csvText([
        ['Adı', 'Soyadı', 'TC Kimlik No', 'Telefon', 'Departman'],
        ['Ali', 'Kaya', existing.tc_no, '0532 123 45 99', dep.name],
        ['Veli', 'Can', same.tc_no, '+90 532 987 65 43', dep.name.toLocaleUpperCase('tr-TR')],
        ['Işıl', 'Öztürk', tcNew, '(533) 111-22-33', dep.name],
        ['Ayşe', '', fx.uniqueTcNo(), '5331112233', dep.name],
        ['Ayşe', 'Er', '123', '5331112233', dep.name],
        ['Ayşe', 'Er', fx.uniqueTcNo(), '5331112233', 'Yeni Bölüm'],
      ]),
    );
    const pre = await preview('workers', file, { name: 'personel.csv' });
    expect(pre.body.mapping).toEqual({ first_name: 0, last_name: 1, tc_no: 2, phone: 3, department: 4 });
    expect(pre.body.rows.map((r) => [r.action, r.message ?? ''])).toEqual([
      ['update', ''],
      ['skip', ''],
      ['create', ''],
      ['error', 'Soyad zorunludur'],
      ['error', 'Geçerli bir TC Kimlik No giriniz (11 haneli)'],
      ['error', "Departman bulunamadı: Yeni Bölüm. Eksik olanları oluşturmak için 'Eksik departmanları oluştur' kutusunu işaretleyin."],
    ]);
    expect(pre.body.missing.departments).toEqual(['Yeni Bölüm']);
    const run = await write('workers', file, { name: 'personel.csv', createMissing: true });
    expect(run.summary!.counts).toEqual({ create: 2, update: 1, skip: 1, error: 2 });
    const [updated] = await t.database.db.select().from(s.workers).where(eq(s.workers.id, existing.id));
    expect(updated!.phone).toBe('5321234599');
    const [created] = await t.database.db.select().from(s.workers).where(eq(s.workers.tc_no, tcNew));
    expect(created).toMatchObject({ first_name: 'Işıl', last_name: 'Öztürk', phone: '5331112233', department_id: dep.id });
    const newDeps = await t.database.db.select().from(s.departments).where(eq(s.departments.name, 'Yeni Bölüm'));
    expect(newDeps).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, created!.id), eq(s.auditLog.action, 'import')));
    expect((audit[0]!.after as { import_file: string }).import_file).toBe('personel.csv');
    expect((await write('workers', file, { name: 'personel.csv', createMissing: true })).summary!.counts).toEqual({
      create: 0,
      update: 0,
      skip: 4,
      error: 2,
    });
  });

  it('the worker list as exported imports back unchanged', async () => {
    const dep = await fx.createDepartment(t, `Depo Ekibi ${tag()}`);
    const workers = [
      await fx.createWorker(t, { department_id: dep.id, first_name: 'Şükrü', last_name: 'Işık', phone: '5551112233' }),
      await fx.createWorker(t, { department_id: dep.id, first_name: '-Eksi', last_name: '=Formül', phone: '2125556677' }),
    ];
    // The workers list's CSV columns.
    const exported = utf8(
      toCsv(workers, [
        { header: 'Ad', value: (w) => w.first_name },
        { header: 'Soyad', value: (w) => w.last_name },
        { header: 'TC Kimlik No', value: (w) => w.tc_no },
        { header: 'Telefon', value: (w) => formatPhone(w.phone) },
        { header: 'Departman', value: () => dep.name },
        { header: 'Oluşturan', value: () => fullName({ first_name: 'Sistem', last_name: 'Yöneticisi' }) },
        { header: 'Kayıt Tarihi', value: (w) => formatDateTime(w.created_at.toISOString()) },
      ]),
    );
    const pre = await preview('workers', exported);
    expect(pre.body.rows.map((r) => [r.action, r.message ?? ''])).toEqual([
      ['skip', ''],
      ['skip', ''],
    ]);
  });
});

describe('hostile files are refused with a Turkish message and the server keeps answering', () => {
  const refusals: Array<[string, () => Promise<Uint8Array> | Uint8Array, number, RegExp]> = [
    ['binary junk', () => new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 400, /Dosya okunamadı/],
    [
      'a broken zip',
      () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Array.from({ length: 500 }, (_, i) => i % 256)]),
      400,
      /Dosya okunamadı/,
    ],
    ['an old .xls', () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 400, /\.xls/],
    ['a huge cell', () => utf8(csvText([EQUIPMENT_HEADER, ['A', 'x'.repeat(5000), 'M', 'K', 'D', '']])), 400, /en fazla 1\.000 karakter/],
    ['a cell that never ends', () => utf8(`Seri No;Marka\r\n"${'x'.repeat(200_000)}`), 400, /karakter/],
    ['1 M rows', () => utf8(`Seri No\n${'A\n'.repeat(1_000_000)}`), 400, /en fazla 100\.000 satır/],
    ['too many columns', () => utf8(`${Array.from({ length: 60 }, (_, i) => `S${i}`).join(';')}\n`), 400, /sütun/],
    ['an empty file', () => utf8('\n\n'), 400, /başlık satırı/],
    ['a zip bomb', () => zipBomb(300 * 1024 * 1024), 400, /çok büyük/],
  ];
  it.each(refusals)('%s', async (_name, make, status, message) => {
    const bytes = await make();
    for (const path of ['equipment/preview', 'equipment']) {
      const res = await post(path, bytes, { name: 'dosya.xlsx' });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect((await t.request('GET', '/health')).status).toBe(200);
  });

  it('no file, or a file over the size limit', async () => {
    const none = await fetch(`${t.url}/api/imports/equipment/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminToken}` },
      body: new FormData(),
    });
    expect([none.status, ((await none.json()) as { error: string }).error]).toEqual([400, 'Lütfen içe aktarılacak bir dosya seçin.']);
    // Every file over the limit is told the limit: one just over it (the reader finds it) and one
    // far over it (the body limit stops it before it is read), on both calls.
    for (const size of [25 * 1024 * 1024 + 1, 27 * 1024 * 1024]) {
      for (const path of ['equipment/preview', 'workers']) {
        const big = await post(path, new Uint8Array(size));
        expect({ size, path, status: big.status, error: ((await big.json()) as { error: string }).error }).toEqual({
          size,
          path,
          status: 413,
          error: 'Dosya en fazla 25 MB olabilir.',
        });
      }
    }
  });
});
