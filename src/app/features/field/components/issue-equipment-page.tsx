// /field-equipment/issue: one signing hands several items of one warehouse to a worker. Each item is
// its own POST (in parallel) carrying the same batch id, so the printed document lists them together.
// Scan first: the camera opens in the form and stays open (`?tara=1`, from the dashboard or a camera scan), a keyboard-wedge
// scan adds the item (a stock code: one unit) too, and `?ekipman=<id>` (the action sheet) starts with that item. An item that
// cannot join is refused in place with the reason.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { documentTextsQueryOptions, handoverTexts } from '@app/lib/documents/document-queries';
import { IssueFormSchema, STAFF_SIGNATURE_MISSING, type IssueFormInput } from '@shared/schemas/operations';
import { Button, buttonClasses } from '@app/components/button';
import { useSession } from '@app/lib/session';
import { Can } from '@app/components/can';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import type { SignaturePadHandle } from '@app/components/signature-pad';
import { errorMessage } from '@app/lib/api-client';
import { InlineScanner } from '@app/components/scanner/inline-scanner';
import { useIssuePrefills } from './use-issue-prefills';
import { useHandoverStock, withStockScan } from '@app/components/stock/handover-stock';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { useHandoverScan } from '@app/lib/kits/use-handover-scan';
import { useKeyboardWedge } from '@app/lib/scanner/use-keyboard-wedge';
import { beep } from '@app/lib/scanner/beep';
import { nameOptions } from '@shared/collation';
import { usePickerEquipment, usePickerWarehouses, usePickerWorkers } from '../api/get-issue-pickers';
import { useFieldEquipmentList } from '../api/get-field-equipment-list';
import { useIssueEquipment } from '../api/issue-equipment';
import type { FieldWorker } from '../api/types';
import { CreateWorkerModal } from './create-worker-modal';
import { DueDateField } from './due-date-field';
import { EquipmentChecklist } from './equipment-checklist';
import { useIssueRefusals } from './use-issue-refusals';
import { useAwaitingScan } from './use-awaiting-scan';
import { HandoverTexts } from './handover-texts';
import { ISSUE_FAILURE, QUEUED_MESSAGE } from './field-labels';
import { IssueSigning } from './issue-signing';
import { SignedItems, signedItemsOf } from './signed-items';
import { saveOwnSignature } from './staff-signature';
import { HandoverCheckNotice, handoverChecks, overrideProblem } from './handover-check-notice';
import { useHandoverPhotos } from './handover-photos';
import { WorkerPicker } from './worker-picker';

const DEFAULTS: IssueFormInput = {
  warehouse_id: '',
  equipment_ids: [],
  worker_id: '',
  team_leader_id: null,
  terms: false,
  signature: '',
  due_date: '',
};
export const REMOVE_REFUSED = 'Teslim edilemeyen ekipmanları listeden çıkarın.';

export function IssueEquipmentPage(props: { initialItemId?: string; initialStockId?: string; scanOnOpen?: boolean }) {
  const { initialItemId, initialStockId, scanOnOpen = false } = props;
  const navigate = useNavigate();
  const warehouses = usePickerWarehouses();
  const equipment = usePickerEquipment();
  const workers = usePickerWorkers();
  const handovers = useFieldEquipmentList();
  const issue = useIssueEquipment();
  const { user, refreshUser, can } = useSession();
  const padRef = useRef<SignaturePadHandle>(null);
  // One batch per signing; kept across a retry after a partial failure so the paper stays one.
  const batchIdRef = useRef<string>(crypto.randomUUID());
  const [workerModalOpen, setWorkerModalOpen] = useState(false);
  const [createdWorkers, setCreatedWorkers] = useState<FieldWorker[]>([]);
  const [scanning, setScanning] = useState(scanOnOpen);
  // Items scanned (or linked) in this form, the latest last: listed first and marked.
  const [scannedIds, setScannedIds] = useState<string[]>([]);
  // Without a saved signature the user signs here (item: a paper never lacks the staff signature).
  const ownNeeded = !!user && (user.signature === null || user.signature === '');
  const [ownSignature, setOwnSignature] = useState('');
  const [saveOwn, setSaveOwn] = useState(true);
  const [ownError, setOwnError] = useState<string | undefined>();

  const issueForm = useForm<IssueFormInput>({ resolver: valibotResolver(IssueFormSchema), defaultValues: DEFAULTS });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = issueForm;

  const warehouseId = watch('warehouse_id');
  const workerId = watch('worker_id');
  const selectedIds = watch('equipment_ids');
  const stock = useHandoverStock(warehouseId, initialStockId); // stock lines beside the serial items (docs/stock.md)
  const byId = useMemo(() => new Map((equipment.data ?? []).map((e) => [e.id, e])), [equipment.data]);
  const { refusalOf, available, refused } = useIssueRefusals({
    items: equipment.data,
    warehouses: warehouses.data,
    handovers: handovers.data,
    warehouseId,
    selectedIds,
  });

  // The terms in force (and the chosen items' categories' own), and the KVKK notice: shown here,
  // sent with the signing, printed on its paper as they were (docs/documents.md).
  const texts = useQuery(documentTextsQueryOptions());
  const shownTexts = handoverTexts(
    texts.data?.current,
    selectedIds.map((id) => byId.get(id)?.category_id),
  );

  const signedItems = signedItemsOf(selectedIds, byId, scannedIds);
  const photos = useHandoverPhotos(signedItems); // condition photos per chosen item (docs/equipment-care.md)
  const allWorkers = useMemo(() => {
    const known = new Set((workers.data ?? []).map((w) => w.id));
    return [...(workers.data ?? []), ...createdWorkers.filter((w) => !known.has(w.id))];
  }, [workers.data, createdWorkers]);

  /** A scanned (or linked) item joins the batch, its warehouse chosen when none is yet; else why not. */
  const addBySerial = (serial: string): string | undefined => {
    const item = findBySerial(equipment.data ?? [], serial);
    const current = getValues('warehouse_id');
    const refusal = refusalOf(serial, item, current);
    if (refusal || !item) return refusal ?? undefined;
    if (!current && item.warehouse_id) setValue('warehouse_id', item.warehouse_id, { shouldValidate: isSubmitted });
    const ids = getValues('equipment_ids');
    if (!ids.includes(item.id)) setValue('equipment_ids', [...ids, item.id], { shouldValidate: isSubmitted });
    setScannedIds((list) => [...list.filter((id) => id !== item.id), item.id]);
    return undefined;
  };

  // `?ekipman=<id>` (the action sheet's item) and `?rezervasyon=<id>` (its worker and items), once read.
  const awaiting = useAwaitingScan({ selectedIds, byId, warehouseId, refusalOf, add: addBySerial }); // a reservation's items wait for a scan
  useIssuePrefills({ itemId: initialItemId, items: equipment.data, choose: addBySerial, setValue, awaiting, stock });

  /** A scan: added, or why not; a kit's code adds every member or names the one that stops it. */
  const scanSerial = useHandoverScan({
    items: equipment.data,
    refusal: (serial, item) => refusalOf(serial, item, getValues('warehouse_id')),
    add: addBySerial,
    stock: stock.addKit, // a kit's stock lines with their quantities, once
  });
  const scanIn = withStockScan(stock, (code) => !!findBySerial(equipment.data ?? [], code), scanSerial); // a stock code: one unit more

  // The chosen items' required checks, from the device's copy (docs/equipment-care.md).
  const checks = useMemo(() => handoverChecks(available.filter((e) => selectedIds.includes(e.id))), [available, selectedIds]);
  const [overrideReason, setOverrideReason] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const canOverride = can('override_equipment_check');

  // A hand scanner in keyboard mode adds items while the form is open (the shell's reader stands down).
  useKeyboardWedge((serial) => {
    void scanIn(serial).then((refusal) => {
      beep(refusal ? 'error' : 'ok');
      if (refusal) toast.error(refusal);
    });
  });

  // A user with one warehouse need not pick it.
  const onlyWarehouse = warehouses.data?.length === 1 ? warehouses.data[0]!.id : null;
  useEffect(() => {
    if (onlyWarehouse && !getValues('warehouse_id')) setValue('warehouse_id', onlyWarehouse);
  }, [onlyWarehouse, getValues, setValue]);

  const submit = async (form: IssueFormInput) => {
    const problem = overrideProblem(checks, canOverride, overrideReason);
    setCheckError(problem);
    if (problem) return;
    if (ownNeeded && !ownSignature) {
      setOwnError(STAFF_SIGNATURE_MISSING);
      return;
    }
    if (refused.length > 0) {
      toast.error(REMOVE_REFUSED);
      return;
    }
    if (!awaiting.check() || !stock.check() || !photos.check()) return;
    const items = form.equipment_ids.map((id) => byId.get(id)).filter((e) => e !== undefined);
    const worker = allWorkers.find((w) => w.id === form.worker_id);
    if (!worker || items.length !== form.equipment_ids.length) {
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
        textIds: texts.data ? shownTexts.map((t) => t.id) : null,
        issuerSignature: ownNeeded ? ownSignature : null,
        checkOverrideReason: checks.refusals.length > 0 ? overrideReason.trim() : null,
        ...stock.request(),
        ...photos.request(),
      });
      if (outcome.sent.length > 0) toast.success(`${outcome.sent.length} ekipman başarıyla teslim edildi.`);
      if (outcome.queued.length > 0) toast.info(QUEUED_MESSAGE);
      // Each distinct server message once (e.g. two items taken meanwhile by someone else).
      const messages = new Set(outcome.failed.map((f) => errorMessage(f.error, ISSUE_FAILURE)));
      for (const message of messages) toast.error(message);
      if (ownNeeded && saveOwn && outcome.sent.length > 0) void saveOwnSignature(ownSignature, refreshUser);

      if (outcome.failed.length === 0) {
        batchIdRef.current = crypto.randomUUID();
        setScanning(false);
        reset(DEFAULTS);
        setScannedIds([]);
        setOverrideReason('');
        photos.reset();
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
        description="Ekipmanları okutun ya da depodan seçin; işçi ve siz imzalayınca teslim edilir."
        back={
          <Link to="/field-equipment" className={buttonClasses('ghost', '-ml-3')}>
            ← Sahadaki Ekipmanlar
          </Link>
        }
      />

      <form noValidate onSubmit={handleSubmit(submit, awaiting.check)} className="flex flex-col gap-5">
        <section className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:grid-cols-2" aria-label="Ekipman seçimi">
          <div className="flex flex-col gap-4">
            <InlineScanner
              open={scanning}
              onOpenChange={setScanning}
              onScan={scanIn}
              label="Barkodla Ekle"
              title="Teslim edilecek ekipmanları tara"
              paused={isSubmitting}
            />
            <SelectField
              label="Depo"
              required
              placeholder={warehouses.isPending ? 'Depolar yükleniyor…' : 'Depo seçin'}
              options={nameOptions(warehouses.data)}
              {...register('warehouse_id', {
                onChange: () => setValue('equipment_ids', [], { shouldValidate: isSubmitted }),
              })}
              error={errors.warehouse_id?.message}
            />
            {awaiting.section}
            <Controller
              control={control}
              name="equipment_ids"
              render={({ field }) => (
                <EquipmentChecklist
                  items={available}
                  selected={field.value}
                  onChange={field.onChange}
                  refused={refused}
                  disabled={!warehouseId}
                  loading={equipment.isPending}
                  scanned={scannedIds}
                  error={errors.equipment_ids?.message}
                />
              )}
            />
            <HandoverCheckNotice
              checks={checks}
              canOverride={canOverride}
              reason={overrideReason}
              onReason={setOverrideReason}
              error={checkError}
            />
            {stock.section}
            {photos.section}
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
                      if (w && w.id === getValues('team_leader_id')) setValue('team_leader_id', null);
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

        <IssueSigning
          form={issueForm}
          padRef={padRef}
          terms={<HandoverTexts texts={shownTexts} loading={texts.isPending} titleId="terms-title" />}
          items={<SignedItems items={signedItems} scannedIds={scannedIds} />}
          own={{
            needed: ownNeeded,
            onChange: (dataUrl) => {
              setOwnSignature(dataUrl);
              if (dataUrl) setOwnError(undefined);
            },
            save: saveOwn,
            onSaveChange: setSaveOwn,
            error: ownError,
          }}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/field-equipment" className={buttonClasses('secondary')}>
            İptal
          </Link>
          <Button type="submit" busy={isSubmitting} busyLabel="Teslim ediliyor...">
            Teslim Et
          </Button>
        </div>
      </form>

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
