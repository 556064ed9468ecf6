// The words of each message, written from the database when it is needed (the bell's row inside
// the event's transaction, e-mail/push/SMS at send time), so a receipt that gathered 20 items
// while it waited names all 20. Plain text everywhere; the e-mail's HTML is made from it.
import { sql } from 'drizzle-orm';
import { formatLocalDay } from '@shared/local-day';
import { formatQuantity } from '@shared/stock';
import type { NotificationEvent } from '@shared/notifications';
import { DIFFERENCE_OUTCOMES, OUTCOME_LABELS } from '@shared/schemas/stocktake';
import type { Db, Tx } from '@server/db/client';
import { queryRows, uuidList } from '@server/db/sql';
import { digestMessage } from './digest-compose';
import { requestMessage } from './request-notices';

export interface Message {
  title: string;
  /** The whole text (e-mail body, the bell's line). */
  body: string;
  /** Short form for SMS and push (the reader's phone screen). */
  short: string;
  link: string | null;
}

export interface ComposeInput {
  event: NotificationEvent;
  payload: Record<string, unknown>;
  link: string | null;
}

interface ItemLine {
  serial_number: string;
  model: string;
  brand: string;
  due_date: string | null;
  days_late?: number;
  /** Who holds the item (in a message to staff, who hand over to many). */
  holder?: string;
}

const ITEMS_SHOWN = 5;

/** Up to `shown` items by name, then how many more of `total` (the items may be only the first ones read). */
export function itemsText(items: readonly ItemLine[], shown = ITEMS_SHOWN, total = items.length): string {
  const lines = items
    .slice(0, shown)
    .map(
      (i) =>
        `${i.brand} ${i.model} (${i.serial_number}${i.holder ? `, ${i.holder}` : ''})${i.days_late ? `, ${i.days_late} gün gecikti` : ''}`,
    );
  const named = Math.min(shown, items.length);
  const more = total > named ? ` ve ${total - named} ekipman daha` : '';
  return `${lines.join('; ')}${more}`;
}

const subjects = (payload: Record<string, unknown>): string[] =>
  Array.isArray(payload.subjects) ? payload.subjects.filter((s): s is string => typeof s === 'string') : [];

const text = (payload: Record<string, unknown>, name: string): string => {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
};

async function handoverItems(db: Db | Tx, where: ReturnType<typeof sql>): Promise<ItemLine[]> {
  return queryRows<ItemLine>(
    db,
    sql`select e.serial_number, e.model, b.name as brand, fe.due_date::text as due_date
        from field_equipment fe join equipment e on e.id = fe.equipment_id join brands b on b.id = e.brand_id
        where ${where} order by e.serial_number`,
  );
}

async function workerName(db: Db | Tx, id: string): Promise<string> {
  const [w] = await queryRows<{ name: string }>(db, sql`select first_name || ' ' || last_name as name from workers where id = ${id}::uuid`);
  return w?.name ?? '';
}

/** The number printed on the document of a hand-over batch or a return group (TES-2026-000123). */
async function documentNumber(db: Db | Tx, kind: 'handover' | 'return', sourceId: string): Promise<string> {
  const [d] = await queryRows<{ number: string }>(
    db,
    sql`select number from documents where kind = ${kind} and source_id = ${sourceId}::uuid`,
  );
  return d?.number ?? '';
}

function dueText(items: readonly ItemLine[]): string {
  const days = [...new Set(items.map((i) => i.due_date).filter((d): d is string => d !== null))];
  if (days.length === 0) return 'İade tarihi belirtilmedi.';
  return `İade tarihi: ${days.map((d) => formatLocalDay(d)).join(', ')}.`;
}

async function receipt(db: Db | Tx, input: ComposeInput): Promise<Message> {
  const batch = text(input.payload, 'batch_id');
  const items = await handoverItems(db, sql`fe.batch_id = ${batch}::uuid`);
  const name = await workerName(db, text(input.payload, 'worker_id'));
  const number = await documentNumber(db, 'handover', batch);
  const title = `Teslim makbuzu ${number}`;
  const body = `Sayın ${name}, ${items.length} ekipman size teslim edildi (belge no ${number}): ${itemsText(items, 50)}. ${dueText(items)}`;
  return {
    title,
    body,
    short: `${items.length} ekipman size teslim edildi (belge ${number}): ${itemsText(items, 3)}. ${dueText(items)}`,
    link: input.link,
  };
}

async function returned(db: Db | Tx, input: ComposeInput): Promise<Message> {
  const batch = text(input.payload, 'return_batch_id');
  const items = await handoverItems(db, sql`fe.return_batch_id = ${batch}::uuid`);
  const name = await workerName(db, text(input.payload, 'worker_id'));
  const number = await documentNumber(db, 'return', batch);
  const title = `İade alındı: ${items.length} ekipman`;
  const body = `${name} adlı işçiden ${items.length} ekipman iade alındı (belge no ${number}): ${itemsText(items, 50)}.`;
  return { title, body, short: `${items.length} ekipman iade alındı (belge ${number}): ${itemsText(items, 3)}.`, link: input.link };
}

async function dueOrOverdue(db: Db | Tx, input: ComposeInput, overdue: boolean): Promise<Message> {
  const day = text(input.payload, 'day');
  const ids = subjects(input.payload);
  // An issuer may have thousands of items late on one day: the message names the first 50 and counts all.
  const rows = ids.length
    ? await queryRows<ItemLine & { total: number }>(
        db,
        sql`select e.serial_number, e.model, b.name as brand, fe.due_date::text as due_date, (${day}::date - fe.due_date) as days_late,
              w.first_name || ' ' || w.last_name as holder, count(*) over ()::int as total
            from field_equipment fe join equipment e on e.id = fe.equipment_id join brands b on b.id = e.brand_id join workers w on w.id = fe.worker_id
            where fe.id in (${uuidList(ids)}) and fe.status = 'active' order by fe.due_date, e.serial_number limit 50`,
      )
    : [];
  const total = rows[0]?.total ?? 0;
  // To the worker: his own items, and a request. To the staff who handed them over: who holds each.
  const worker = text(input.payload, 'worker_id');
  const items = rows.map((r) => ({ ...r, days_late: overdue ? Number(r.days_late) : undefined, holder: worker ? undefined : r.holder }));
  const greeting = worker ? `Sayın ${await workerName(db, worker)}, ` : '';
  const ask = worker ? ' Lütfen depoya iade edin.' : '';
  if (overdue) {
    const title = `İade tarihi geçti: ${total} ekipman`;
    const body = `${greeting}${total} ekipmanın iade tarihi geçti: ${itemsText(items, 50, total)}.${ask}`;
    // The short form (SMS, push) asks first: a text cut at its last segment loses items, not the request.
    const shortAsk = worker ? ', lütfen depoya iade edin' : '';
    return {
      title,
      body,
      short: `${greeting}${total} ekipmanın iade tarihi geçti${shortAsk}: ${itemsText(items, 3, total)}.`,
      link: input.link,
    };
  }
  const title = `İade tarihi yarın: ${total} ekipman`;
  const when = items[0]?.due_date ? formatLocalDay(items[0].due_date) : '';
  const body = `${greeting}${total} ekipmanın iade tarihi yarın (${when}): ${itemsText(items, 50, total)}.`;
  return {
    title,
    body,
    short: `Hatırlatma: ${greeting}${total} ekipmanın iade tarihi yarın (${when}): ${itemsText(items, 3, total)}.`,
    link: input.link,
  };
}

interface FaultLine {
  serial_number: string;
  model: string;
  brand: string;
  issue: string;
  warehouse: string | null;
}

async function fault(db: Db | Tx, input: ComposeInput, repaired: boolean): Promise<Message> {
  const [f] = await queryRows<FaultLine>(
    db,
    sql`select e.serial_number, e.model, b.name as brand, r.issue, w.name as warehouse
        from broken_equipment r join equipment e on e.id = r.equipment_id join brands b on b.id = e.brand_id
        left join warehouses w on w.id = r.warehouse_id where r.id = ${subjects(input.payload)[0] ?? null}::uuid`,
  );
  const item = f ? `${f.brand} ${f.model} (${f.serial_number})` : 'ekipman';
  const where = f?.warehouse ? `, ${f.warehouse}` : '';
  if (repaired) {
    const title = `Arıza giderildi: ${item}`;
    return {
      title,
      body: `Bildirdiğiniz arıza giderildi: ${item}${where}. Arıza: ${f?.issue ?? ''}`,
      short: `Arıza giderildi: ${item}${where}.`,
      link: input.link,
    };
  }
  const title = `Arıza size atandı: ${item}`;
  return {
    title,
    body: `Tamir size atandı: ${item}${where}. Arıza: ${f?.issue ?? ''}`,
    short: `Tamir size atandı: ${item}${where}. ${f?.issue ?? ''}`,
    link: input.link,
  };
}

async function transfer(db: Db | Tx, input: ComposeInput, arrived: boolean): Promise<Message> {
  const ids = subjects(input.payload);
  const rows = ids.length
    ? await queryRows<ItemLine & { from_name: string; to_name: string }>(
        db,
        sql`select e.serial_number, e.model, b.name as brand, null as due_date, fw.name as from_name, tw.name as to_name
            from transfers t join equipment e on e.id = t.equipment_id join brands b on b.id = e.brand_id
            join warehouses fw on fw.id = t.from_warehouse_id join warehouses tw on tw.id = t.to_warehouse_id
            where t.id in (${uuidList(ids)}) order by e.serial_number`,
      )
    : [];
  const route = rows[0] ? `${rows[0].from_name} → ${rows[0].to_name}` : '';
  // Several transfers in one notice lead to the list, one to its page.
  const link = ids.length > 1 ? '/transfers' : input.link;
  if (arrived) {
    const title = `Transfer teslim alındı: ${rows.length} ekipman`;
    const body = `Oluşturduğunuz transfer teslim alındı (${route}): ${itemsText(rows, 50)}.`;
    return { title, body, short: `Transfer teslim alındı (${route}): ${itemsText(rows, 3)}.`, link };
  }
  const title = `Size transfer atandı: ${rows.length} ekipman`;
  const body = `Gerçekleştirmeniz için transfer oluşturuldu (${route}): ${itemsText(rows, 50)}.`;
  return { title, body, short: `Size transfer atandı (${route}): ${itemsText(rows, 3)}.`, link };
}

async function stocktake(db: Db | Tx, input: ComposeInput): Promise<Message> {
  const [session] = await queryRows<{ warehouse_name: string; counters: Record<string, number> | null }>(
    db,
    sql`select warehouse_name, counters from stocktake_sessions where id = ${text(input.payload, 'session_id')}::uuid`,
  );
  const counters = session?.counters ?? {};
  const parts = DIFFERENCE_OUTCOMES.filter((k) => (counters[k] ?? 0) > 0).map((k) => `${OUTCOME_LABELS[k]}: ${counters[k]}`);
  const title = `Sayım farklarla kapandı: ${session?.warehouse_name ?? ''}`;
  const body = `${session?.warehouse_name ?? ''} sayımı farklarla kapandı: ${parts.join(', ')}.`;
  return { title, body, short: body, link: input.link };
}

async function stockLow(db: Db | Tx, input: ComposeInput): Promise<Message> {
  const [l] = await queryRows<{ item: string; unit: string; warehouse: string; on_hand: number; min_qty: number }>(
    db,
    sql`select i.name || coalesce(' (' || i.variant || ')', '') as item, i.unit, w.name as warehouse, l.on_hand::float8 as on_hand, l.min_qty::float8 as min_qty
        from stock_levels l join stock_items i on i.id = l.item_id join warehouses w on w.id = l.warehouse_id
        where l.warehouse_id = ${text(input.payload, 'warehouse_id')}::uuid and l.item_id = ${text(input.payload, 'item_id')}::uuid`,
  );
  const title = `Stok minimuma düştü: ${l?.item ?? ''}`;
  const body = l
    ? `${l.warehouse} deposunda ${l.item}: ${formatQuantity(l.on_hand)} ${l.unit} kaldı (minimum ${formatQuantity(l.min_qty)} ${l.unit}).`
    : title;
  return { title, body, short: body, link: input.link };
}

/** The subscription may be gone by the time the e-mail leaves: the address travels in the payload. */
async function webhookPaused(_db: Db | Tx, input: ComposeInput): Promise<Message> {
  const title = 'Webhook duraklatıldı';
  const body = `${text(input.payload, 'url')} adresine bir gündür gönderim yapılamadığı için webhook duraklatıldı. Adresi düzeltip Ayarlar → Webhook'lar ekranından yeniden başlatabilirsiniz.`;
  return { title, body, short: body, link: input.link };
}

/** How each event's message is written. */
const COMPOSERS: Record<NotificationEvent, (db: Db | Tx, input: ComposeInput) => Promise<Message>> = {
  handover_receipt: receipt,
  returned,
  due_tomorrow: (db, input) => dueOrOverdue(db, input, false),
  overdue: (db, input) => dueOrOverdue(db, input, true),
  fault_assigned: (db, input) => fault(db, input, false),
  fault_repaired: (db, input) => fault(db, input, true),
  transfer_sent: (db, input) => transfer(db, input, false),
  transfer_arrived: (db, input) => transfer(db, input, true),
  stocktake_differences: stocktake,
  stock_low: stockLow,
  digest: (db, input) => digestMessage(db, input.payload, input.link),
  request_new: requestMessage,
  request_decided: requestMessage,
  webhook_paused: webhookPaused,
};

export async function composeMessage(db: Db | Tx, input: ComposeInput): Promise<Message> {
  return COMPOSERS[input.event](db, input);
}
