// 'Raporlar' › Kullanım counted by the database (docs/reports.md), on PGlite and PostgreSQL: with more
// used items than the answer lists (200), many of them tied on days rounded to one decimal and named
// with Turkish letters, the answer equals a row-by-row count of the hand-overs made here in code:
// the first 200 items in order, how many were used, each category's days and share, and the CSV
// holding every item.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@server/db/schema';
import { UTILISATION_ITEM_LIMIT, type UtilisationReport } from '@shared/charts';
import { addDays, warehouseToday } from '@shared/local-day';
import { startTestServer, type TestServer } from '../helpers/api-server';
import {
  createBrand,
  createCategory,
  createUserWithPermissions,
  createWarehouse,
  createWorker,
  PNG_DATA_URL,
  type TestUser,
} from '../helpers/fixtures';

let t: TestServer;
const tag = randomUUID().slice(0, 6);
const today = warehouseToday();
const from = addDays(today, -70);
const to = addDays(today, -41);
const periodDays = 30;
const istanbul = (day: string, hours = 0) => new Date(Date.parse(`${day}T00:00:00+03:00`) + hours * 3_600_000);
const periodStart = istanbul(from).getTime();
const periodEnd = istanbul(addDays(to, 1)).getTime();
const LETTERS = ['C', 'Ç', 'I', 'İ', 'O', 'Ö', 'S', 'Ş', 'U', 'Ü', 'c', 'ç'];

interface Item {
  id: string;
  serial: string;
  category: string;
  handovers: Array<{ issued: Date; returned: Date | null }>;
}
const items: Item[] = [];
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  const warehouse = (await createWarehouse(t, { name: `Çorum ${tag}` })).id;
  const elsewhere = (await createWarehouse(t, { name: `Sivas ${tag}` })).id;
  const cats = [(await createCategory(t, `İskele ${tag}`)).id, (await createCategory(t, `Lazer ${tag}`)).id, null];
  const brandId = (await createBrand(t, `Marka ${tag}`)).id;
  const workerId = (await createWorker(t)).id;
  user = await createUserWithPermissions(t, ['export_reports'], { warehouseIds: [warehouse] });
  other = await createUserWithPermissions(t, ['export_reports'], { warehouseIds: [elsewhere] });

  // 270 items with hand-overs (some end before the period), 20 unused and 5 scrapped (used before);
  // days of 2.96–3.04 and the like round alike, and 5 items used the whole period put the 200th
  // place among ties ordered by serial number.
  const rows = await t.database.db
    .insert(s.equipment)
    .values(
      Array.from({ length: 290 }, (_, i) => ({
        serial_number: i < 285 ? `${LETTERS[i % LETTERS.length]}${tag}-${String((i * 37) % 285).padStart(3, '0')}` : `Z${tag}-${i}`,
        model: 'M',
        brand_id: brandId,
        category_id: cats[i % 3],
        warehouse_id: warehouse,
        status: i >= 280 && i < 285 ? ('scrapped' as const) : ('available' as const),
      })),
    )
    .returning({ id: s.equipment.id, serial: s.equipment.serial_number, category: s.equipment.category_id });
  const handovers: (typeof s.fieldEquipment.$inferInsert)[] = [];
  rows.forEach((row, i) => {
    const item: Item = { id: row.id, serial: row.serial, category: row.category ?? '', handovers: [] };
    items.push(item);
    if (i >= 260 && i < 280) return;
    if (i >= 285) {
      item.handovers.push({ issued: istanbul(from, -5), returned: istanbul(addDays(to, 2)) });
      return;
    }
    // Hours in the field: 24 × (1 + i mod 9) ± a little, some begun before the period, a few still out.
    const hours = 24 * (1 + (i % 9)) + ((i % 5) - 2) * 0.9;
    const issued = istanbul(from, (i % 4 === 0 ? -30 : 24 * (i % 20)) + (i % 7) / 3);
    const returned = i % 23 === 0 ? null : new Date(issued.getTime() + hours * 3_600_000);
    item.handovers.push({ issued, returned });
    if (i % 6 === 0) {
      const again = istanbul(addDays(to, -2), i % 11);
      item.handovers.push({ issued: again, returned: new Date(again.getTime() + 20 * 3_600_000) });
    }
  });
  for (const item of items) {
    for (const h of item.handovers) {
      handovers.push({
        batch_id: randomUUID(),
        equipment_id: item.id,
        worker_id: workerId,
        warehouse_id: warehouse,
        status: h.returned ? 'returned' : 'active',
        signature: PNG_DATA_URL,
        issued_by: user.id,
        issued_at: h.issued,
        returned_at: h.returned,
        returned_by: h.returned ? user.id : null,
      });
    }
  }
  // Only one of an item's hand-overs may be active.
  for (const item of items) expect(item.handovers.filter((h) => !h.returned).length).toBeLessThanOrEqual(1);
  await t.database.db.insert(s.fieldEquipment).values(handovers);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const one = (n: number) => Math.round(n * 10) / 10;

/** The report counted here, hand-over by hand-over. */
function expected() {
  const used = items
    .map((item) => {
      const overlaps = item.handovers
        .map((h) => Math.min(h.returned?.getTime() ?? periodEnd, periodEnd) - Math.max(h.issued.getTime(), periodStart))
        .filter((ms) => ms > 0);
      return { ...item, days: overlaps.reduce((a, b) => a + b, 0) / 86_400_000, count: overlaps.length };
    })
    .filter((i) => i.count > 0);
  const rows = used
    .map((i) => ({ serial_number: i.serial, days: one(i.days), handovers: i.count, percent: one((i.days / periodDays) * 100) }))
    .sort((a, b) => b.days - a.days || a.serial_number.localeCompare(b.serial_number, 'tr'));
  const categories = new Map<string, { items: number; days: number }>();
  items.forEach((item, i) => {
    const c = categories.get(item.category) ?? { items: 0, days: 0 };
    if (i < 280 || i >= 285) c.items += 1;
    c.days += used.find((u) => u.id === item.id)?.days ?? 0;
    categories.set(item.category, c);
  });
  return { rows, categories };
}

describe('GET /api/reports/utilisation with more items than it lists', () => {
  it('answers the first 200 items, the count and the categories as a row-by-row count does', async () => {
    const want = expected();
    // Some hand-overs end before the period; scrapped items were used too.
    expect(want.rows.length).toBeGreaterThan(UTILISATION_ITEM_LIMIT + 20);
    // The 200th place is among ties.
    expect(want.rows[UTILISATION_ITEM_LIMIT]!.days).toBe(want.rows[UTILISATION_ITEM_LIMIT - 1]!.days);
    const res = await t.request<UtilisationReport>('GET', `/reports/utilisation?from=${from}&to=${to}`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r.items_total).toBe(want.rows.length);
    expect(r.items.map(({ serial_number, days, handovers, percent }) => ({ serial_number, days, handovers, percent }))).toEqual(
      want.rows.slice(0, UTILISATION_ITEM_LIMIT),
    );
    const ids = new Map(items.map((i) => [i.serial, i.id]));
    expect(r.items.every((i) => ids.get(i.serial_number) === i.equipment_id && i.brand === `Marka ${tag}` && i.model === 'M')).toBe(true);
    expect(r.categories.map((c) => c.category)).toEqual(
      [`İskele ${tag}`, 'Kategorisiz', `Lazer ${tag}`].filter(
        (name) => name !== 'Kategorisiz' || r.categories.some((c) => c.category_id === null),
      ),
    );
    for (const c of r.categories.filter((row) => row.category_id === null || row.category.endsWith(tag))) {
      const w = want.categories.get(c.category_id ?? '')!;
      expect({ items: c.items, days: c.days, percent: c.percent }).toEqual({
        items: w.items,
        days: one(w.days),
        percent: one((w.days / (w.items * periodDays)) * 100),
      });
    }

    const csv = await t.request<string>('GET', `/reports/utilisation/export?from=${from}&to=${to}&by=item`, { token: user.token });
    expect(csv.status).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines.map((line) => line.split(';')[0]!.replaceAll('"', ''))).toEqual(want.rows.map((row) => row.serial_number));

    const elsewhere = await t.request<UtilisationReport>('GET', `/reports/utilisation?from=${from}&to=${to}`, { token: other.token });
    expect(elsewhere.body.items_total).toBe(0);
  });
});
