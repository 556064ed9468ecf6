// 'Durumu Güncelle' on the detail page: the four statuses (spec 02 §4), except the two that need
// what only their own step records: 'Tamirde' needs an assignee (Tamir Ata), 'Tamir Edildi' a
// repairer and a cost (Tamamla). The server moves the equipment with it (docs/state-machine.md).
import { useEffect, useState } from 'react';
import { FieldError, FieldLegend } from '@app/components/field';
import { FormModal } from '@app/components/form-modal';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { reportStatusRefusal } from '@shared/equipment-moves';
import { STATUS_MISSING } from '@shared/schemas/operations';
import { BROKEN_STATUSES, brokenStatusLabel, type BrokenStatus } from '@shared/status';
import { useUpdateRepairStatus } from '../api/update-repair-status';
import type { BrokenRecord } from '../api/types';

const HINTS: Record<BrokenStatus, string> = {
  pending: 'Atama kaldırılır; ekipman Arızalı kalır.',
  in_repair: 'Ekipman Arızalı kalır.',
  repaired: 'Ekipman Müsait (ya da teslim kaydı açıksa Sahada) olur.',
  scrapped: 'Ekipman Hurda olur.',
};

/** Why a status cannot be chosen here, or null when it can. */
export function unavailableStatusReason(
  record: Pick<BrokenRecord, 'status' | 'assigned_to_user' | 'repairer' | 'repair_cost'>,
  status: BrokenStatus,
): string | null {
  return reportStatusRefusal(
    { status: record.status, assigned: !!record.assigned_to_user, repairer: !!record.repairer, repairCost: record.repair_cost !== null },
    status,
  );
}

export function RepairStatusDialog({ record, open, onClose }: { record: BrokenRecord; open: boolean; onClose: () => void }) {
  const mutation = useUpdateRepairStatus();
  const [status, setStatus] = useState<BrokenStatus | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setStatus(record.status as BrokenStatus);
      setError(null);
    }
  }, [open, record.status]);

  const save = async () => {
    if (!status) {
      setError(STATUS_MISSING);
      return;
    }
    await saveWithToasts(() => mutation.mutateAsync({ id: record.id, status }), {
      success: 'Tamir durumu başarıyla güncellendi.',
      failure: (error) => conflictMessage(error, 'Tamir durumu güncellenirken bir hata oluştu.'),
      onSaved: onClose,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Durumu Güncelle"
      description="Tamir durumunu değiştirmek ekipmanın durumunu da günceller."
      onSubmit={save}
      submitting={mutation.isPending}
      submitLabel="Güncelle"
      submittingLabel="Güncelleniyor..."
    >
      <fieldset aria-describedby={error ? 'repair-status-error' : undefined} className="flex flex-col gap-2">
        <FieldLegend>Durum</FieldLegend>
        {BROKEN_STATUSES.map((s) => {
          const reason = unavailableStatusReason(record, s);
          return (
            <label
              key={s}
              className={`flex min-h-11 items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 ${reason ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name="repair-status"
                value={s}
                disabled={reason !== null}
                checked={status === s}
                onChange={() => {
                  setStatus(s);
                  setError(null);
                }}
                className="mt-0.5 size-4 accent-blue-700"
              />
              <span>
                <span className="font-medium text-slate-900">{brokenStatusLabel(s)}</span>
                <span className="block text-xs text-slate-600">{reason ?? HINTS[s]}</span>
              </span>
            </label>
          );
        })}
        <FieldError id="repair-status" error={error} />
      </fieldset>
    </FormModal>
  );
}
