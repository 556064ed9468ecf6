// Files the import screens hand out: the template of each kind and the error report (the rows
// not imported: the row's number in the file, the row as it was read and a 'Hata' column), both as
// the app's CSV (src/shared/csv.ts). Imported again, the 'Satır' and 'Hata' columns map to no field.
import { ERROR_REPORT_COLUMN, importFields, ROW_COLUMN, type ImportKind, type ImportRowResult } from '@shared/import';
import type { CsvColumn } from '@shared/csv';
import { downloadCsv } from '@app/components/export-csv-button';

const TEMPLATE_EXAMPLES: Record<ImportKind, Record<string, string>> = {
  equipment: {
    serial_number: 'SN-000123',
    brand: 'Bosch',
    model: 'GSB 18V-55',
    category: 'Matkap',
    warehouse: 'Merkez Depo',
    status: 'Müsait',
    purchase_date: '15.03.2025',
    purchase_price: '12.500,00',
    supplier: 'Yapı Market A.Ş.',
    invoice_number: 'FTR2025000123',
    warranty_until: '15.03.2027',
  },
  workers: { first_name: 'Ayşe', last_name: 'Yılmaz', tc_no: '12345678901', phone: '5321234567', department: 'Montaj' },
  stock: {
    name: 'İş Güvenliği Ayakkabısı',
    kind: 'KKD',
    unit: 'çift',
    barcode: '8690000000012',
    category: 'Koruyucu Ekipman',
    variant: '42',
    standard: 'EN ISO 20345 S3',
    replacement_months: '12',
    returnable: 'Hayır',
    warehouse: 'Merkez Depo',
    opening_qty: '20',
    unit_price: '850,00',
    min_qty: '5',
    reorder_qty: '25',
  },
};

const FILE_NAMES: Record<ImportKind, { template: string; errors: string }> = {
  equipment: { template: 'ekipman-sablonu', errors: 'ekipman-ice-aktarma-hatalari' },
  workers: { template: 'isci-sablonu', errors: 'isci-ice-aktarma-hatalari' },
  stock: { template: 'stok-sablonu', errors: 'stok-ice-aktarma-hatalari' },
};

export function downloadTemplate(kind: ImportKind): void {
  const columns: CsvColumn<Record<string, string>>[] = importFields(kind).map((f) => ({ header: f.label, value: (row) => row[f.key] }));
  downloadCsv(FILE_NAMES[kind].template, [TEMPLATE_EXAMPLES[kind]], columns);
}

export function downloadErrorReport(kind: ImportKind, headers: readonly string[], errors: readonly ImportRowResult[]): void {
  const columns: CsvColumn<ImportRowResult>[] = [
    { header: ROW_COLUMN, value: (r) => r.row },
    ...headers.map((header, i) => ({ header, value: (r: ImportRowResult) => r.cells[i] ?? '' })),
    { header: ERROR_REPORT_COLUMN, value: (r) => r.message ?? '' },
  ];
  downloadCsv(FILE_NAMES[kind].errors, errors, columns);
}
