// 'Değer ve Garanti' on the item's page (docs/equipment-care.md "Value and warranty"): the purchase,
// the price with what the repairs have cost beside it (and a warning past half the price), and the
// warranty's end with whether it still covers today. Read from the item's own answer: a page opened
// from the device's copy without network says it will show once connected.
import { StatusBadge } from '@app/components/status-badge';
import { repairsPastHalf, underWarranty, type EquipmentValue } from '@shared/equipment-value';
import { formatCurrency } from '@shared/format';
import { formatLocalDay, warehouseToday } from '@shared/local-day';

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

export function EquipmentValueSection({ value }: { value: EquipmentValue | undefined }) {
  return (
    <section
      aria-labelledby="value-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="equipment-value"
    >
      <h2 id="value-heading" className="mb-3 text-base font-semibold text-slate-900">
        Değer ve Garanti
      </h2>
      {value ? (
        <ValueList value={value} />
      ) : (
        <p className="text-sm text-slate-600">Değer ve garanti bilgileri bağlantı kurulunca gösterilir.</p>
      )}
    </section>
  );
}

function ValueList({ value }: { value: EquipmentValue }) {
  const today = warehouseToday();
  const pastHalf = repairsPastHalf(value.purchase_price, value.repair_cost_total);
  const share = value.purchase_price ? ` (fiyata oranı ${percent.format(value.repair_cost_total / value.purchase_price)})` : '';
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      <Item label="Satın Alma Tarihi">{formatLocalDay(value.purchase_date)}</Item>
      <Item label="Fiyat">{formatCurrency(value.purchase_price)}</Item>
      <Item label="Toplam Tamir Maliyeti">
        <span data-testid="repair-cost-total">
          {formatCurrency(value.repair_cost_total)}
          {value.repair_count ? ` · ${value.repair_count} tamir` : ''}
          {value.repair_cost_total ? share : ''}
        </span>
        {pastHalf ? (
          <StatusBadge tone="danger" className="ml-2">
            Fiyatının yarısını geçti
          </StatusBadge>
        ) : null}
      </Item>
      <Item label="Tedarikçi">{value.supplier ?? '-'}</Item>
      <Item label="Fatura No">{value.invoice_number ?? '-'}</Item>
      <Item label="Garanti Bitişi">
        {formatLocalDay(value.warranty_until)}
        {value.warranty_until ? (
          underWarranty(value.warranty_until, today) ? (
            <StatusBadge tone="success" className="ml-2">
              Garantili
            </StatusBadge>
          ) : (
            <StatusBadge className="ml-2">Garanti bitti</StatusBadge>
          )
        ) : null}
      </Item>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
