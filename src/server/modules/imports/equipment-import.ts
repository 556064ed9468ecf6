// Equipment rows of an import: matched by serial number; new items start Müsait (or Hurda when
// the file says so); an update follows the edit dialog's rules (DESIGN.md §3).
import { sql } from 'drizzle-orm';
import type { EquipmentInput } from '@shared/schemas/inventory';
import { canEditStatus, canMove, equipmentStatusLabel as statusLabel, WAREHOUSE_FIXED_STATUSES } from '@shared/equipment-moves';
import { moveMessages } from '@shared/equipment-move-messages';
import { equipment } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { can, scopeSql, warehouseScope } from '@server/http/guard';
import { VALUE_KEYS, VALUE_MESSAGES, type EquipmentValueFields } from '@shared/equipment-value';
import { SERIAL_TAKEN } from '../equipment/equipment-writes';
import { auditFromWritten, inPieces, insertMissingNames, namesById, type ImportKindHandler } from './import-kind';
import { equipmentRowRules, type References } from './import-rows';

interface StoredEquipment {
  id: string;
  serial_number: string;
  model: string;
  brand_id: string;
  category_id: string | null;
  warehouse_id: string | null;
  status: string;
  /** Still with a worker (an active hand-over). */
  held: boolean;
  purchase_date: string | null;
  /** numeric as text ('12500.00'). */
  purchase_price: string | null;
  supplier: string | null;
  invoice_number: string | null;
  warranty_until: string | null;
}

/** The value fields a row sent, the stored ones where its cells were blank (an update writes every column). */
function valuesOf(values: EquipmentValueFields, stored: StoredEquipment | undefined) {
  return {
    purchase_date: values.purchase_date ?? stored?.purchase_date ?? null,
    purchase_price: values.purchase_price ?? (stored?.purchase_price ? Number(stored.purchase_price) : null),
    supplier: values.supplier ?? stored?.supplier ?? null,
    invoice_number: values.invoice_number ?? stored?.invoice_number ?? null,
    warranty_until: values.warranty_until ?? stored?.warranty_until ?? null,
  };
}

const VALUE_RECORD = sql.raw('purchase_date date, purchase_price numeric(14, 2), supplier text, invoice_number text, warranty_until date');

export const equipmentImport: ImportKindHandler<EquipmentInput, StoredEquipment> = {
  rows: equipmentRowRules,

  async references(db, user) {
    return {
      byKind: {
        brands: await namesById(db, 'brands'),
        categories: await namesById(db, 'categories'),
        warehouses: await namesById(db, 'warehouses', scopeSql(user, sql`id`)),
        departments: new Map(),
      },
    };
  },

  creatable(user) {
    const out: Array<keyof References['missing']> = [];
    if (can(user, 'create_brand')) out.push('brands');
    if (can(user, 'create_category')) out.push('categories');
    return out;
  },

  async existing(db, keys, lock) {
    const rows = await queryRows<StoredEquipment>(
      db,
      sql`select e.id, e.serial_number, e.model, e.brand_id, e.category_id, e.warehouse_id, e.status,
            e.purchase_date::text as purchase_date, e.purchase_price::text as purchase_price, e.supplier, e.invoice_number,
            e.warranty_until::text as warranty_until,
            exists(select 1 from field_equipment f where f.equipment_id = e.id and f.status = 'active') as held
          from ${equipment} e
          where e.serial_number in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
          ${lock ? sql`for update of e` : sql``}`,
    );
    return new Map(rows.map((r) => [r.serial_number, r]));
  },

  decide(values, stored, user) {
    const scope = warehouseScope(user);
    if (!stored) {
      if (values.status && !canMove('edit_status', values.status)) {
        return {
          action: 'error',
          message: `Yeni ekipman yalnızca Müsait veya Hurda durumunda içe aktarılabilir (dosyada: ${statusLabel(values.status)}).`,
        };
      }
      return { action: 'create' };
    }
    if (scope && (stored.warehouse_id === null || !scope.includes(stored.warehouse_id))) return { action: 'error', message: SERIAL_TAKEN };
    const wanted = values.status ?? stored.status;
    const value = valuesOf(values, stored);
    // A row naming one day is checked against the stored other (the database would refuse the batch).
    if (value.purchase_date && value.warranty_until && value.warranty_until < value.purchase_date)
      return { action: 'error', message: VALUE_MESSAGES.warrantyBeforePurchase };
    const kept = valuesOf({}, stored);
    const same =
      VALUE_KEYS.every((k) => value[k] === kept[k]) &&
      stored.model === values.model &&
      stored.brand_id === values.brand_id &&
      stored.category_id === values.category_id &&
      stored.warehouse_id === values.warehouse_id &&
      stored.status === wanted;
    if (same) return { action: 'skip' };
    if (!can(user, 'edit_equipment'))
      return { action: 'error', message: 'Kayıtlı ekipmanı güncelleme yetkiniz bulunmuyor (Ekipman düzenleme).' };
    const serial = stored.serial_number;
    if (!canEditStatus(stored.status, wanted))
      return { action: 'error', message: moveMessages.editStatus(serial, stored.status, wanted, 'import') };
    if (stored.status === 'scrapped' && stored.held && (wanted === 'available' || values.warehouse_id !== stored.warehouse_id)) {
      return { action: 'error', message: moveMessages.scrappedButHeld(serial) };
    }
    if (values.warehouse_id !== stored.warehouse_id && (WAREHOUSE_FIXED_STATUSES as readonly string[]).includes(stored.status)) {
      return { action: 'error', message: moveMessages.warehouseFixed(serial, stored.status) };
    }
    return { action: 'update' };
  },

  async insertMissing(tx, user, missing, fileName) {
    for (const kind of ['brands', 'categories'] as const)
      if (this.creatable(user).includes(kind)) await insertMissingNames(tx, user.id, kind, missing[kind], fileName);
  },

  // One statement per kind of write and piece of rows (inPieces): the rows go in as one JSON
  // parameter and their audit rows are made from what the statement wrote, so nothing travels back to Node.
  async write(tx, user, creates, updates, fileName) {
    await inPieces(creates, async (piece) => {
      const rows = piece.map((c) => ({ ...c, ...valuesOf(c, undefined), status: c.status === 'scrapped' ? 'scrapped' : 'available' }));
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as x(serial_number text, model text, brand_id uuid, category_id uuid, warehouse_id uuid, status text, ${VALUE_RECORD})),
          written as (insert into ${equipment} (serial_number, model, brand_id, category_id, warehouse_id, status, created_by,
                purchase_date, purchase_price, supplier, invoice_number, warranty_until)
              select serial_number, model, brand_id, category_id, warehouse_id, status, ${user.id}::uuid,
                purchase_date, purchase_price, supplier, invoice_number, warranty_until from x returning *)
        ${auditFromWritten(user.id, 'equipment', fileName)}`);
    });
    await inPieces(updates, async (piece) => {
      const rows = piece.map(({ values, stored }) => ({
        ...values,
        ...valuesOf(values, stored),
        id: stored.id,
        status: values.status ?? stored.status,
      }));
      await tx.execute(sql`
        with x as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as x(id uuid, model text, brand_id uuid, category_id uuid, warehouse_id uuid, status text, ${VALUE_RECORD})),
          before as (select e.* from ${equipment} e join x on x.id = e.id),
          written as (update ${equipment} e set model = x.model, brand_id = x.brand_id, category_id = x.category_id,
              warehouse_id = x.warehouse_id, status = x.status, purchase_date = x.purchase_date, purchase_price = x.purchase_price,
              supplier = x.supplier, invoice_number = x.invoice_number, warranty_until = x.warranty_until, updated_at = now()
              from x where e.id = x.id returning e.*)
        ${auditFromWritten(user.id, 'equipment', fileName, true)}`);
    });
  },
};
