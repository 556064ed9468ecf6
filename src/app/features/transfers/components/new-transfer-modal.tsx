// New Transfer (spec 02 §5): source warehouse, its available items (search, multi-select, or a
// kit's members scanned or chosen: docs/planning.md "Kits"), destination (any other warehouse), and
// the person who carries it out. One POST per item.
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { toast } from 'sonner';
import { ChoiceList } from '@app/components/choice-list';
import { FormModal } from '@app/components/form-modal';
import { SearchInput } from '@app/components/search-input';
import { SelectField } from '@app/components/select-field';
import { errorMessage } from '@app/lib/api-client';
import { useDialogForm } from '@app/lib/use-dialog-form';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { ScanButton } from '@app/components/scanner/scan-button';
import { usePrefillFromScan } from '@app/components/use-prefill-from-scan';
import { useEquipmentSearch } from '@app/lib/scanner/use-equipment-search';
import { fullName } from '@shared/format';
import { TransferFormSchema } from '@shared/schemas/operations';
import { foldTurkish, matchesQuery, searchKey } from '@shared/search';
import { canMove } from '@shared/equipment-moves';
import { scanRefusal } from '@shared/equipment-move-messages';
import { useHandoverScan } from '@app/lib/kits/use-handover-scan';
import { FieldError, FieldLegend, fieldProps } from '@app/components/field';
import { useCreateTransfers } from '../api/create-transfer';
import { KitChoice } from './kit-choice';
import { useDestinationWarehouses, useEquipmentOptions, useSourceWarehouses, useUserOptions } from '../api/get-pickers';
import type { EquipmentOption } from '../api/types';
import { equipmentTitle } from './labels';
import { nameOptions, sortByKey } from '@shared/collation';

type FormInput = v.InferInput<typeof TransferFormSchema>;
/** A warehouse may hold thousands of items: only this many rows are drawn ('Tümünü Seç' takes every match). */
const RENDER_LIMIT = 200;
type FormOutput = v.InferOutput<typeof TransferFormSchema>;
const EMPTY: FormInput = { from_warehouse_id: '', equipment_ids: [], to_warehouse_id: '', assigned_to: '' };

/** `initialItemId`: the item filled in when the dialog opens (the scan's action sheet). */
export function NewTransferModal({ open, onClose, initialItemId }: { open: boolean; onClose: () => void; initialItemId?: string }) {
  const sources = useSourceWarehouses(open);
  const destinations = useDestinationWarehouses(open);
  const equipment = useEquipmentOptions(open);
  const users = useUserOptions(open);
  const mutation = useCreateTransfers();
  const [itemQuery, setItemQuery] = useState('');
  const [personQuery, setPersonQuery] = useState('');
  // Items scanned (or linked from a scan) in this dialog, the latest last: listed first and marked.
  const [scannedIds, setScannedIds] = useState<string[]>([]);
  const { register, control, handleSubmit, watch, setValue, getValues, formState } = useDialogForm<FormInput, unknown, FormOutput>(
    open,
    () => EMPTY,
    { resolver: valibotResolver(TransferFormSchema), defaultValues: EMPTY },
  );
  const { errors, isSubmitting } = formState;
  const field = fieldProps(register, errors);

  useEffect(() => {
    if (open) {
      setItemQuery('');
      setPersonQuery('');
      setScannedIds([]);
    }
  }, [open]);
  // A user with one warehouse need not pick the source.
  const onlySource = sources.data?.length === 1 ? sources.data[0]!.id : null;
  useEffect(() => {
    if (open && onlySource && !getValues('from_warehouse_id')) setValue('from_warehouse_id', onlySource);
  }, [open, onlySource, getValues, setValue]);
  const sourceId = watch('from_warehouse_id');
  const selected = watch('equipment_ids') ?? [];
  const available = useMemo(
    () => (equipment.data ?? []).filter((e) => e.warehouse_id === sourceId && canMove('transfer', e.status)),
    [equipment.data, sourceId],
  );
  const shownItems = useEquipmentSearch(available, itemQuery, scannedIds);
  const wasScanned = new Set(scannedIds);
  const destinationOptions = nameOptions((destinations.data ?? []).filter((w) => w.id !== sourceId));
  const people = useMemo(() => {
    const q = foldTurkish(personQuery);
    return sortByKey(users.data ?? [], (u) => [u.first_name, u.last_name]).filter((u) =>
      matchesQuery(searchKey(u.first_name, u.last_name, u.email), q),
    );
  }, [users.data, personQuery]);

  const toggle = (id: string, checked: boolean) => {
    const current = getValues('equipment_ids') ?? [];
    setValue('equipment_ids', checked ? [...current, id] : current.filter((x) => x !== id), { shouldValidate: true });
  };
  const allShownSelected = shownItems.length > 0 && shownItems.every((e) => selected.includes(e.id));
  const toggleAllShown = () => {
    const ids = new Set(selected);
    for (const e of shownItems) {
      if (allShownSelected) ids.delete(e.id);
      else ids.add(e.id);
    }
    setValue('equipment_ids', [...ids], { shouldValidate: true });
  };

  // Scanned serials are added to the selection (the source is chosen from the first one).
  const onScan = (serial: string) => {
    const item = findBySerial(equipment.data ?? [], serial);
    const current = getValues('from_warehouse_id');
    const refusal = scanRefusal('transfer', serial, item, { warehouseId: current, warehouseIs: 'source' });
    if (refusal || !item) return refusal ?? undefined;
    if (!current && item.warehouse_id) {
      setValue('from_warehouse_id', item.warehouse_id);
      if (getValues('to_warehouse_id') === item.warehouse_id) setValue('to_warehouse_id', '');
    }
    const ids = getValues('equipment_ids') ?? [];
    if (!ids.includes(item.id)) setValue('equipment_ids', [...ids, item.id], { shouldValidate: true });
    setScannedIds((list) => [...list.filter((id) => id !== item.id), item.id]);
  };

  // The linked item, once the list is read: chosen as a scan would choose it (or refused with why).
  usePrefillFromScan({ open, itemId: initialItemId, items: equipment.data, choose: onScan });
  // A kit's code (scanned, chosen, or `?set=`) adds every member, or names the one that cannot go.
  const scanIn = useHandoverScan({
    items: equipment.data,
    refusal: (serial, item) =>
      scanRefusal('transfer', serial, item, { warehouseId: getValues('from_warehouse_id'), warehouseIs: 'source' }),
    add: onScan,
    move: 'transfer',
    open,
  });

  const save = async (input: FormOutput) => {
    try {
      const result = await mutation.mutateAsync(input);
      if (result.created.length > 0) toast.success(`${result.created.length} ekipman için transfer başarıyla oluşturuldu.`);
      if (result.failed.length === 0) {
        onClose();
        return;
      }
      // Keep the modal open with only the items that failed still selected.
      setValue(
        'equipment_ids',
        result.failed.map((f) => f.equipment_id),
      );
      toast.error(errorMessage(result.failed[0]!.error, 'Transfer oluşturulurken bir hata oluştu.'));
    } catch (error) {
      toast.error(errorMessage(error, 'Transfer oluşturulurken bir hata oluştu.'));
    }
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Yeni Transfer"
      size="lg"
      onSubmit={handleSubmit(save)}
      submitting={isSubmitting}
      submitLabel={selected.length > 0 ? `Transfer Oluştur (${selected.length})` : 'Transfer Oluştur'}
      submittingLabel="Oluşturuluyor..."
      submitDisabled={selected.length === 0}
    >
      <SelectField
        label="Kaynak Depo"
        required
        placeholder={sources.isPending ? 'Yükleniyor...' : 'Kaynak depo seçin'}
        options={nameOptions(sources.data)}
        {...register('from_warehouse_id', {
          onChange: (e: { target: { value: string } }) => {
            setValue('equipment_ids', []);
            if (getValues('to_warehouse_id') === e.target.value) setValue('to_warehouse_id', '');
          },
        })}
        error={errors.from_warehouse_id?.message}
      />

      <div className="flex flex-wrap items-end gap-2">
        <ScanButton continuous label="Barkodla Ekle" title="Transfer edilecek ekipmanları tara" className="self-start" onScan={scanIn} />
        <KitChoice warehouseId={sourceId} onChoose={scanIn} />
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.equipment_ids ? 'transfer-items-error' : undefined}>
        <FieldLegend
          required
          after={selected.length > 0 ? <span className="ml-2 font-normal text-slate-500">({selected.length} seçili)</span> : null}
        >
          Ekipmanlar
        </FieldLegend>
        {!sourceId ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500">Önce kaynak depoyu seçin.</p>
        ) : available.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
            {equipment.isPending ? 'Yükleniyor...' : 'Bu depoda transfer edilebilecek müsait ekipman bulunmuyor.'}
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <SearchInput
                label="Ekipman ara"
                placeholder="Marka, model, seri no veya kategori"
                value={itemQuery}
                onChange={setItemQuery}
                className="flex-1"
              />
              <button
                type="button"
                onClick={toggleAllShown}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-blue-700 hover:bg-blue-50"
              >
                {allShownSelected ? 'Seçimi Kaldır' : 'Tümünü Seç'}
              </button>
            </div>
            <ChoiceList
              items={shownItems.slice(0, RENDER_LIMIT)}
              getKey={(e) => e.id}
              empty="Sonuç bulunamadı"
              maxHeight="max-h-56"
              scanned={(e) => wasScanned.has(e.id)}
              input={(e) => ({
                type: 'checkbox',
                checked: selected.includes(e.id),
                onChange: (ev) => toggle(e.id, ev.target.checked),
                className: 'size-4 accent-blue-700',
              })}
            >
              {(e: EquipmentOption) => (
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{equipmentTitle(e)}</span>
                  {wasScanned.has(e.id) ? <span className="ml-2 text-xs font-medium text-amber-800">Okutuldu</span> : null}
                  <span className="block text-xs text-slate-500">
                    <span className="font-mono whitespace-nowrap">{e.serial_number}</span>
                    {e.category ? ` · ${e.category.name}` : ''}
                  </span>
                </span>
              )}
            </ChoiceList>
            {shownItems.length > RENDER_LIMIT ? (
              <p className="text-xs text-slate-500">
                {shownItems.length} sonuçtan ilk {RENDER_LIMIT} tanesi gösteriliyor; aramayı daraltın ya da Tümünü Seç ile hepsini seçin.
              </p>
            ) : null}
          </>
        )}
        <FieldError id="transfer-items" error={errors.equipment_ids?.message} />
      </fieldset>

      <SelectField
        label="Hedef Depo"
        required
        placeholder={destinations.isPending ? 'Yükleniyor...' : 'Hedef depo seçin'}
        options={destinationOptions}
        {...field('to_warehouse_id')}
      />

      <Controller
        control={control}
        name="assigned_to"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.assigned_to ? 'transfer-person-error' : undefined}>
            <FieldLegend required>Transferi Gerçekleştirecek Kişi</FieldLegend>
            <SearchInput label="Kişi ara" placeholder="Ad, soyad veya e-posta" value={personQuery} onChange={setPersonQuery} />
            <ChoiceList
              items={people}
              getKey={(u) => u.id}
              empty={users.isPending ? 'Yükleniyor...' : 'Sonuç bulunamadı'}
              maxHeight="max-h-48"
              invalid={!!errors.assigned_to}
              input={(u) => ({
                type: 'radio',
                name: 'transfer-person',
                checked: field.value === u.id,
                onChange: () => field.onChange(u.id),
                className: 'size-4 accent-blue-700',
              })}
            >
              {(u) => (
                <span>
                  <span className="font-medium text-slate-900">{fullName(u)}</span>
                  {u.email ? <span className="block text-xs text-slate-500">{u.email}</span> : null}
                </span>
              )}
            </ChoiceList>
            <FieldError id="transfer-person" error={errors.assigned_to?.message} />
          </fieldset>
        )}
      />
    </FormModal>
  );
}
