// CSV of a (possibly 100k-row) filtered list: the rows are gathered only when clicked.
import { CsvButton, downloadCsv } from '@app/components/export-csv-button';
import type { EquipmentRow } from '../api/get-equipment-list';
import { EQUIPMENT_CSV_COLUMNS } from './equipment-csv';

export function EquipmentCsvButton({ name, rows, disabled }: { name: string; rows: () => readonly EquipmentRow[]; disabled?: boolean }) {
  return <CsvButton disabled={disabled} onDownload={() => downloadCsv(name, rows(), EQUIPMENT_CSV_COLUMNS)} />;
}
