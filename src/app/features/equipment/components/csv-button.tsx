// CSV of a (possibly 100k-row) filtered list: the rows are gathered only when clicked. The list's
// rows do not carry the items' value (docs/equipment-care.md), so the file asks the server for the
// values of the items that have any (GET /equipment/values) and writes them beside each row; without
// a connection the download fails with the transient wording (a file with empty value columns would
// read as 'no price').
import { CsvButton, downloadCsv } from '@app/components/export-csv-button';
import { api } from '@app/lib/api-client';
import type { EquipmentValue } from '@shared/equipment-value';
import type { EquipmentRow } from '../api/get-equipment-list';
import { EQUIPMENT_CSV_COLUMNS } from './equipment-csv';

async function withValues(rows: readonly EquipmentRow[]): Promise<EquipmentRow[]> {
  const values = await api.get<Array<EquipmentValue & { id: string }>>('/equipment/values');
  const byId = new Map(values.map((v) => [v.id, v]));
  return rows.map((r) => ({ ...r, value: byId.get(r.id) }));
}

export function EquipmentCsvButton({ name, rows, disabled }: { name: string; rows: () => readonly EquipmentRow[]; disabled?: boolean }) {
  return <CsvButton disabled={disabled} onDownload={async () => downloadCsv(name, await withValues(rows()), EQUIPMENT_CSV_COLUMNS)} />;
}
