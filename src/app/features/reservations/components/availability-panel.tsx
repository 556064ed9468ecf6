// 'Müsaitlik' (docs/planning.md): for a model and a range of days, per warehouse, how many are free
// for the whole range, the most reserved on one day, Sahada, Arızalı and Transferde.
import { useMemo, useState } from 'react';
import { DayInput } from '@app/components/day-input';
import { SelectField } from '@app/components/select-field';
import { useReference } from '@app/lib/reference-data';
import type { EquipmentRow } from '@shared/api-types';
import { addDays, warehouseToday } from '@shared/local-day';
import { useAvailability } from '../api/reservations-api';
import { modelKey, modelsOf } from './models';

const COLUMNS = [
  ['free', 'Boş'],
  ['reserved', 'Rezerve'],
  ['out', 'Sahada'],
  ['in_repair', 'Arızalı'],
  ['total', 'Toplam'],
] as const;

export function AvailabilityPanel() {
  const equipment = useReference<EquipmentRow>('equipment');
  const models = useMemo(() => modelsOf(equipment.data ?? []), [equipment.data]);
  const today = warehouseToday();
  const [choice, setChoice] = useState('');
  const [first, setFirst] = useState(today);
  const [last, setLast] = useState(today);
  const model = models.find((m) => modelKey(m) === choice);
  const valid = !!model && !!first && !!last && last >= first;
  const rows = useAvailability(valid ? { brandId: model.brand_id, model: model.model, from: first, to: addDays(last, 1) } : null);

  return (
    <section aria-labelledby="availability-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="availability-title" className="text-base font-semibold text-slate-900">
        Müsaitlik
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Model"
          placeholder="Model seçin"
          options={models.map((m) => ({ value: modelKey(m), label: m.label }))}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
        <DayInput showLabel label="Başlangıç" value={first} onChange={setFirst} />
        <DayInput showLabel label="Son gün" value={last} min={first} onChange={setLast} />
      </div>
      {rows.data ? (
        rows.data.length === 0 ? (
          <p className="text-sm text-slate-600">Depolarınızda bu modelden ekipman yok.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 pr-3 font-medium">Depo</th>
                  {COLUMNS.map(([key, label]) => (
                    <th key={key} className="px-2 py-1 text-right font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.data.map((r) => (
                  <tr key={r.warehouse.id} className="border-t border-slate-100" data-testid="availability-row">
                    <td className="py-1 pr-3">{r.warehouse.name}</td>
                    {COLUMNS.map(([key]) => (
                      <td key={key} className={`px-2 py-1 text-right tabular-nums ${key === 'free' ? 'font-semibold text-green-800' : ''}`}>
                        {r[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : rows.isError ? (
        <p className="text-sm text-red-700">Müsaitlik okunamadı.</p>
      ) : null}
    </section>
  );
}
