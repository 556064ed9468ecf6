// The warehouse a stock screen shows: the one in its address (`depo`), else the caller's first, with
// the select that changes it ('Stok', 'Yenilemesi Gelenler').
import { SelectField } from '@app/components/select-field';
import { useStockPickers } from '../api/stock-api';

export function useChosenWarehouse(depo: string | undefined) {
  const pickers = useStockPickers();
  const warehouses = pickers.data?.warehouses ?? [];
  const warehouse = warehouses.find((w) => w.id === depo) ?? warehouses[0] ?? null;
  return { pickers, warehouses, warehouse };
}

export function WarehouseSelect({
  warehouses,
  value,
  onChange,
}: {
  warehouses: ReadonlyArray<{ id: string; name: string }>;
  value: string | undefined;
  onChange: (depo: string | undefined) => void;
}) {
  return (
    <SelectField
      label="Depo"
      containerClassName="w-full sm:w-64"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
    />
  );
}
