// The item's periodic inspections and calibrations (docs/equipment-care.md): each check its
// category requires with its state and due day (from the item row, so it shows offline too), the
// recorded checks with their certificate, and 'Kontrol Kaydet' for users who record them.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { errorMessage } from '@app/lib/api-client';
import { CHECK_RESULT_LABELS, checkState, formatCheckDay, type CheckDue } from '@shared/equipment-checks';
import { fullName } from '@shared/format';
import { warehouseToday } from '@shared/local-day';
import { getCertificate, useEquipmentChecks } from '../api/equipment-checks';
import { CheckStateBadge } from './check-state-badge';
import { RecordCheckModal } from './record-check-modal';

const day = (value: string | null) => (value ? formatCheckDay(value) : '-');

async function openCertificate(checkId: string) {
  try {
    const file = await getCertificate(checkId);
    const link = document.createElement('a');
    link.href = file.data;
    link.download = file.filename;
    link.click();
  } catch (error) {
    toast.error(errorMessage(error, 'Sertifika indirilemedi.'));
  }
}

export interface EquipmentChecksSectionProps {
  equipment: { id: string; serial_number: string; category_id: string | null; check_due?: CheckDue[] | null };
}

export function EquipmentChecksSection({ equipment }: EquipmentChecksSectionProps) {
  const history = useEquipmentChecks(equipment.id);
  const [recording, setRecording] = useState(false);
  const today = warehouseToday();
  const required = equipment.check_due ?? [];
  if (required.length === 0 && (history.data ?? []).length === 0) return null;

  return (
    <section aria-labelledby="checks-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="checks-heading" className="text-base font-semibold text-slate-900">
          Periyodik Kontroller
        </h2>
        {required.length > 0 ? (
          <Can permission="record_equipment_check">
            <Button variant="secondary" onClick={() => setRecording(true)}>
              Kontrol Kaydet
            </Button>
          </Can>
        ) : null}
      </div>
      {required.length > 0 ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Gerekli kontroller">
          {required.map((check) => (
            <li
              key={check.name}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
              data-testid="required-check"
            >
              <span className="font-medium text-slate-900">{check.name}</span>
              <span className="flex items-center gap-2 text-slate-700">
                {check.due_on ? `Son gün ${day(check.due_on)}` : check.checked_on ? `Kontrol ${day(check.checked_on)}` : 'Kayıt yok'}
                <CheckStateBadge state={checkState(check, today)} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {(history.data ?? []).length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Kontrol kayıtları</caption>
            <thead className="text-slate-600">
              <tr>
                {['Kontrol', 'Tarih', 'Yapan', 'Sonuç', 'Sertifika', 'Sonraki'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.data!.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className="py-2 pr-3">{c.check_name}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{day(c.checked_on)}</td>
                  <td className="py-2 pr-3">
                    {c.performed_by}
                    {c.created_by_user ? <div className="text-xs text-slate-500">Giren: {fullName(c.created_by_user)}</div> : null}
                  </td>
                  <td className="py-2 pr-3">{CHECK_RESULT_LABELS[c.result]}</td>
                  <td className="py-2 pr-3">
                    {c.certificate_no ?? '-'}
                    {c.certificate ? (
                      <button
                        type="button"
                        className="block min-h-11 text-blue-700 hover:underline"
                        onClick={() => void openCertificate(c.id)}
                      >
                        Dosyayı indir
                      </button>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{day(c.next_due_on)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <RecordCheckModal open={recording} onClose={() => setRecording(false)} equipment={equipment} />
    </section>
  );
}
