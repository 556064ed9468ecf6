// The demo's counted stock (docs/stock.md), made through the stock module's own services so the
// ledger, the levels, the audit rows and the KKD- documents are what the app itself writes: a
// catalogue of PPE, consumables and spare parts; every warehouse's receipts with suppliers and
// prices; minimum and reorder levels (a few already at their minimum, so 'Azalan Stok' has
// something to say); and PPE handed to workers against their signatures.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { PERMISSION_NAMES } from '@shared/permissions';
import { StockItemSchema, type StockItemInput } from '@shared/schemas/stock';
import type { Database } from '../db/client';
import type { AuthUser } from '../http/context';
import { Notifier } from '../modules/notifications/settings';
import { createItem, setLevel } from '../modules/stock/stock-items.service';
import { issueStock, receiveStock } from '../modules/stock/stock-moves.service';
import { prng, signatureDataUrl } from './signature-png';
import { queryRows } from '../db/sql';
import { documents } from '../db/documents-schema';
import { resealSigning } from '../modules/documents/document-store';

interface DemoStockItem {
  item: v.InferInput<typeof StockItemSchema>;
  /** Received per warehouse, at this unit price (₺). */
  received: number;
  price: number;
  min: number;
  reorder: number;
  /** Handed to each of the first workers (0: not handed out in the demo). */
  perWorker: number;
}

export const DEMO_STOCK: DemoStockItem[] = [
  {
    item: { name: 'Baret', kind: 'ppe', unit: 'adet', standard: 'EN 397', variant: 'Beyaz', replacement_months: 24 },
    received: 40,
    price: 185,
    min: 10,
    reorder: 50,
    perWorker: 1,
  },
  {
    item: { name: 'İş Eldiveni', kind: 'ppe', unit: 'çift', standard: 'EN 388', variant: 'L', replacement_months: 3 },
    received: 120,
    price: 42.5,
    min: 40,
    reorder: 200,
    perWorker: 2,
  },
  {
    item: { name: 'İş Eldiveni', kind: 'ppe', unit: 'çift', standard: 'EN 388', variant: 'XL', replacement_months: 3 },
    received: 30,
    price: 42.5,
    min: 30,
    reorder: 120,
    perWorker: 0,
  },
  {
    item: { name: 'Koruyucu Gözlük', kind: 'ppe', unit: 'adet', standard: 'EN 166', replacement_months: 12 },
    received: 25,
    price: 95,
    min: 10,
    reorder: 40,
    perWorker: 1,
  },
  {
    item: {
      name: 'Çelik Burunlu İş Ayakkabısı',
      kind: 'ppe',
      unit: 'çift',
      standard: 'EN ISO 20345 S3',
      variant: '42',
      replacement_months: 12,
    },
    received: 12,
    price: 1450,
    min: 4,
    reorder: 15,
    perWorker: 0,
  },
  {
    item: {
      name: 'Çelik Burunlu İş Ayakkabısı',
      kind: 'ppe',
      unit: 'çift',
      standard: 'EN ISO 20345 S3',
      variant: '43',
      replacement_months: 12,
    },
    received: 5,
    price: 1450,
    min: 5,
    reorder: 15,
    perWorker: 0,
  },
  {
    item: { name: 'Paraşüt Tipi Emniyet Kemeri', kind: 'ppe', unit: 'adet', standard: 'EN 361', replacement_months: 60, returnable: true },
    received: 8,
    price: 2350,
    min: 2,
    reorder: 10,
    perWorker: 0,
  },
  {
    item: { name: 'Reflektörlü Yelek', kind: 'ppe', unit: 'adet', standard: 'EN ISO 20471', variant: 'Turuncu', replacement_months: 12 },
    received: 50,
    price: 120,
    min: 15,
    reorder: 60,
    perWorker: 1,
  },
  {
    item: { name: 'Kulak Tıkacı', kind: 'ppe', unit: 'kutu', standard: 'EN 352-2', replacement_months: 1 },
    received: 20,
    price: 310,
    min: 5,
    reorder: 25,
    perWorker: 0,
  },
  {
    item: { name: 'Kesme Diski 230 mm', kind: 'consumable', unit: 'adet', barcode: '8690000000012' },
    received: 200,
    price: 38,
    min: 50,
    reorder: 300,
    perWorker: 0,
  },
  {
    item: { name: 'Rutil Kaynak Elektrodu 2,5 mm', kind: 'consumable', unit: 'paket' },
    received: 60,
    price: 415,
    min: 20,
    reorder: 80,
    perWorker: 0,
  },
  {
    item: { name: 'Kablo Bağı 300 mm', kind: 'consumable', unit: 'paket' },
    received: 8,
    price: 65,
    min: 10,
    reorder: 40,
    perWorker: 0,
  },
  {
    item: { name: 'Kömür Fırça Seti (Taşlama)', kind: 'spare_part', unit: 'adet' },
    received: 15,
    price: 140,
    min: 5,
    reorder: 20,
    perWorker: 0,
  },
];

/** The administrator as the seed's caller of the services (every permission, every warehouse). */
export async function seedCaller(database: Database, adminId: string): Promise<AuthUser | null> {
  const [admin] = await queryRows<Omit<AuthUser, 'sessionId' | 'permissions' | 'warehouseIds'>>(
    database.db,
    sql`select id, first_name, last_name, email, tc_no, phone, role_id from users where id = ${adminId}::uuid`,
  );
  return admin ? { ...admin, sessionId: 'seed', permissions: [...PERMISSION_NAMES], warehouseIds: [] } : null;
}

const SUPPLIERS = ['Güven İş Güvenliği Ltd. Şti.', 'Anadolu Hırdavat ve Yapı Malzemeleri A.Ş.', 'Marmara Kaynak Teknik'];
/** Workers who get PPE in the demo, from each of the first two warehouses. */
const WORKERS_PER_WAREHOUSE = 8;
/**
 * Days before today each worker's PPE was handed out (by the worker's place, in turn): gloves (3
 * months) and ear plugs (1 month) given 100 days ago are overdue, gloves given 80 days ago come due
 * within days, so 'Yenilemesi Gelenler' has work in it on the first day.
 */
const ISSUED_DAYS_AGO = [100, 80, 0, 0];
/** The stock was received before the oldest issue. */
const RECEIVED_DAYS_AGO = 120;

/**
 * Moves the seeded receipts and issues (their movements and KKD- papers) into the past, and seals
 * each paper again. The movements are append-only for everyone else: the seed alone lifts that, in
 * this one transaction.
 */
async function backdateStock(
  database: Database,
  receivedDaysAgo: number,
  issues: ReadonlyArray<{ id: string; days: number }>,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table stock_movements disable trigger stock_movements_no_update_delete`);
    await tx.execute(
      sql`update stock_movements set created_at = created_at - make_interval(days => ${receivedDaysAgo}) where kind = 'receipt'`,
    );
    for (const { id, days } of issues) {
      const shift = sql`make_interval(days => ${days})`;
      const paper = sql`kind = 'stock_issue' and source_id = ${id}::uuid`;
      await tx.execute(sql`update stock_issues set created_at = created_at - ${shift} where id = ${id}::uuid`);
      await tx.execute(sql`update stock_movements set created_at = created_at - ${shift} where issue_id = ${id}::uuid`);
      await tx.execute(sql`update documents set created_at = created_at - ${shift} where ${paper}`);
      await tx.execute(
        sql`update document_members set added_at = added_at - ${shift} where document_id in (select id from documents where ${paper})`,
      );
      const [doc] = await tx.select().from(documents).where(paper);
      if (doc) await resealSigning(tx, doc);
    }
    await tx.execute(sql`alter table stock_movements enable trigger stock_movements_no_update_delete`);
  });
}

/** The catalogue, every warehouse's first receipt and levels, and PPE handed out. */
export async function seedStock(database: Database, adminId: string, warehouseIds: readonly string[]): Promise<number> {
  const db = database.db;
  if ((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_items`))[0]?.n) return 0;
  const user = await seedCaller(database, adminId);
  if (!user) return 0;
  const notifier = new Notifier();
  const items: string[] = [];
  for (const entry of DEMO_STOCK) {
    const input: StockItemInput = v.parse(StockItemSchema, entry.item);
    items.push((await createItem(db, user, input)).id);
  }
  for (const [w, warehouseId] of warehouseIds.entries()) {
    // Smaller warehouses hold less: the fifth holds a third of the first's stock.
    const share = 1 - w / (warehouseIds.length + 1);
    await receiveStock(notifier, db, user, {
      warehouse_id: warehouseId,
      supplier: SUPPLIERS[w % SUPPLIERS.length]!,
      invoice_no: `GIB2026${String(1000 + w).padStart(9, '0')}`,
      note: null,
      lines: DEMO_STOCK.map((entry, i) => ({
        item_id: items[i]!,
        quantity: Math.max(1, Math.round(entry.received * share)),
        unit_price: entry.price,
      })),
    });
    for (const [i, entry] of DEMO_STOCK.entries()) {
      await setLevel(db, user, { warehouse_id: warehouseId, item_id: items[i]!, min_qty: entry.min, reorder_qty: entry.reorder });
    }
  }
  const workers = await queryRows<{ id: string }>(
    db,
    sql`select id from workers order by created_at, id limit ${WORKERS_PER_WAREHOUSE * 2}`,
  );
  const lines = DEMO_STOCK.flatMap((entry, i) => (entry.perWorker > 0 ? [{ item_id: items[i]!, quantity: entry.perWorker }] : []));
  const random = prng(44);
  let issued = 0;
  const past: Array<{ id: string; days: number }> = [];
  for (const [k, worker] of workers.entries()) {
    const id = randomUUID();
    await issueStock(
      notifier,
      db,
      user,
      {
        id,
        warehouse_id: warehouseIds[Math.floor(k / WORKERS_PER_WAREHOUSE) % warehouseIds.length]!,
        worker_id: worker.id,
        signature: signatureDataUrl(Math.floor(random() * 1e9)),
        issuer_signature: null,
        offline: false,
        ppe_briefed: true,
        lines,
      },
      false,
    );
    const days = ISSUED_DAYS_AGO[k % ISSUED_DAYS_AGO.length]!;
    if (days > 0) past.push({ id, days });
    issued++;
  }
  await backdateStock(database, RECEIVED_DAYS_AGO, past);
  return issued;
}
