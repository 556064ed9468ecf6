// The equipment list of /equipment and of a warehouse's inventory, on the list kit: Seri No,
// Marka & Model, Kategori, Depo, Durum, Ekleyen, Eklenme Tarihi and the row actions (Detay,
// Düzenle, Sil). Rows open /equipment/{id}; the warehouse name opens /warehouses/{id}.
import { Link, useNavigate, linkOptions } from '@tanstack/react-router';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import {
  dateColumn,
  linkColumn,
  ListView,
  statusColumn,
  stopRowClick,
  type ListColumn,
  type ListViewProps,
} from '@app/components/list-view';
import { EquipmentStatusBadge } from '@app/components/status-badge';
import { fullName } from '@shared/format';
import { useHolders } from '@app/lib/holders';
import { locative } from '@shared/turkish-suffix';
import type { EquipmentRow } from '../api/get-equipment-list';
import { EditDeleteActions } from '@app/components/edit-delete-actions';

export interface EquipmentTableProps extends Pick<
  ListViewProps<EquipmentRow>,
  'rows' | 'paging' | 'summary' | 'empty' | 'filtered' | 'loading' | 'stale'
> {
  showWarehouse?: boolean;
  onEdit: (row: EquipmentRow) => void;
  onDelete: (row: EquipmentRow) => void;
  /** Label selection (checkbox column) when given. */
  selected?: ReadonlySet<string>;
  onToggle?: (row: EquipmentRow, on: boolean) => void;
  onTogglePage?: (on: boolean) => void;
}

function columns(showWarehouse: boolean, holders: ReadonlyMap<string, string>): ListColumn<EquipmentRow>[] {
  const list: ListColumn<EquipmentRow>[] = [
    linkColumn(
      {
        id: 'serial',
        header: 'Seri No',
        minWidth: 126,
        // A phone's line: the serial whole, on its own line.
        compactCell: (e) => <span className="block font-mono font-medium whitespace-nowrap text-blue-700">{e.serial_number}</span>,
      },
      (e) => ({ to: linkOptions({ to: '/equipment/$equipmentId', params: { equipmentId: e.id } }), text: e.serial_number }),
      { className: 'font-mono font-medium text-blue-700 hover:underline' },
    ),
    {
      id: 'model',
      header: 'Marka & Model',
      priority: 1,
      minWidth: 130,
      cell: (e) => (
        <>
          <div className="font-medium text-slate-900">{e.brand.name}</div>
          <div className="text-slate-600">{e.model}</div>
        </>
      ),
      // On a phone the holder of a Sahada item leads the line ('Cengiz Karakaya'da · Bosch GWS 22-230').
      compactCell: (e) => {
        const holder = e.status === 'in_field' ? holders.get(e.id) : undefined;
        return (
          <span>
            {holder ? (
              <span className="font-medium text-slate-800" data-testid="equipment-holder-line">
                {locative(holder)} ·{' '}
              </span>
            ) : null}
            {e.brand.name} {e.model}
          </span>
        );
      },
    },
    { id: 'category', header: 'Kategori', priority: 3, minWidth: 100, cell: (e) => e.category?.name ?? '-' },
  ];
  if (showWarehouse)
    list.push({
      id: 'warehouse',
      header: 'Depo',
      priority: 2,
      minWidth: 120,
      cell: (e) =>
        e.warehouse ? (
          <Can permission="view_warehouses" fallback={e.warehouse.name}>
            <Link
              to="/warehouses/$warehouseId"
              params={{ warehouseId: e.warehouse.id }}
              className="text-blue-700 hover:underline"
              onClick={stopRowClick}
            >
              {e.warehouse.name}
            </Link>
          </Can>
        ) : (
          '-'
        ),
    });
  list.push(
    // Sized so that at 1280 px every column of the spec fits beside the '⋯' menu (the widest badge is 'Transferde').
    // An item in the field names who holds it (Snipe-IT's 'Checked Out To').
    {
      ...statusColumn(
        (e: EquipmentRow) => (
          <>
            <EquipmentStatusBadge status={e.status} />
            {e.status === 'in_field' && holders.get(e.id) ? (
              <span className="text-xs text-slate-700" data-testid="equipment-holder">
                {holders.get(e.id)}
              </span>
            ) : null}
          </>
        ),
        { minWidth: 116 },
      ),
      // On a phone the holder is on the row's second line, the badge alone beside it.
      compactCell: (e: EquipmentRow) => <EquipmentStatusBadge status={e.status} />,
    },
    { id: 'creator', header: 'Ekleyen', priority: 3, minWidth: 110, cell: (e) => (e.created_by_user ? fullName(e.created_by_user) : '-') },
    dateColumn('created', 'Eklenme Tarihi', (e) => e.created_at, 3, { stacked: true }),
  );
  return list;
}

export function EquipmentTable({ showWarehouse = true, onEdit, onDelete, selected, onToggle, onTogglePage, ...list }: EquipmentTableProps) {
  const navigate = useNavigate();
  const holders = useHolders();
  const open = (row: EquipmentRow) => void navigate({ to: '/equipment/$equipmentId', params: { equipmentId: row.id } });
  return (
    <ListView
      {...list}
      caption="Ekipmanlar"
      rowTestId="equipment-row"
      rowLabel={(e) => e.serial_number}
      foldActions
      columns={columns(showWarehouse, holders)}
      onRowClick={open}
      selection={
        selected && onToggle
          ? {
              isSelected: (e) => selected.has(e.id),
              onToggle,
              onTogglePage,
              rowLabel: (e) => `${e.serial_number} etiket için seç`,
              pageLabel: 'Bu sayfadaki ekipmanları etiket için seç',
            }
          : undefined
      }
      actionsWidth={250}
      actions={(e) => (
        <>
          <Button variant="ghost" onClick={() => open(e)} aria-label={`${e.serial_number} detay`}>
            Detay
          </Button>
          <EditDeleteActions
            name={e.serial_number}
            edit={{ permission: 'edit_equipment', onClick: () => onEdit(e) }}
            remove={{ permission: 'delete_equipment', onClick: () => onDelete(e) }}
          />
        </>
      )}
    />
  );
}
