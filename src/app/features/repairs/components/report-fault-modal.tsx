// 'Arıza Bildir' (spec 02 §5): warehouse, then one of its items that is available or in the field,
// then the fault. Sent through the outbox: without network the report is queued, not lost.
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { EquipmentStatusBadge } from '@app/components/status-badge';
import { TextareaField } from '@app/components/textarea-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { LOAD_FAILED } from '@app/lib/load-errors';
import { outboxMarkOf } from '@app/lib/offline/overlay';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { ScanButton } from '@app/components/scanner/scan-button';
import { usePrefillFromScan } from '@app/components/use-prefill-from-scan';
import { ReportFaultSchema, type ReportFaultInput } from '@shared/schemas/operations';
import { canMove } from '@shared/equipment-moves';
import { scanRefusal } from '@shared/equipment-move-messages';
import { useEquipmentOptions, useWarehouseOptions } from '../api/get-pickers';
import { useReportFault } from '../api/report-fault';
import type { EquipmentOption } from '../api/types';
import { equipmentTitle } from './labels';
import { OptionPicker } from './option-picker';
import { nameOptions } from '@shared/collation';
import { PHOTO_LIMITS } from '@shared/photos';
import { PhotoPicker } from '@app/components/photos/photo-picker';
import type { ReducedPhoto } from '@app/lib/photos/reduce-photo';
import { fieldProps, FormAlert } from '@app/components/field';

type FormInput = v.InferInput<typeof ReportFaultSchema>;
const EMPTY: ReportFaultInput = { warehouse_id: '', equipment_id: '', issue: '', photos: null };
export const QUEUED_FAULT_MESSAGE = 'Çevrimdışı: arıza kaydı kuyruğa alındı, bağlantı gelince gönderilecek.';
const equipmentSearchFields = (e: EquipmentOption) => [e.model, e.serial_number];

/** `initialItemId`: the item filled in when the dialog opens (the scan's action sheet). */
export function ReportFaultModal({ open, onClose, initialItemId }: { open: boolean; onClose: () => void; initialItemId?: string }) {
  const warehouses = useWarehouseOptions(open);
  const equipment = useEquipmentOptions(open);
  const mutation = useReportFault();
  // Reduced as they are chosen: only the reduced photos are held and queued with the report.
  const [photos, setPhotos] = useState<ReducedPhoto[]>([]);
  const { register, control, handleSubmit, watch, setValue, formState } = useDialogForm<FormInput, unknown, ReportFaultInput>(
    open,
    () => EMPTY,
    { resolver: valibotResolver(ReportFaultSchema), defaultValues: EMPTY },
  );
  const { errors, isSubmitting, isSubmitted } = formState;
  const field = fieldProps(register, errors);

  useEffect(() => {
    if (open) setPhotos([]);
  }, [open]);
  const warehouseId = watch('warehouse_id');
  const eligible = useMemo(
    () => (equipment.data ?? []).filter((e) => e.warehouse_id === warehouseId && canMove('report_fault', e.status)),
    [equipment.data, warehouseId],
  );

  // A scanned serial picks the item (and its warehouse when none is chosen yet).
  const onScan = (serial: string) => {
    const item = findBySerial(equipment.data ?? [], serial);
    const current = watch('warehouse_id');
    const refusal = scanRefusal('report_fault', serial, item, { pending: !!item && !!outboxMarkOf(item), warehouseId: current });
    if (refusal || !item) return refusal ?? undefined;
    if (!current && item.warehouse_id) setValue('warehouse_id', item.warehouse_id, { shouldValidate: isSubmitted });
    setValue('equipment_id', item.id, { shouldValidate: isSubmitted });
  };

  // The linked item, once the list is read: chosen as a scan would choose it (or refused with why).
  usePrefillFromScan({ open, itemId: initialItemId, items: equipment.data, choose: onScan });

  const save = async (input: ReportFaultInput) => {
    const item = eligible.find((e) => e.id === input.equipment_id);
    const pictured = photos.length ? ` · ${photos.length} fotoğraf` : '';
    const label = `Arıza: ${item ? `${item.serial_number} (${equipmentTitle(item)})` : input.equipment_id}${pictured}`;
    await saveWithToasts(
      () => mutation.mutateAsync({ input: { ...input, photos: photos.length ? photos.map((p) => p.dataUrl) : null }, label }),
      {
        success: 'Arıza kaydı başarıyla oluşturuldu.',
        queued: QUEUED_FAULT_MESSAGE,
        failure: 'Arıza kaydı oluşturulurken bir hata oluştu.',
        onSaved: onClose,
      },
    );
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Arıza Bildir"
      size="lg"
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
      submitLabel="Arıza Bildir"
      submittingLabel="Gönderiliyor..."
    >
      <SelectField
        label="Depo"
        required
        placeholder={warehouses.isPending ? 'Yükleniyor...' : 'Depo seçin'}
        options={nameOptions(warehouses.data)}
        {...register('warehouse_id', { onChange: () => setValue('equipment_id', '') })}
        error={errors.warehouse_id?.message}
      />
      <ScanButton label="Barkodla Seç" title="Arızalı ekipmanı tara" className="self-start" onScan={onScan} />
      <Controller
        control={control}
        name="equipment_id"
        render={({ field }) =>
          warehouseId ? (
            <OptionPicker
              label="Ekipman"
              required
              items={eligible}
              value={field.value ?? ''}
              onChange={field.onChange}
              getId={(e) => e.id}
              searchFields={equipmentSearchFields}
              searchLabel="Ekipman ara"
              searchPlaceholder="Model veya seri numarası"
              emptyText="Bu depoda arıza bildirilebilecek müsait ekipman bulunmuyor."
              query={equipment}
              failedText={LOAD_FAILED.equipment}
              error={errors.equipment_id?.message}
              render={(e) => (
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium text-slate-900">{equipmentTitle(e)}</span>
                    <span className="block text-xs text-slate-500">{e.serial_number}</span>
                  </span>
                  <EquipmentStatusBadge status={e.status} />
                </span>
              )}
            />
          ) : (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium text-slate-700">Ekipman</p>
              <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">Önce bir depo seçin.</p>
              <FormAlert message={errors.equipment_id?.message} />
            </div>
          )
        }
      />
      <TextareaField label="Arıza Açıklaması" required rows={4} placeholder="Arızayı kısaca tarif edin" {...field('issue')} />
      <PhotoPicker label="Hasar Fotoğrafları" photos={photos} onChange={setPhotos} max={PHOTO_LIMITS.fault} disabled={isSubmitting} />
    </FormModal>
  );
}
