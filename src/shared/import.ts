// Importing equipment, workers and stock items from a spreadsheet (docs/import.md): the fields a file's columns
// map to, the automatic mapping by Turkish or English header names, the limits, and the answers of
// the preview and the write. The server and the import screens read the same definitions.
import { nameKey } from './search';

export const IMPORT_KINDS = ['equipment', 'workers', 'stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  key: string;
  /** Turkish label: the mapping screen, the template's header, the equipment/worker CSV export's header. */
  label: string;
  required: boolean;
  /** Other header names that map here automatically (Turkish and English, any case). */
  aliases: readonly string[];
}

export const EQUIPMENT_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'serial_number',
    label: 'Seri No',
    required: true,
    aliases: ['Seri Numarası', 'Seri', 'Serial', 'Serial Number', 'Serial No', 'S/N', 'SN'],
  },
  { key: 'brand', label: 'Marka', required: true, aliases: ['Brand', 'Manufacturer', 'Üretici'] },
  { key: 'model', label: 'Model', required: true, aliases: ['Model Adı', 'Model Name'] },
  { key: 'category', label: 'Kategori', required: true, aliases: ['Category', 'Tür', 'Type'] },
  { key: 'warehouse', label: 'Depo', required: true, aliases: ['Warehouse', 'Location', 'Depo Adı', 'Konum'] },
  { key: 'status', label: 'Durum', required: false, aliases: ['Status', 'State'] },
  // Value and warranty (docs/equipment-care.md); an empty cell keeps what is stored.
  { key: 'purchase_date', label: 'Satın Alma Tarihi', required: false, aliases: ['Alış Tarihi', 'Alım Tarihi', 'Purchase Date'] },
  { key: 'purchase_price', label: 'Fiyat', required: false, aliases: ['Fiyat (TRY)', 'Satın Alma Fiyatı', 'Alış Fiyatı', 'Price'] },
  { key: 'supplier', label: 'Tedarikçi', required: false, aliases: ['Satıcı', 'Tedarikçi Firma', 'Supplier', 'Vendor'] },
  { key: 'invoice_number', label: 'Fatura No', required: false, aliases: ['Fatura Numarası', 'Invoice', 'Invoice No', 'Invoice Number'] },
  {
    key: 'warranty_until',
    label: 'Garanti Bitişi',
    required: false,
    aliases: ['Garanti Bitiş Tarihi', 'Garanti', 'Warranty', 'Warranty End'],
  },
];

export const WORKER_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'first_name', label: 'Ad', required: true, aliases: ['Adı', 'İsim', 'First Name', 'Firstname', 'Given Name', 'Name'] },
  { key: 'last_name', label: 'Soyad', required: true, aliases: ['Soyadı', 'Soyisim', 'Last Name', 'Lastname', 'Surname', 'Family Name'] },
  {
    key: 'tc_no',
    label: 'TC Kimlik No',
    required: true,
    aliases: ['TC', 'TC No', 'TCKN', 'T.C. Kimlik No', 'Kimlik No', 'National ID', 'ID Number'],
  },
  { key: 'phone', label: 'Telefon', required: true, aliases: ['Telefon No', 'Cep Telefonu', 'GSM', 'Phone', 'Phone Number', 'Mobile'] },
  { key: 'department', label: 'Departman', required: true, aliases: ['Bölüm', 'Department', 'Birim'] },
];

/** Stock items (docs/stock.md); a warehouse with an opening quantity, minimum and reorder level optionally. */
export const STOCK_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'name',
    label: 'Stok Adı',
    required: true,
    aliases: ['Ad', 'Adı', 'Malzeme', 'Malzeme Adı', 'Stok Kalemi', 'Name', 'Item', 'Item Name'],
  },
  { key: 'kind', label: 'Tür', required: true, aliases: ['Stok Türü', 'Kind', 'Type'] },
  { key: 'unit', label: 'Birim', required: true, aliases: ['Ölçü Birimi', 'Unit', 'UOM'] },
  { key: 'barcode', label: 'Barkod', required: false, aliases: ['EAN', 'EAN-13', 'Barcode'] },
  { key: 'category', label: 'Kategori', required: false, aliases: ['Category'] },
  { key: 'variant', label: 'Beden / Varyant', required: false, aliases: ['Beden', 'Varyant', 'Numara', 'Size', 'Variant'] },
  { key: 'standard', label: 'Standart', required: false, aliases: ['CE', 'Standart / CE', 'Standard'] },
  {
    key: 'replacement_months',
    label: 'Değiştirme Süresi (Ay)',
    required: false,
    aliases: ['Değiştirme Süresi', 'Yenileme Süresi', 'Replacement Months'],
  },
  { key: 'returnable', label: 'İade Edilir', required: false, aliases: ['İade', 'İadeli', 'Returnable'] },
  { key: 'warehouse', label: 'Depo', required: false, aliases: ['Warehouse', 'Depo Adı'] },
  { key: 'opening_qty', label: 'Açılış Miktarı', required: false, aliases: ['Miktar', 'Stok Miktarı', 'Opening Quantity', 'Quantity'] },
  { key: 'unit_price', label: 'Birim Fiyat', required: false, aliases: ['Fiyat', 'Unit Price', 'Price'] },
  { key: 'min_qty', label: 'Minimum', required: false, aliases: ['Minimum Stok', 'Min', 'Minimum Quantity'] },
  { key: 'reorder_qty', label: 'Sipariş Seviyesi', required: false, aliases: ['Sipariş Seviyesine Kadar', 'Reorder Level'] },
];

export function importFields(kind: ImportKind): readonly ImportField[] {
  return kind === 'equipment' ? EQUIPMENT_IMPORT_FIELDS : kind === 'workers' ? WORKER_IMPORT_FIELDS : STOCK_IMPORT_FIELDS;
}

/** Field key → 0-based column index of the file; a field left out is not read. */
export type ImportMapping = Record<string, number>;

/** Header text reduced to letters and digits, Turkish-case-folded ('Seri No' = 'SERİ NO' = 'seri_no'). */
function headerKey(header: string): string {
  return nameKey(header).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The mapping guessed from a file's header row: each field takes the first column named like it. */
export function autoMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const keys = headers.map(headerKey);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of importFields(kind)) {
    const names = [field.label, field.key, ...field.aliases].map(headerKey);
    const index = keys.findIndex((k, i) => !taken.has(i) && k !== '' && names.includes(k));
    if (index >= 0) {
      mapping[field.key] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/** Limits of one file; a file past any of them is refused whole with a Turkish message. */
export const IMPORT_LIMITS = {
  /** Upload size. */
  maxBytes: 25 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 100_000,
  maxColumns: 50,
  /** Characters in one cell. */
  maxCellLength: 1000,
  /** What an .xlsx may inflate to in total, by the sizes its zip directory declares. */
  maxUnzippedBytes: 200 * 1024 * 1024,
} as const;

/** A file over `maxBytes`, said the same by the page (before sending it) and the server. */
export const fileTooLarge = (maxBytes: number = IMPORT_LIMITS.maxBytes) =>
  `Dosya en fazla ${(maxBytes / 1024 / 1024).toLocaleString('tr-TR')} MB olabilir.`;

export type ImportAction = 'create' | 'update' | 'skip' | 'error';

export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Eklenecek',
  update: 'Güncellenecek',
  skip: 'Aynı (atlanacak)',
  error: 'Hata',
};

export interface ImportRowResult {
  /** The row as the spreadsheet program numbers it: the header is row 1, the first data row 2. */
  row: number;
  action: ImportAction;
  /** Turkish reason for an error. */
  message?: string;
  /** The row's cells as read from the file. */
  cells: string[];
}

export interface ImportCounts {
  create: number;
  update: number;
  skip: number;
  error: number;
}

/** Names the file uses that do not exist yet (created only with `create_missing`). */
export interface ImportMissingNames {
  brands: string[];
  categories: string[];
  departments: string[];
}

export interface ImportPreview {
  file_name: string;
  headers: string[];
  mapping: ImportMapping;
  total: number;
  counts: ImportCounts;
  missing: ImportMissingNames;
  /** The first rows and every error row (up to PREVIEW_ROW_LIMIT each), in file order. */
  rows: ImportRowResult[];
}

export const PREVIEW_ROW_LIMIT = 500;

/** One line of the write's answer (newline-delimited JSON). */
export type ImportProgressLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'summary'; summary: ImportSummary }
  /** A server fault after the write began: the batches before it are complete. */
  | { type: 'error'; error: string };

export interface ImportSummary {
  file_name: string;
  total: number;
  counts: ImportCounts;
  headers: string[];
  /** Rows not written: validation errors and, after a failed batch, every row from it on. */
  errors: ImportRowResult[];
  /** Set when a batch failed: nothing from `failed_from_row` on was written. */
  failure?: { message: string; failed_from_row: number };
}

/** The error report's extra columns: the row as the spreadsheet numbers it, and the reason. */
export const ROW_COLUMN = 'Satır';
export const ERROR_REPORT_COLUMN = 'Hata';
