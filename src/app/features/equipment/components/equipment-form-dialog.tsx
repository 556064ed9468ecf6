// Create/edit equipment (spec 02 §4–§5): serial number, brand, model, category, warehouse; in edit
// only the scrap/restore move is offered, as a checkbox; unchecking keeps the current status. The
// value and warranty fields (EquipmentValueFields) are shown once the item's value is read; until
// then (offline) they are neither shown nor sent, so an edit never clears them.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { useRecordForm } from '@app/lib/use-record-form';
import { EquipmentFormSchema, equipmentFormInput, type EquipmentFormValues } from '@shared/schemas/inventory';
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from '@shared/status';
import { useCreateEquipment } from '../api/create-equipment';
import { useEquipment } from '../api/get-equipment';
import { EquipmentValueFieldset, valueFormValues } from './equipment-value-fields';
import type { EquipmentRow } from '../api/get-equipment-list';
import { useUpdateEquipment } from '../api/update-equipment';
import { nameOptions } from '@shared/collation';

interface Option {
  id: string;
  name: string;
}

export interface EquipmentFormDialogProps {
  open: boolean;
  /** null: create. */
  equipment: EquipmentRow | null;
  brands: readonly Option[];
  categories: readonly Option[];
  warehouses: readonly Option[];
  /** Preselected (and fixed) warehouse, e.g. on the warehouse detail. */
  warehouseId?: string;
  onClose: () => void;
}

const EMPTY: EquipmentFormValues = { serial_number: '', brand_id: '', model: '', category_id: '', warehouse_id: '' };

export function EquipmentFormDialog({ open, equipment, brands, categories, warehouses, warehouseId, onClose }: EquipmentFormDialogProps) {
  const createEquipment = useCreateEquipment();
  const updateEquipment = useUpdateEquipment();
  const [statusMove, setStatusMove] = useState(false);
  // A list row has no value: the item's own answer brings it (the form waits for it to show the fields).
  const detail = useEquipment(equipment?.value ? '' : (equipment?.id ?? ''));
  const value = equipment ? (equipment.value ?? detail.data?.value) : null;
  const current = equipment?.status ?? 'available';
  // Per item opened, and again if its status moved meanwhile (the tick meant a move from that
  // status); a list re-rendering the same item must not untick what the user ticked.
  const itemId = equipment?.id;
  useEffect(() => {
    if (open) setStatusMove(false);
  }, [open, itemId, current, warehouseId]);

  const scrapped = current === 'scrapped';
  // The server allows available ↔ scrapped only (DESIGN.md §3).
  const canScrap = current === 'available';

  const { form, field, modal } = useRecordForm({ open, onClose }, equipment, {
    create: { title: 'Yeni Ekipman', success: 'Ekipman başarıyla oluşturuldu.', failure: 'Ekipman oluşturulurken bir hata oluştu.' },
    edit: { title: 'Ekipmanı Düzenle', success: 'Ekipman başarıyla güncellendi.', failure: 'Ekipman güncellenirken bir hata oluştu.' },
    valuesOf: (item) =>
      item
        ? {
            serial_number: item.serial_number,
            brand_id: item.brand_id,
            model: item.model,
            category_id: item.category_id ?? '',
            warehouse_id: item.warehouse_id ?? '',
            ...(value ? valueFormValues(value) : {}),
          }
        : { ...EMPTY, ...valueFormValues(null), warehouse_id: warehouseId ?? '' },
    resolver: valibotResolver(EquipmentFormSchema),
    defaultValues: EMPTY,
    refillWhenChanged: [warehouseId, value],
    save: (checked: Parameters<typeof equipmentFormInput>[0], item) => {
      const values = equipmentFormInput(checked);
      if (!item) return createEquipment.mutateAsync(values);
      const status = (statusMove ? (scrapped ? 'available' : 'scrapped') : current) as EquipmentStatus;
      return updateEquipment.mutateAsync({ id: item.id, input: { ...values, status } });
    },
  });

  return (
    <FormModal {...modal} size="lg">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Seri Numarası" placeholder="SN-2024-001" autoComplete="off" {...field('serial_number')} required />
        <TextField label="Model" placeholder="XR-500" autoComplete="off" {...field('model')} required />
        <SelectField label="Marka" placeholder="Marka seçin" options={nameOptions(brands)} {...field('brand_id')} required />
        <SelectField label="Kategori" placeholder="Kategori seçin" options={nameOptions(categories)} {...field('category_id')} required />
        <SelectField
          label="Depo"
          placeholder="Depo seçin"
          options={nameOptions(warehouses)}
          {...field('warehouse_id')}
          required
          containerClassName="sm:col-span-2"
        />
      </div>
      {value !== undefined ? (
        <EquipmentValueFieldset register={form.register} control={form.control} errors={form.formState.errors} />
      ) : null}
      {equipment ? (
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Durum</legend>
          <p className="mb-3 text-sm text-slate-600">
            Mevcut durum: <strong>{EQUIPMENT_STATUS_LABELS[current as EquipmentStatus] ?? current}</strong>
          </p>
          {scrapped ? (
            <label className="flex min-h-11 cursor-pointer items-start gap-3">
              <input type="checkbox" className="mt-1 size-5" checked={statusMove} onChange={(e) => setStatusMove(e.target.checked)} />
              <span className="text-sm text-slate-800">Evet, bu ekipmanı tekrar müsait durumuna getir</span>
            </label>
          ) : (
            <>
              <label className={`flex min-h-11 items-start gap-3 ${canScrap ? 'cursor-pointer' : 'cursor-not-allowed opacity-60'}`}>
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={statusMove}
                  disabled={!canScrap}
                  onChange={(e) => setStatusMove(e.target.checked)}
                  aria-describedby="scrap-warning"
                />
                <span className="text-sm text-slate-800">Evet, bu ekipmanı hurdaya ayırmak istiyorum</span>
              </label>
              <p
                id="scrap-warning"
                className={`mt-2 rounded-md p-3 text-sm ${statusMove ? 'bg-amber-50 text-amber-900' : 'text-slate-600'}`}
              >
                {canScrap
                  ? 'Dikkat: Ekipman Hurda durumuna alınacak. Daha sonra tekrar Müsait durumuna getirilebilir.'
                  : 'Yalnızca Müsait durumdaki ekipman hurdaya ayrılabilir.'}
              </p>
            </>
          )}
        </fieldset>
      ) : null}
    </FormModal>
  );
}
