// The folded search keys the database keeps on equipment and workers (migration 0012) must be the
// very fold the searches used to compute per query (`foldSql`, the client's `foldTurkish`), or a
// search would silently miss rows. And the item search still reaches brand and category names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as s from '@server/db/schema';
import { foldSql, searchKeySql } from '@server/db/fold';
import { queryRows } from '@server/db/sql';
import { foldTurkish } from '@shared/search';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { createBrand, createCategory, createEquipment, createWarehouse, createWorker, randomUUID } from '../helpers/fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

// The whole Turkish alphabet in both cases, the circumflexed vowels, the letters Turkish lacks,
// digits, and the dotted i written with a combining dot.
const ALPHABET = ['ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ', 'abcçdefgğhıijklmnoöprsştuüvyz', 'ÂâÎîÛû QWXqwx 0123456789', 'i\u0307I\u0307'];
const NAMES = [...ALPHABET, 'İĞNE ŞIRA Çİft', 'IŞIK ıslak Âşık Îmar Ûmran', 'i̇stanbul (combining dot)', 'ÖZEL-ÇÜ 9', 'Tab\tve  boşluk', ''];

async function mismatches(table: 'equipment' | 'workers', a: string, b: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from ${sql.raw(table)} where search_key is distinct from ${searchKeySql([sql.raw(a), sql.raw(b)])}`,
  );
  return Number(row?.n);
}

describe('one Turkish fold', () => {
  it('folds every letter in SQL exactly as the client does (foldSql = foldTurkish)', async () => {
    const letters = [...new Set([...ALPHABET.join('')])].filter((ch) => ch.trim() !== '' && ch !== '\u0307');
    for (const text of [...ALPHABET, ...letters]) {
      const [row] = await queryRows<{ folded: string }>(t.database.db, sql`select ${foldSql(sql`${text}::text`)} as folded`);
      expect({ text, folded: row?.folded }).toEqual({ text, folded: foldTurkish(text) });
    }
  });
});

describe('stored search keys', () => {
  it('hold the Turkish fold of model and serial number, and of first and last name, after inserts and edits', async () => {
    const wh = await createWarehouse(t);
    const names = NAMES;
    const items = [];
    for (const [i, name] of names.entries()) {
      items.push(
        await createEquipment(t, { warehouse_id: wh.id, model: name || 'X', serial_number: `SK-İI-${i}-${randomUUID().slice(0, 4)}` }),
      );
      await createWorker(t, { first_name: name || 'Ad', last_name: names[(i + 1) % names.length] || 'Soyad' });
    }
    // Edited through the API: the key follows the new model.
    const first = items[0]!;
    const edit = await t.request('PUT', `/equipment/${first.id}`, {
      token: t.adminToken,
      body: {
        serial_number: first.serial_number,
        model: 'Şerit TESTERE Iğdır',
        brand_id: first.brand_id,
        category_id: first.category_id,
        warehouse_id: wh.id,
        status: 'available',
      },
    });
    expect(edit.status).toBe(200);
    expect(await mismatches('equipment', 'model', 'serial_number')).toBe(0);
    expect(await mismatches('workers', 'first_name', 'last_name')).toBe(0);
    const [stored] = await queryRows<{ search_key: string }>(
      t.database.db,
      sql`select search_key from ${s.equipment} where id = ${first.id}::uuid`,
    );
    expect(stored?.search_key).toBe(`${foldTurkish('Şerit TESTERE Iğdır')}\u0001${foldTurkish(first.serial_number)}`);
  });

  it('finds items by brand and category name in the fault and transfer lists, the Turkish way', async () => {
    const from = await createWarehouse(t, { name: 'Arama Depo Bir' });
    const to = await createWarehouse(t, { name: 'Arama Depo İki' });
    const brand = await createBrand(t, `ÖZGÜR Makİna ${randomUUID().slice(0, 4)}`);
    const category = await createCategory(t, `Işıldak ${randomUUID().slice(0, 4)}`);
    const item = await createEquipment(t, { warehouse_id: from.id, brand_id: brand.id, category_id: category.id, model: 'Zz-1' });
    const [admin] = await t.database.db.select({ id: s.users.id }).from(s.users).limit(1);
    const created = await t.request('POST', '/transfers', {
      token: t.adminToken,
      body: { equipment_id: item.id, from_warehouse_id: from.id, to_warehouse_id: to.id, assigned_to: admin!.id },
    });
    expect(created.status).toBeLessThan(300);
    const byBrand = await t.request<{ filtered: number; items: Array<{ equipment: { id: string } }> }>(
      'GET',
      `/transfers?limit=10&q=${encodeURIComponent('ozgur makina')}`,
      { token: t.adminToken },
    );
    expect(byBrand.status).toBe(200);
    expect(byBrand.body.items.map((r) => r.equipment.id)).toEqual([item.id]);
    const byCategory = await t.request<{ filtered: number }>('GET', `/transfers?limit=10&q=${encodeURIComponent('ISILDAK zz-1')}`, {
      token: t.adminToken,
    });
    expect(byCategory.body.filtered).toBe(1);
    const across = await t.request<{ filtered: number }>('GET', `/transfers?limit=10&q=${encodeURIComponent('zz-1ozgur')}`, {
      token: t.adminToken,
    });
    expect(across.body.filtered).toBe(0);
  });
});
