// 'Yeni Rezervasyon' (docs/planning.md): a warehouse, a worker, a site, the first and the last day
// (sent as the half-open pair: the day after the last one ends it), specific items, kits (every
// member reserved) and numbers of a model. A clash answers 409 with who holds or reserved it and until when, shown above the buttons.
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { describedBy, FieldError } from '@app/components/field';
import { SiteAndDays } from '@app/components/site-and-days';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { useReference } from '@app/lib/reference-data';
import { useKits } from '@app/lib/kits/kits-query';
import { kitLabel } from '@shared/kits';
import { errorMessage } from '@app/lib/api-client';
import { nameOptions, sortByKey } from '@shared/collation';
import { fullName } from '@shared/format';
import type { EquipmentRow } from '@shared/api-types';
import { addDays, warehouseToday } from '@shared/local-day';
import { RESERVATION_MESSAGES } from '@shared/reservations';
import { parseQuantityText } from '@shared/stock';
import { useCreateReservation } from '../api/reservations-api';
import { modelKey, modelsOf } from './models';

interface ModelLine {
  brand_id: string;
  model: string;
  label: string;
  quantity: number;
}

export function ReservationForm({ open, onClose, warehouseId }: { open: boolean; onClose: () => void; warehouseId?: string }) {
  const warehouses = useReference<{ id: string; name: string }>('warehouses');
  const workers = useReference<{ id: string; first_name: string; last_name: string }>('workers');
  const workerOptions = useMemo(
    () => sortByKey(workers.data ?? [], (w) => [w.first_name, w.last_name]).map((w) => ({ value: w.id, label: fullName(w) })),
    [workers.data],
  );
  const equipment = useReference<EquipmentRow>('equipment');
  const kits = useKits();
  const create = useCreateReservation();
  const today = warehouseToday();
  const [depo, setDepo] = useState(warehouseId ?? '');
  const [workerId, setWorkerId] = useState('');
  const [site, setSite] = useState('');
  const [first, setFirst] = useState(today);
  const [last, setLast] = useState(today);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [kitIds, setKitIds] = useState<string[]>([]);
  const [lines, setLines] = useState<ModelLine[]>([]);
  const [modelChoice, setModelChoice] = useState('');
  const [count, setCount] = useState('1');
  const [countError, setCountError] = useState<string | null>(null);
  const countId = `reservation-count-${useId().replace(/:/g, '')}`;
  const [problem, setProblem] = useState<string | null>(null);

  const chosenDepo = depo || (warehouses.data?.length === 1 ? warehouses.data[0]!.id : '');
  const inDepo = useMemo(
    () => (equipment.data ?? []).filter((e) => e.warehouse_id === chosenDepo && (e.status === 'available' || e.status === 'in_field')),
    [equipment.data, chosenDepo],
  );
  const models = useMemo(() => modelsOf(inDepo), [inDepo]);
  const depoKits = useMemo(() => (kits.data ?? []).filter((k) => k.warehouse_id === chosenDepo), [kits.data, chosenDepo]);

  const reset = () => {
    setWorkerId('');
    setSite('');
    setItemIds([]);
    setKitIds([]);
    setLines([]);
    setModelChoice('');
    setCount('1');
    setCountError(null);
    setProblem(null);
  };
  // 'İptal' forgets what was typed, as a sent form does: the next opening starts empty.
  const close = () => {
    reset();
    onClose();
  };
  const addModel = () => {
    const m = models.find((x) => modelKey(x) === modelChoice);
    if (!m) return;
    // Whole units only (a model's items are counted one by one), said under the box.
    const quantity = parseQuantityText(count);
    if (!(Number.isInteger(quantity) && quantity >= 1 && quantity <= 500)) return setCountError(RESERVATION_MESSAGES.quantity);
    setCountError(null);
    setLines((list) => [...list.filter((l) => modelKey(l) !== modelChoice), { ...m, quantity }]);
    setModelChoice('');
    setCount('1');
  };
  const submit = async () => {
    setProblem(null);
    try {
      await create.mutateAsync({
        warehouse_id: chosenDepo,
        worker_id: workerId,
        site: site.trim(),
        start_day: first,
        end_day: last ? addDays(last, 1) : '',
        note: null,
        equipment_ids: itemIds,
        kit_ids: kitIds,
        models: lines.map(({ brand_id, model, quantity }) => ({ brand_id, model, quantity })),
      });
      toast.success('Rezervasyon yapıldı.');
      close();
    } catch (error) {
      setProblem(errorMessage(error, 'Rezervasyon yapılamadı.'));
    }
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      title="Yeni Rezervasyon"
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel="Rezerve Et"
    >
      <div className="flex flex-col gap-4">
        <SelectField
          label="Depo"
          required
          placeholder="Depo seçin"
          options={nameOptions(warehouses.data)}
          value={chosenDepo}
          onChange={(e) => {
            setDepo(e.target.value);
            setItemIds([]);
            setKitIds([]);
            setLines([]);
          }}
        />
        <SelectField
          label="İşçi"
          required
          placeholder="İşçi seçin"
          options={workerOptions}
          value={workerId}
          onChange={(e) => setWorkerId(e.target.value)}
        />
        <SiteAndDays site={site} onSite={setSite} first={first} onFirst={setFirst} last={last} onLast={setLast} today={today} />
        <SelectField
          label="Ekipman ekle (seri no)"
          placeholder={chosenDepo ? 'Ekipman seçin' : 'Önce depo seçin'}
          options={inDepo
            .filter((e) => !itemIds.includes(e.id))
            .map((e) => ({ value: e.id, label: `${e.serial_number} — ${e.brand.name} ${e.model}` }))}
          value=""
          onChange={(e) => e.target.value && setItemIds((ids) => [...ids, e.target.value])}
        />
        {depoKits.length > 0 ? (
          <SelectField
            label="Set ekle"
            placeholder="Set seçin"
            options={depoKits
              .filter((k) => !kitIds.includes(k.id))
              .map((k) => ({ value: k.id, label: `${kitLabel(k)} — ${k.members.length} ekipman` }))}
            value=""
            onChange={(e) => e.target.value && setKitIds((ids) => [...ids, e.target.value])}
          />
        ) : null}
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Modelden adet"
            containerClassName="min-w-48 flex-1"
            placeholder="Model seçin"
            options={models.map((m) => ({ value: modelKey(m), label: m.label }))}
            value={modelChoice}
            onChange={(e) => setModelChoice(e.target.value)}
          />
          {/* Its message goes under the whole row: under the narrow box it would push the row apart. */}
          <TextField
            id={countId}
            label="Adet"
            containerClassName="w-24"
            inputMode="numeric"
            value={count}
            aria-invalid={countError ? true : undefined}
            aria-describedby={describedBy(countId, countError ?? undefined)}
            onChange={(e) => setCount(e.target.value)}
          />
          <Button type="button" variant="secondary" onClick={addModel} disabled={!modelChoice}>
            Ekle
          </Button>
        </div>
        <FieldError id={countId} error={countError} />
        <ul className="flex flex-col gap-1 text-sm" aria-label="Rezerve edilecekler">
          {kitIds.map((id) => {
            const k = depoKits.find((x) => x.id === id);
            return (
              <ChosenLine
                key={id}
                label={k ? `${kitLabel(k)}: ${k.members.map((m) => m.serial_number).join(', ')}` : id}
                onRemove={() => setKitIds((ids) => ids.filter((x) => x !== id))}
              />
            );
          })}
          {itemIds.map((id) => {
            const e = inDepo.find((x) => x.id === id);
            return (
              <ChosenLine
                key={id}
                label={e ? `${e.serial_number} (${e.brand.name} ${e.model})` : id}
                onRemove={() => setItemIds((ids) => ids.filter((x) => x !== id))}
              />
            );
          })}
          {lines.map((l) => (
            <ChosenLine
              key={modelKey(l)}
              label={`${l.quantity} × ${l.label}`}
              onRemove={() => setLines((list) => list.filter((x) => x !== l))}
            />
          ))}
        </ul>
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
    </FormModal>
  );
}

function ChosenLine({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1">
      <span>{label}</span>
      <button type="button" onClick={onRemove} className="min-h-11 px-2 text-sm font-medium text-red-700" aria-label={`${label} çıkar`}>
        Çıkar
      </button>
    </li>
  );
}
