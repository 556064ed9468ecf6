// The columns of 'Stok Raporları' (docs/stock.md): quantities in the item's unit, money in TRY as
// the app writes it (₺1.250,50), days as the warehouses' calendar shows them.
import { namedOnPhone, type ListColumn } from '@app/components/list-view';
import { formatCurrency } from '@shared/format';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { formatQuantity, STOCK_KIND_LABELS } from '@shared/stock';
import {
  CONSUMPTION_GROUP_LABELS,
  reportItemLabel,
  type ConsumptionGroup,
  type ConsumptionRow,
  type PpeIssuedRow,
  type StockValueRow,
} from '@shared/stock-reports';

const quantity = (n: number, unit: string) => `${formatQuantity(n)} ${unit}`;
const money = (n: number) => <span className="tabular-nums">{formatCurrency(n)}</span>;
/** A person (or the group of a consumption row) in bold, their department under the name. */
const withDepartment = (name: string, department: string | null) => (
  <span>
    <span className="font-semibold">{name}</span>
    {department ? <span className="block text-xs text-slate-600">{department}</span> : null}
  </span>
);

export function consumptionColumns(by: ConsumptionGroup): ListColumn<ConsumptionRow>[] {
  return [
    {
      id: 'group',
      header: CONSUMPTION_GROUP_LABELS[by],
      priority: 1,
      minWidth: 160,
      cell: (r) => withDepartment(r.group_name, r.department_name),
    },
    { id: 'item', header: 'Stok Kalemi', priority: 1, minWidth: 160, cell: (r) => reportItemLabel(r) },
    { id: 'kind', header: 'Tür', priority: 3, minWidth: 110, nowrap: true, cell: (r) => STOCK_KIND_LABELS[r.kind] },
    { id: 'issued', header: 'Teslim', priority: 3, minWidth: 100, nowrap: true, align: 'right', cell: (r) => quantity(r.issued, r.unit) },
    { id: 'returned', header: 'İade', priority: 3, minWidth: 100, nowrap: true, align: 'right', cell: (r) => quantity(r.returned, r.unit) },
    {
      id: 'consumed',
      header: 'Tüketim',
      priority: 1,
      minWidth: 100,
      nowrap: true,
      align: 'right',
      cell: (r) => <span className="font-semibold">{quantity(r.consumed, r.unit)}</span>,
    },
    { id: 'cost', header: 'Maliyet', priority: 2, minWidth: 120, nowrap: true, align: 'right', cell: (r) => money(r.cost) },
  ];
}

/** The next replacement day, red once it has come. */
function replacementDay(r: PpeIssuedRow) {
  if (!r.next_replacement_on) return '-';
  return (
    <span className={r.next_replacement_on <= warehouseToday() ? 'font-semibold text-red-700' : ''}>
      {formatLocalDay(r.next_replacement_on)}
    </span>
  );
}

export const PPE_COLUMNS: ListColumn<PpeIssuedRow>[] = [
  { id: 'worker', header: 'İşçi', priority: 1, minWidth: 160, cell: (r) => withDepartment(r.worker_name, r.department_name) },
  { id: 'item', header: 'KKD', priority: 1, minWidth: 160, cell: (r) => reportItemLabel(r) },
  { id: 'standard', header: 'Standart', priority: 3, minWidth: 120, cell: (r) => r.standard ?? '-' },
  { id: 'quantity', header: 'Miktar', priority: 1, minWidth: 100, nowrap: true, align: 'right', cell: (r) => quantity(r.quantity, r.unit) },
  namedOnPhone({ id: 'last', header: 'Son Teslim', priority: 2, minWidth: 120, nowrap: true }, 'Son teslim', (r) =>
    formatLocalDay(r.last_issued_on),
  ),
  {
    id: 'next',
    header: 'Yenileme',
    priority: 2,
    minWidth: 120,
    nowrap: true,
    cell: (r) => replacementDay(r),
    compactCell: (r) => (r.next_replacement_on ? <>Yenileme {replacementDay(r)}</> : 'Yenileme yok'),
  },
];

export const VALUE_COLUMNS: ListColumn<StockValueRow>[] = [
  { id: 'warehouse', header: 'Depo', priority: 1, minWidth: 160, cell: (r) => <span className="font-semibold">{r.warehouse_name}</span> },
  { id: 'items', header: 'Kalem', priority: 3, minWidth: 80, nowrap: true, align: 'right', cell: (r) => formatQuantity(r.items) },
  { id: 'consumable', header: 'Sarf Malzeme', priority: 3, minWidth: 130, nowrap: true, align: 'right', cell: (r) => money(r.consumable) },
  { id: 'ppe', header: 'KKD', priority: 3, minWidth: 130, nowrap: true, align: 'right', cell: (r) => money(r.ppe) },
  { id: 'spare_part', header: 'Yedek Parça', priority: 3, minWidth: 130, nowrap: true, align: 'right', cell: (r) => money(r.spare_part) },
  {
    id: 'value',
    header: 'Toplam Değer',
    priority: 1,
    minWidth: 140,
    nowrap: true,
    align: 'right',
    cell: (r) => <span className="font-semibold">{money(r.value)}</span>,
  },
];
