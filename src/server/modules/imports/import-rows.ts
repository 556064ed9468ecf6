// One row of a file through the field mapping and the form's own schema, for each kind of import:
// the part of an import that needs no database, run in the import's worker thread
// (import-thread.ts). The names of brands, categories, depots and departments come from the
// database beforehand (`References`); what the rows decide against stored rows is the kinds'
// handlers' (equipment-import.ts, worker-import.ts).
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { fromSpreadsheetText } from '@shared/csv';
import { importFields, type ImportKind, type ImportMapping, type ImportRowResult } from '@shared/import';
import { firstIssueMessage } from '@shared/schemas/fields';
import { EquipmentSchema, type EquipmentInput } from '@shared/schemas/inventory';
import { WorkerSchema, type WorkerInput } from '@shared/schemas/workers';
import { nameKey } from '@shared/search';
import { EQUIPMENT_STATUS_LABELS, EQUIPMENT_STATUSES } from '@shared/status';
import type { TableRow } from './read-table';
import { importedValue } from './equipment-value-rows';
import { stockRowRules } from './stock-import-rows';

type NamedKind = 'brands' | 'categories' | 'warehouses' | 'departments';

/** Names of the reference rows a file may use, by Turkish-folded name. */
export interface References {
  /** folded name → id; ids of names that would be created are fresh UUIDs. */
  byKind: Record<NamedKind, Map<string, string>> & {
    /** Stock items: barcode → the name and variant key of the item holding it (stock-import-rows.ts). */
    stockBarcodes?: Map<string, string>;
  };
  /** Names (as first written in the file) that do not exist yet, by kind. */
  missing: Record<'brands' | 'categories' | 'departments', Map<string, { id: string; name: string }>>;
}

export type Creatable = ReadonlyArray<keyof References['missing']>;

/** How the rows of one kind become values. */
export interface ImportRowRules<V> {
  /** The mapped cells → checked values, or a Turkish message. Unknown names are recorded in `refs.missing` when creatable. */
  toValues(
    cells: Record<string, string>,
    refs: References,
    createMissing: boolean,
    creatable: Creatable,
  ): { values: V } | { message: string };
  key(values: V): string;
  duplicateMessage(otherRow: number): string;
}

/** A row of the file, read and checked; its action is decided against the stored rows afterwards. */
export interface PlannedRow<V> {
  /** The row as the spreadsheet program numbers it (the header is row 1). */
  row: number;
  /** 1-based among the data rows (the preview's first rows). */
  index: number;
  cells: string[];
  values?: V;
  /** The stored row the values were compared with (an update's 'before'). */
  stored?: unknown;
  action: ImportRowResult['action'];
  message?: string;
}

/** Stands in for a named row that does not exist, so the schema checks the rest of the row. */
export const NIL_ID = '00000000-0000-4000-8000-000000000000';

/** '-' is what the list exports write for an empty reference. */
export const blankReference = (text: string) => text.trim() === '' || text.trim() === '-';

/**
 * The id for a named reference: the stored row, a row to create (when allowed and asked for), or
 * undefined for an unknown name.
 */
export function resolveName(refs: References, kind: NamedKind, name: string, create: boolean): string | undefined {
  const key = nameKey(name);
  const found = refs.byKind[kind].get(key);
  if (found) return found;
  if (kind === 'warehouses') return undefined;
  const missing = refs.missing[kind];
  let entry = missing.get(key);
  if (!entry) {
    entry = { id: randomUUID(), name: name.trim() };
    missing.set(key, entry);
  }
  return create ? entry.id : undefined;
}

const FORMULA_REFUSED = (label: string) => `${label} sütununda formül var; formüller içe aktarılmaz. Hücreye değerin kendisini yazın.`;

/** One row of the file through the field mapping and the form's schema. */
export function planRow<V>(
  index: number,
  { row, cells }: TableRow,
  kind: ImportKind,
  refs: References,
  options: { mapping: ImportMapping; createMissing: boolean },
  creatable: Creatable,
): PlannedRow<V> {
  const mapped: Record<string, string> = {};
  let message: string | undefined;
  for (const field of importFields(kind)) {
    const column = options.mapping[field.key];
    // A field no column maps to stays out of `mapped` (a stock item keeps its stored value there).
    if (column === undefined) continue;
    const raw = cells[column] ?? '';
    const read = fromSpreadsheetText(raw);
    if (!read.ok) {
      message ??= FORMULA_REFUSED(field.label);
      continue;
    }
    mapped[field.key] = read.text;
  }
  const planned: PlannedRow<V> = { row, index, cells, action: 'error', message };
  if (!message) {
    const result = (rowRules(kind) as ImportRowRules<V>).toValues(mapped, refs, options.createMissing, creatable);
    if ('message' in result) planned.message = result.message;
    else planned.values = result.values;
  }
  return planned;
}

// ---------------------------------------------------------------- equipment

/** 'Müsait', 'müsait', 'available', 'MÜSAİT' → 'available'; anything else is left for the schema to refuse. */
function statusCode(text: string): string | undefined {
  if (text.trim() === '' || text.trim() === '-') return undefined;
  const key = nameKey(text);
  for (const status of EQUIPMENT_STATUSES) if (key === status || key === nameKey(EQUIPMENT_STATUS_LABELS[status])) return status;
  return text.trim();
}

const unknownName = (what: string, name: string, hint: boolean) =>
  `${what} bulunamadı: ${name.trim()}.${hint ? " Eksik olanları oluşturmak için 'Eksik markaları/kategorileri oluştur' kutusunu işaretleyin." : ''}`;

/** Equipment rows: matched by serial number. */
export const equipmentRowRules: ImportRowRules<EquipmentInput> = {
  toValues(cells, refs, createMissing, creatable) {
    const refId = (kind: 'brands' | 'categories' | 'warehouses', name: string) => {
      if (blankReference(name)) return { id: '' };
      const id = resolveName(refs, kind, name, createMissing && (creatable as string[]).includes(kind));
      return id ? { id } : { id: NIL_ID, unknown: name };
    };
    const brand = refId('brands', cells.brand ?? '');
    const category = refId('categories', cells.category ?? '');
    const warehouse = refId('warehouses', cells.warehouse ?? '');
    const value = importedValue(cells);
    if ('message' in value) return { message: value.message };
    const parsed = v.safeParse(EquipmentSchema, {
      serial_number: cells.serial_number ?? '',
      brand_id: brand.id,
      model: cells.model ?? '',
      category_id: category.id,
      warehouse_id: warehouse.id,
      status: statusCode(cells.status ?? ''),
      ...value.fields,
    });
    if (!parsed.success) return { message: firstIssueMessage(parsed.issues) };
    const canCreate = (kind: 'brands' | 'categories') => (creatable as string[]).includes(kind);
    if (brand.unknown !== undefined) return { message: unknownName('Marka', brand.unknown, canCreate('brands')) };
    if (category.unknown !== undefined) return { message: unknownName('Kategori', category.unknown, canCreate('categories')) };
    if (warehouse.unknown !== undefined) return { message: `Depo bulunamadı: ${warehouse.unknown.trim()}.` };
    return { values: parsed.output };
  },
  key: (values) => values.serial_number,
  duplicateMessage: (other) =>
    `Bu seri numarası dosyada birden fazla satırda var (${other}. satır da). Her seri numarası bir kez yazılmalıdır.`,
};

// ---------------------------------------------------------------- workers

/** '+90 532 123 45 67', '0532 123 4567', '(532) 123-45-67' → '5321234567'; other text is left for the schema. */
export function importedPhone(text: string): string {
  const compact = text.replace(/[\s()+.-]/g, '');
  if (!/^\d+$/.test(compact)) return text;
  return compact.replace(/^90(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
}

/** Worker rows: matched by TC Kimlik No; the department by name. */
export const workerRowRules: ImportRowRules<WorkerInput> = {
  toValues(cells, refs, createMissing, creatable) {
    const name = cells.department ?? '';
    let departmentId = '';
    let unknown: string | undefined;
    if (!blankReference(name)) {
      departmentId = resolveName(refs, 'departments', name, createMissing && creatable.includes('departments')) ?? '';
      if (!departmentId) {
        departmentId = NIL_ID;
        unknown = name;
      }
    }
    const parsed = v.safeParse(WorkerSchema, {
      first_name: cells.first_name ?? '',
      last_name: cells.last_name ?? '',
      tc_no: (cells.tc_no ?? '').trim(),
      phone: importedPhone(cells.phone ?? ''),
      department_id: departmentId,
    });
    if (!parsed.success) return { message: firstIssueMessage(parsed.issues) };
    if (unknown !== undefined) {
      const hint = creatable.includes('departments')
        ? " Eksik olanları oluşturmak için 'Eksik departmanları oluştur' kutusunu işaretleyin."
        : '';
      return { message: `Departman bulunamadı: ${unknown.trim()}.${hint}` };
    }
    return { values: parsed.output };
  },
  key: (values) => values.tc_no,
  duplicateMessage: (other) => `Bu TC Kimlik No dosyada birden fazla satırda var (${other}. satır da). Her kişi bir kez yazılmalıdır.`,
};

export function rowRules(kind: ImportKind): ImportRowRules<unknown> {
  const rules = { equipment: equipmentRowRules, workers: workerRowRules, stock: stockRowRules }[kind];
  return rules as ImportRowRules<unknown>;
}
