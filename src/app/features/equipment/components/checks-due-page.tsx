// /equipment/checks: the checks that have run out (or failed, or were never recorded) and those
// running out within 30 days, per warehouse (docs/equipment-care.md). Rows open the item.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SelectField } from '@app/components/select-field';
import { Spinner } from '@app/components/spinner';
import { useReference } from '@app/lib/reference-data';
import { nameOptions } from '@shared/collation';
import { CHECK_DUE_SOON_DAYS } from '@shared/equipment-checks';
import { useDueChecks } from '../api/equipment-checks';
import { DueCheckText } from './check-state-badge';
import { EquipmentTabHead } from './equipment-tabs';

export function ChecksDuePage() {
  const [warehouseId, setWarehouseId] = useState('');
  const warehouses = useReference<{ id: string; name: string }>('warehouses', { errorMessage: 'Depolar yüklenemedi.' });
  const due = useDueChecks(warehouseId || null);
  const data = due.data;

  return (
    <div>
      <EquipmentTabHead
        title="Periyodik Kontroller"
        description={`Süresi dolan ve ${CHECK_DUE_SOON_DAYS} gün içinde dolacak kontroller.`}
        action={
          <SelectField
            label="Depo"
            containerClassName="sm:w-64"
            placeholder="Tüm depolar"
            options={nameOptions(warehouses.data)}
            value={warehouseId}
            onChange={(e) => setWarehouseId(e.target.value)}
          />
        }
      />
      {due.isPending ? (
        <Spinner block />
      ) : !data ? (
        <p className="text-sm text-red-700">Kontrol listesi yüklenemedi.</p>
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-xl border border-red-200 bg-red-50 p-3">
              <dt className="text-sm text-red-800">Süresi dolmuş</dt>
              <dd className="text-2xl font-semibold text-red-900" data-testid="checks-overdue">
                {data.overdue.toLocaleString('tr-TR')}
              </dd>
            </div>
            <div className="rounded-xl border border-amber-200 bg-amber-50 p-3">
              <dt className="text-sm text-amber-800">{CHECK_DUE_SOON_DAYS} gün içinde</dt>
              <dd className="text-2xl font-semibold text-amber-900" data-testid="checks-due-soon">
                {data.due_soon.toLocaleString('tr-TR')}
              </dd>
            </div>
          </dl>
          {data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
              Süresi dolan veya yaklaşan kontrol yok.
            </p>
          ) : (
            <ul
              className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              aria-label="Kontrol listesi"
            >
              {data.items.map((r) => (
                <li key={`${r.equipment_id}-${r.name}`}>
                  <Link
                    to="/equipment/$equipmentId"
                    params={{ equipmentId: r.equipment_id }}
                    className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-slate-50"
                  >
                    <DueCheckText row={r} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.total > data.items.length ? (
            <p className="mt-2 text-sm text-slate-600">
              İlk {data.items.length.toLocaleString('tr-TR')} kayıt gösteriliyor (toplam {data.total.toLocaleString('tr-TR')}).
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
