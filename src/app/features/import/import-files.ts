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
  },
  workers: { first_name: 'Ayşe', last_name: 'Yılmaz', tc_no: '12345678901', phone: '5321234567', department: 'Montaj' },
};

export function downloadTemplate(kind: ImportKind): void {
  const columns: CsvColumn<Record<string, string>>[] = importFields(kind).map((f) => ({ header: f.label, value: (row) => row[f.key] }));
  downloadCsv(kind === 'equipment' ? 'ekipman-sablonu' : 'isci-sablonu', [TEMPLATE_EXAMPLES[kind]], columns);
}

export function downloadErrorReport(kind: ImportKind, headers: readonly string[], errors: readonly ImportRowResult[]): void {
  const columns: CsvColumn<ImportRowResult>[] = [
    { header: ROW_COLUMN, value: (r) => r.row },
    ...headers.map((header, i) => ({ header, value: (r: ImportRowResult) => r.cells[i] ?? '' })),
    { header: ERROR_REPORT_COLUMN, value: (r) => r.message ?? '' },
  ];
  downloadCsv(kind === 'equipment' ? 'ekipman-ice-aktarma-hatalari' : 'isci-ice-aktarma-hatalari', errors, columns);
}
