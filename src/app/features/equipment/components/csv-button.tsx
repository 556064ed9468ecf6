// CSV of a (possibly 100k-row) filtered list: the rows are gathered only when clicked.
import { Button } from '../../../components/button';
import { Can } from '../../../components/can';
import { downloadCsv } from '../../../components/export-csv-button';
import type { EquipmentRow } from '../api/get-equipment-list';
import { EQUIPMENT_CSV_COLUMNS } from './equipment-csv';

export function EquipmentCsvButton({ name, rows, disabled }: { name: string; rows: () => readonly EquipmentRow[]; disabled?: boolean }) {
  return (
    <Can permission="export_reports">
      <Button variant="secondary" disabled={disabled} onClick={() => downloadCsv(name, rows(), EQUIPMENT_CSV_COLUMNS)}>
        CSV İndir
      </Button>
    </Can>
  );
}
