// 'Tamir maliyeti fiyatının yarısını geçenler' above the fault list (docs/equipment-care.md "Value
// and warranty"): the items of the reader's warehouses whose recorded repairs cost more than half
// their price, dearest share first (GET /equipment/repair-cost-report). Read when opened.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PathLink } from '@app/components/path-link';
import { Spinner } from '@app/components/spinner';
import { api, errorMessage } from '@app/lib/api-client';
import type { RepairCostReport } from '@shared/equipment-value';
import { formatCurrency } from '@shared/format';
import { equipmentTitle, linkClasses } from './labels';

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

export function RepairCostReportSection() {
  const [open, setOpen] = useState(false);
  const report = useQuery({
    queryKey: ['equipment', 'repair-cost-report'],
    queryFn: () => api.get<RepairCostReport>('/equipment/repair-cost-report'),
    enabled: open,
    meta: { persist: false },
  });
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="repair-cost-report"
    >
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-900">
        Tamir maliyeti fiyatının yarısını geçenler
        {report.data ? ` (${report.data.items.length})` : ''}
      </summary>
      {!open ? null : report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(report.error, 'Rapor yüklenemedi.')}
        </p>
      ) : report.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Fiyatı girilmiş {report.data.priced.toLocaleString('tr-TR')} ekipmandan hiçbirinin tamir maliyeti fiyatının yarısını geçmedi.
        </p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-100">
          {report.data.items.map((r) => (
            <li key={r.id} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <span>
                <PathLink to={`/equipment/${r.id}`} className={linkClasses}>
                  {equipmentTitle(r)}
                </PathLink>{' '}
                <span className="font-mono text-slate-600">{r.serial_number}</span>
                {r.warehouse ? <span className="text-slate-500"> · {r.warehouse.name}</span> : null}
              </span>
              <span className="text-slate-800">
                {formatCurrency(r.repair_cost_total)} / {formatCurrency(r.purchase_price)} ·{' '}
                <strong className="text-red-800">{percent.format(r.ratio)}</strong> · {r.repair_count} tamir
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
