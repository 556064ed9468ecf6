// /field-equipment/issue: one signing hands several items of one warehouse to a worker. Each item is
// its own POST (in parallel) carrying the same batch id, so the printed document lists them together.
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { DELIVERY_TERMS, DELIVERY_TERMS_ACCEPT_LABEL, DELIVERY_TERMS_TITLE } from '@shared/delivery-terms';
import { IssueFormSchema, type IssueFormInput } from '@shared/schemas/operations';
import { Button, buttonClasses } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { useSession } from '@app/lib/session';
import { Can } from '@app/components/can';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import { SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { canMove, scanRefusal } from '@shared/equipment-moves';
import { errorMessage } from '@app/lib/api-client';
import { outboxMarkOf } from '@app/lib/offline/overlay';
import { ScanButton } from '@app/components/scanner/scan-button';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { usePickerEquipment, usePickerWarehouses, usePickerWorkers } from '../api/get-issue-pickers';
import { useIssueEquipment } from '../api/issue-equipment';
import type { FieldWorker } from '../api/types';
import { CreateWorkerModal } from './create-worker-modal';
import { DueDateField } from './due-date-field';
import { EquipmentChecklist } from './equipment-checklist';
import { HandoverCheckNotice, handoverChecks, overrideProblem } from './handover-check-notice';
import { ISSUE_FAILURE, QUEUED_MESSAGE } from './field-labels';
import { WorkerPicker } from './worker-picker';
import { nameOptions } from '@shared/collation';

const DEFAULTS: IssueFormInput = { warehouse_id: '', equipment_ids: [], worker_id: '', team_leader_id: null, terms: false, signature: '', due_date: '' };

export function IssueEquipmentPage() {
  const navigate = useNavigate();
  const warehouses = usePickerWarehouses();
  const equipment = usePickerEquipment();
  const workers = usePickerWorkers();
  const issue = useIssueEquipment();
  const padRef = useRef<SignaturePadHandle>(null);
  // One batch per signing; kept across a retry after a partial failure so the paper stays one.
  const batchIdRef = useRef<string>(crypto.randomUUID());
  const [workerModalOpen, setWorkerModalOpen] = useState(false);
  const [createdWorkers, setCreatedWorkers] = useState<FieldWorker[]>([]);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<IssueFormInput>({ resolver: valibotResolver(IssueFormSchema), defaultValues: DEFAULTS });

  const warehouseId = watch('warehouse_id');
  const workerId = watch('worker_id');
  const available = useMemo(
    () =>
      (equipment.data ?? [])
        .filter((e) => e.warehouse_id === warehouseId && canMove('issue', e.status))
        .sort((a, b) => a.serial_number.localeCompare(b.serial_number, 'tr')),
    [equipment.data, warehouseId],
  );
  const allWorkers = useMemo(() => {
    const known = new Set((workers.data ?? []).map((w) => w.id));
    return [...(workers.data ?? []), ...createdWorkers.filter((w) => !known.has(w.id))];
  }, [workers.data, createdWorkers]);

  // The chosen items' required checks, from the device's copy (docs/equipment-care.md).
  const chosenIds = watch('equipment_ids');
  const checks = useMemo(() => handoverChecks(available.filter((e) => chosenIds.includes(e.id))), [available, chosenIds]);
  const [overrideReason, setOverrideReason] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const { user, can } = useSession();
  const canOverride = can('override_equipment_check');

  // Without a saved signature of the issuing user the paper says 'Kullanıcı imzası ayarlanmamış':
  // ask before saving, with the way to settings.
  const [unsignedForm, setUnsignedForm] = useState<IssueFormInput | null>(null);
  const submitChecked = async (form: IssueFormInput) => {
    const problem = overrideProblem(checks, canOverride, overrideReason);
    setCheckError(problem);
    if (problem) return;
    if (user && (user.signature === null || user.signature === '')) {
      setUnsignedForm(form);
      return;
    }
    await submit(form);
  };

  const submit = async (form: IssueFormInput) => {
    const items = available.filter((e) => form.equipment_ids.includes(e.id));
    const worker = allWorkers.find((w) => w.id === form.worker_id);
    if (!worker || items.length === 0) {
      toast.error(ISSUE_FAILURE);
      return;
    }
    try {
      const outcome = await issue.mutateAsync({
        batchId: batchIdRef.current,
        items,
        worker,
        teamLeaderId: form.team_leader_id ?? null,
        signature: form.signature,
        dueDate: form.due_date || null,
        checkOverrideReason: checks.refusals.length > 0 ? overrideReason.trim() : null,
      });
      if (outcome.sent.length > 0) toast.success(`${outcome.sent.length} ekipman başarıyla teslim edildi.`);
      if (outcome.queued.length > 0) toast.info(QUEUED_MESSAGE);
      // Each distinct server message once (e.g. two items taken meanwhile by someone else).
      const messages = new Set(outcome.failed.map((f) => errorMessage(f.error, ISSUE_FAILURE)));
      for (const message of messages) toast.error(message);

      if (outcome.failed.length === 0) {
        batchIdRef.current = crypto.randomUUID();
        reset(DEFAULTS);
        setOverrideReason('');
        padRef.current?.clear();
        const first = outcome.sent[0];
        // Straight to the record, where the hand-over document is printed.
        if (first) await navigate({ to: '/field-equipment/$id', params: { id: first.record.id } });
        else await navigate({ to: '/field-equipment' });
      } else {
        // Keep the failed items chosen (and the signature) for another try.
        setValue(
          'equipment_ids',
          outcome.failed.map((f) => f.item.id),
          { shouldValidate: false },
        );
      }
    } catch (error) {
      toast.error(errorMessage(error, ISSUE_FAILURE));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Ekipman Teslim Et"
        description="Depodaki müsait ekipmanları imza karşılığında bir işçiye teslim edin."
        back={
          <Link to="/field-equipment" className={buttonClasses('ghost', '-ml-3')}>
            ← Sahadaki Ekipmanlar
          </Link>
        }
      />

      <form noValidate onSubmit={handleSubmit(submitChecked)} className="flex flex-col gap-5">
        <section className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:grid-cols-2" aria-label="Ekipman seçimi">
          <div className="flex flex-col gap-4">
            <SelectField
              label="Depo"
              required
              placeholder={warehouses.isPending ? 'Yükleniyor...' : 'Depo seçin'}
              options={nameOptions(warehouses.data)}
              {...register('warehouse_id', {
                onChange: () => setValue('equipment_ids', [], { shouldValidate: isSubmitted }),
              })}
              error={errors.warehouse_id?.message}
            />
            <ScanButton
              continuous
              label="Barkodla Ekle"
              title="Teslim edilecek ekipmanları tara"
              className="self-start"
              onScan={(serial) => {
                // A scanned item is chosen (and its warehouse, when none is chosen yet).
                const item = findBySerial(equipment.data ?? [], serial);
                const current = watch('warehouse_id');
                const refusal = scanRefusal('issue', serial, item, { pending: !!item && !!outboxMarkOf(item), warehouseId: current });
                if (refusal || !item) return refusal ?? undefined;
                if (!current && item.warehouse_id) setValue('warehouse_id', item.warehouse_id, { shouldValidate: isSubmitted });
                const ids = watch('equipment_ids');
                if (!ids.includes(item.id)) setValue('equipment_ids', [...ids, item.id], { shouldValidate: isSubmitted });
              }}
            />
            <Controller
              control={control}
              name="equipment_ids"
              render={({ field }) => (
                <EquipmentChecklist
                  items={available}
                  selected={field.value}
                  onChange={field.onChange}
                  disabled={!warehouseId}
                  loading={equipment.isPending}
                  error={errors.equipment_ids?.message}
                />
              )}
            />
            <HandoverCheckNotice checks={checks} canOverride={canOverride} reason={overrideReason} onReason={setOverrideReason} error={checkError} />
          </div>

          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Controller
                control={control}
                name="worker_id"
                render={({ field }) => (
                  <WorkerPicker
                    label="Teslim Alan İşçi"
                    required
                    workers={allWorkers}
                    value={field.value || null}
                    loading={workers.isPending}
                    onChange={(w) => {
                      // A batch belongs to one worker: another worker starts another paper.
                      if ((w?.id ?? '') !== field.value) batchIdRef.current = crypto.randomUUID();
                      field.onChange(w?.id ?? '');
                      if (w && w.id === watch('team_leader_id')) setValue('team_leader_id', null);
                    }}
                    error={errors.worker_id?.message}
                  />
                )}
              />
              <Can permission="create_worker">
                <div>
                  <Button type="button" variant="secondary" onClick={() => setWorkerModalOpen(true)}>
                    + Yeni İşçi
                  </Button>
                </div>
              </Can>
            </div>
            <Controller
              control={control}
              name="team_leader_id"
              render={({ field }) => (
                <div className="flex flex-col gap-1">
                  <WorkerPicker
                    label="Ekip Lideri (isteğe bağlı)"
                    workers={allWorkers}
                    excludeId={workerId || null}
                    value={field.value ?? null}
                    loading={workers.isPending}
                    placeholder="Ekip lideri seçmek için arayın"
                    onChange={(w) => field.onChange(w?.id ?? null)}
                    error={errors.team_leader_id?.message}
                  />
                  {field.value ? (
                    <button
                      type="button"
                      onClick={() => field.onChange(null)}
                      className="inline-flex min-h-11 items-center self-start rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
                    >
                      Ekip liderini kaldır
                    </button>
                  ) : null}
                </div>
              )}
            />
            <Controller
              control={control}
              name="due_date"
              render={({ field }) => <DueDateField value={field.value ?? ''} onChange={field.onChange} error={errors.due_date?.message} />}
            />
          </div>
        </section>

        <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="terms-title">
          <h2 id="terms-title" className="text-base font-semibold text-slate-900">
            {DELIVERY_TERMS_TITLE}
          </h2>
          <p className="text-sm leading-relaxed text-slate-700">{DELIVERY_TERMS}</p>
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-blue-700"
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'terms-error' : undefined}
                {...register('terms')}
              />
              {DELIVERY_TERMS_ACCEPT_LABEL}
            </label>
            {errors.terms ? (
              <p id="terms-error" role="alert" className="text-sm text-red-700">
                {errors.terms.message}
              </p>
            ) : null}
          </div>
          <Controller
            control={control}
            name="signature"
            render={({ field }) => (
              <SignaturePad
                ref={padRef}
                label="Teslim Alan İmzası"
                fluid
                width={400}
                height={150}
                penColor="rgb(0, 0, 0)"
                minWidth={2}
                maxWidth={2}
                onChange={(dataUrl) => field.onChange(dataUrl ?? '')}
                error={errors.signature?.message}
              />
            )}
          />
        </section>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/field-equipment" className={buttonClasses('secondary')}>
            İptal
          </Link>
          <Button type="submit" busy={isSubmitting} busyLabel="Teslim ediliyor...">
            Teslim Et
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={unsignedForm !== null}
        title="Kayıtlı imzanız yok"
        message={
          <>
            Teslim belgesinde imzanızın yerine 'Kullanıcı imzası ayarlanmamış' yazacak. İmzanızı{' '}
            <Link to="/settings" className="font-medium text-blue-700 underline">
              Ayarlar
            </Link>{' '}
            sayfasından ekleyebilirsiniz.
          </>
        }
        confirmLabel="Yine de Teslim Et"
        variant="primary"
        busy={isSubmitting}
        busyLabel="Teslim ediliyor..."
        onCancel={() => setUnsignedForm(null)}
        onConfirm={() => {
          const form = unsignedForm;
          setUnsignedForm(null);
          if (form) void submit(form);
        }}
      />
      <CreateWorkerModal
        open={workerModalOpen}
        onClose={() => setWorkerModalOpen(false)}
        onCreated={(w) => {
          setCreatedWorkers((list) => [...list, w]);
          batchIdRef.current = crypto.randomUUID();
          setValue('worker_id', w.id, { shouldValidate: isSubmitted });
        }}
      />
    </div>
  );
}
