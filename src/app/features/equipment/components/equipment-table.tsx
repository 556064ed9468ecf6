// The equipment table of the list and of a warehouse's inventory: Seri No, Marka & Model,
// Kategori, Depo, Durum, Ekleyen, Eklenme Tarihi and the row actions. Rows open /equipment/{id}.
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../../components/button';
import { Can } from '../../../components/can';
import { EquipmentStatusBadge } from '../../../components/status-badge';
import { formatDateTime, fullName } from '../../../../shared/format';
import type { EquipmentRow } from '../api/get-equipment-list';

export interface EquipmentTableProps {
  rows: readonly EquipmentRow[];
  showWarehouse?: boolean;
  onEdit: (row: EquipmentRow) => void;
  onDelete: (row: EquipmentRow) => void;
  /** Label selection (checkbox column) when given. */
  selected?: ReadonlySet<string>;
  onToggle?: (row: EquipmentRow, on: boolean) => void;
  onTogglePage?: (on: boolean) => void;
}

const th = 'px-4 py-3';

export function EquipmentTable({ rows, showWarehouse = true, onEdit, onDelete, selected, onToggle, onTogglePage }: EquipmentTableProps) {
  const navigate = useNavigate();
  const open = (row: EquipmentRow) => void navigate({ to: '/equipment/$equipmentId', params: { equipmentId: row.id } });
  const allOnPage = selected ? rows.length > 0 && rows.every((r) => selected.has(r.id)) : false;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {selected ? (
              <th scope="col" className="w-12 px-2 py-1">
                <label className="flex size-11 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label="Bu sayfadaki ekipmanları etiket için seç"
                    checked={allOnPage}
                    onChange={(e) => onTogglePage?.(e.target.checked)}
                  />
                </label>
              </th>
            ) : null}
            <th scope="col" className={th}>Seri No</th>
            <th scope="col" className={th}>Marka &amp; Model</th>
            <th scope="col" className={th}>Kategori</th>
            {showWarehouse ? <th scope="col" className={th}>Depo</th> : null}
            <th scope="col" className={th}>Durum</th>
            <th scope="col" className={th}>Ekleyen</th>
            <th scope="col" className={th}>Eklenme Tarihi</th>
            <th scope="col" className={`${th} text-right`}>İşlemler</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((e) => (
            <tr key={e.id} className="cursor-pointer hover:bg-slate-50" onClick={() => open(e)} data-testid="equipment-row">
              {selected ? (
                <td className="px-2 py-1" onClick={(ev) => ev.stopPropagation()}>
                  {/* The whole 44 px cell toggles: touch-first. */}
                  <label className="flex size-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`${e.serial_number} etiket için seç`}
                      checked={selected.has(e.id)}
                      onChange={(ev) => onToggle?.(e, ev.target.checked)}
                    />
                  </label>
                </td>
              ) : null}
              <td className="px-4 py-3 whitespace-nowrap">
                <Link
                  to="/equipment/$equipmentId"
                  params={{ equipmentId: e.id }}
                  className="font-mono font-medium text-blue-700 hover:underline"
                  onClick={(ev) => ev.stopPropagation()}
                >
                  {e.serial_number}
                </Link>
              </td>
              <td className="px-4 py-3">
                <div className="font-medium text-slate-900">{e.brand?.name ?? '-'}</div>
                <div className="text-slate-600">{e.model}</div>
              </td>
              <td className="px-4 py-3 text-slate-700">{e.category?.name ?? '-'}</td>
              {showWarehouse ? (
                <td className="px-4 py-3 text-slate-700">
                  {e.warehouse ? (
                    <Can permission="view_warehouses" fallback={e.warehouse.name}>
                      <Link
                        to="/warehouses/$warehouseId"
                        params={{ warehouseId: e.warehouse.id }}
                        className="text-blue-700 hover:underline"
                        onClick={(ev) => ev.stopPropagation()}
                      >
                        {e.warehouse.name}
                      </Link>
                    </Can>
                  ) : (
                    '-'
                  )}
                </td>
              ) : null}
              <td className="px-4 py-3">
                <EquipmentStatusBadge status={e.status} />
              </td>
              <td className="px-4 py-3 text-slate-700">{e.created_by_user ? fullName(e.created_by_user) : '-'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(e.created_at)}</td>
              <td className="px-4 py-3" onClick={(ev) => ev.stopPropagation()}>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" onClick={() => open(e)} aria-label={`${e.serial_number} detay`}>
                    Detay
                  </Button>
                  <Can permission="edit_equipment">
                    <Button variant="ghost" onClick={() => onEdit(e)} aria-label={`${e.serial_number} düzenle`}>
                      Düzenle
                    </Button>
                  </Can>
                  <Can permission="delete_equipment">
                    <Button variant="ghost" className="text-red-700" onClick={() => onDelete(e)} aria-label={`${e.serial_number} sil`}>
                      Sil
                    </Button>
                  </Can>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
