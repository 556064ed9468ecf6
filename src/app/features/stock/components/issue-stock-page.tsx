// 'Stok Teslimi' (docs/stock.md): stock lines handed to one worker against their signature, on one
// numbered KKD- document. Online, a line beyond the stock is refused in place (the server's 409 shows
// here). Without a connection — or when the send gets no answer — the signed issue is queued as
// offline and sent once: it will land whatever the shelf says, and a shortfall goes to the storekeeper.
import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { DocumentNumber } from '@app/components/document-number';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import { SIGNING_PEN, SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { errorMessage, isTransientFailure } from '@app/lib/api-client';
import { announceQueued, enqueue, isOnline, requestBackgroundSync } from '@app/lib/offline/outbox';
import type { DocumentRef } from '@shared/documents';
import { NUMBER_PENDING } from '@shared/documents';
import { fullName } from '@shared/format';
import { StockIssueSchema } from '@shared/schemas/stock';
import { PPE_BRIEFING_MISSING, PpeBriefing } from '@app/components/stock/ppe-briefing';
import { STOCK_KEY, useIssue, useStockLevels, useStockPickers } from '../api/stock-api';
import { parseAmount, parseForm, type FieldErrors } from '@app/components/stock/form-errors';
import { newLine, StockLines, type LineDraft } from '@app/components/stock/stock-lines';

type Done = { kind: 'sent'; id: string; document: DocumentRef | null } | { kind: 'queued' };

export function IssueStockPage({ warehouseId }: { warehouseId?: string }) {
  const pickers = useStockPickers();
  const warehouses = pickers.data?.warehouses ?? [];
  const [chosenWarehouse, setChosenWarehouse] = useState(warehouseId ?? '');
  const warehouse = warehouses.find((w) => w.id === chosenWarehouse) ?? warehouses[0];
  const levels = useStockLevels(warehouse?.id);
  const [workerId, setWorkerId] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([newLine()]);
  const [signature, setSignature] = useState('');
  const [briefed, setBriefed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const padRef = useRef<SignaturePadHandle>(null);
  const issue = useIssue();
  const queryClient = useQueryClient();

  const byId = useMemo(() => new Map((levels.data ?? []).map((l) => [l.id, l])), [levels.data]);
  const hasPpe = lines.some((l) => byId.get(l.item_id)?.kind === 'ppe');
  const worker = pickers.data?.workers.find((w) => w.id === workerId);

  const reset = () => {
    setWorkerId('');
    setLines([newLine()]);
    setSignature('');
    setBriefed(false);
    setErrors({});
    setRefusal(null);
    setDone(null);
    padRef.current?.clear();
  };

  const queue = async (body: ReturnType<typeof buildBody>) => {
    await enqueue({
      id: crypto.randomUUID(),
      kind: 'stock_issue',
      label: `Stok teslimi: ${lines.length} kalem → ${fullName(worker)}`,
      body: { ...body, offline: true },
    });
    announceQueued();
    void requestBackgroundSync();
    // The copy's levels show what the queued issue took off the shelf (stock-copy.ts).
    void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
    setDone({ kind: 'queued' });
  };

  const buildBody = () => ({
    id: crypto.randomUUID(),
    warehouse_id: warehouse?.id ?? '',
    worker_id: workerId,
    signature,
    offline: false,
    ppe_briefed: briefed,
    lines: lines.map((l) => ({ item_id: l.item_id, quantity: parseAmount(l.quantity) })),
  });

  const submit = async () => {
    setRefusal(null);
    const body = buildBody();
    const parsed = parseForm(StockIssueSchema, body);
    const found: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (hasPpe && !briefed) found.ppe_briefed = PPE_BRIEFING_MISSING;
    if (Object.keys(found).length > 0 || !parsed.ok) return setErrors(found);
    setErrors({});
    if (!isOnline()) return queue(body);
    try {
      const answer = await issue.mutateAsync(parsed.output);
      toast.success('Stok teslim edildi.');
      setDone({ kind: 'sent', id: answer.id, document: answer.document });
    } catch (error) {
      // Network and server faults are not refusals: the signed issue is kept and sent later.
      if (isTransientFailure(error)) return queue(body);
      setRefusal(errorMessage(error, 'Teslim kaydedilemedi.'));
    }
  };

  if (done) {
    return (
      <div>
        <PageHeader title="Stok Teslimi" />
        <section className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4" data-testid="stock-issue-done">
          <h2 className="text-lg font-semibold text-green-900">{done.kind === 'sent' ? 'Teslim kaydedildi' : 'Çevrimdışı kaydedildi'}</h2>
          {done.kind === 'sent' ? (
            <p className="text-sm text-green-900">
              Belge: <DocumentNumber document={done.document} />
            </p>
          ) : (
            <p className="text-sm text-green-900">Bağlantı gelince bir kez gönderilecek. {NUMBER_PENDING}.</p>
          )}
          <div className="flex flex-wrap gap-2">
            {done.kind === 'sent' ? (
              <Link to="/stock/issues/$id" params={{ id: done.id }} search={{ yazdir: 1 }} className={buttonClasses('primary')}>
                Belgeyi Yazdır
              </Link>
            ) : null}
            <Button variant={done.kind === 'sent' ? 'secondary' : 'primary'} onClick={reset}>
              Yeni Teslim
            </Button>
            <Link to="/stock" className={buttonClasses('secondary')}>
              Stok Listesi
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Stok Teslimi" description="Sarf malzeme ve KKD'yi işçiye imzayla teslim edin." />
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <SelectField
            label="Depo"
            required
            value={warehouse?.id ?? ''}
            onChange={(e) => setChosenWarehouse(e.target.value)}
            options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
            error={errors.warehouse_id}
          />
          <SelectField
            label="İşçi"
            required
            value={workerId}
            placeholder="İşçi seçin"
            onChange={(e) => setWorkerId(e.target.value)}
            options={(pickers.data?.workers ?? []).map((w) => ({ value: w.id, label: fullName(w) }))}
            error={errors.worker_id}
          />
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-4">
          <StockLines lines={lines} onChange={setLines} levels={levels.data ?? []} errors={errors} />
        </section>
        <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          {hasPpe ? <PpeBriefing checked={briefed} onChange={setBriefed} error={errors.ppe_briefed} /> : null}
          <SignaturePad
            ref={padRef}
            label="Teslim Alan İmzası"
            {...SIGNING_PEN}
            onChange={(dataUrl) => setSignature(dataUrl ?? '')}
            error={errors.signature}
          />
        </section>
        {refusal ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" busy={issue.isPending} busyLabel="Kaydediliyor…">
          Teslim Et
        </Button>
      </form>
    </div>
  );
}
