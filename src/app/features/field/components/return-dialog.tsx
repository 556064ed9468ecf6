// 'İade Al': one item, or several items of the same worker picked by checkbox or by scanning. Each
// chosen item gets a condition (Sağlam / Hasarlı / Eksik parça) and an optional note; the worker
// signs on the pad; the receiving user's saved signature is copied by the server. Hasarlı opens a
// fault report in the same transaction (the item goes to Arızalı). One outbox entry for the whole
// return, so offline it is sent exactly once. Stays open on failure with the server's message.
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { toast } from 'sonner';
import { FormModal } from '@app/components/form-modal';
import { SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { TextareaField } from '@app/components/textarea-field';
import { moveMessages } from '@shared/equipment-moves';
import { fullName } from '@shared/format';
import { daysOverdue, overdueLabel, warehouseToday } from '@shared/local-day';
import {
  CONDITION_MESSAGE,
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  RETURN_NOTE_MAX,
  ReturnFormSchema,
  WORKER_SIGNATURE_MISSING,
  type ReturnCondition,
  type ReturnFormInput,
} from '@shared/schemas/operations';
import { errorMessage } from '@app/lib/api-client';
import { outboxMarkOf } from '@app/lib/offline/overlay';
import { useSession } from '@app/lib/session';
import { ScanButton } from '@app/components/scanner/scan-button';
import { findBySerial } from '@app/lib/scanner/match-serial';
import type { ReturnBatchAnswer } from '@shared/api-types';
import type { DocumentRef } from '@shared/documents';
import { useReturnEquipment } from '../api/return-equipment';
import type { FieldEquipmentRecord } from '../api/types';
import { QUEUED_MESSAGE, RETURN_FAILURE, RETURN_SUCCESS, equipmentTitle } from './field-labels';

type ReturnableRecord = Pick<FieldEquipmentRecord, 'id' | 'equipment' | 'worker' | 'status'> & { due_date?: string | null };

export interface ReturnDialogProps {
  /** The row 'İade Al' was pressed on (or the scanned item); null = closed. */
  record: ReturnableRecord | null;
  /** Rows to offer alongside it: the same worker's other active hand-overs. */
  records?: readonly ReturnableRecord[];
  onClose: () => void;
  onReturned?: (answer: ReturnBatchAnswer | null) => void;
  /** The earlier return document this return completes ('Ek İade Al'): a new document naming it. */
  refersTo?: DocumentRef | null;
}

type ItemState = ReturnFormInput['items'][number];

const CONDITION_HINT: Record<ReturnCondition, string> = {
  intact: 'Ekipman deposuna Müsait olarak döner.',
  damaged: 'Bir arıza kaydı açılır; ekipman Arızalı olur. Not, arıza açıklaması olarak kaydedilir.',
  missing_parts: 'Ekipman deposuna Müsait olarak döner; eksik parça nota yazılır.',
};

/** The toast after a return that reached the server. */
export function returnResultMessage(answer: ReturnBatchAnswer, serialOf: (id: string) => string): { title: string; description?: string } {
  const n = answer.items.length;
  const title = n === 1 ? RETURN_SUCCESS : `${n} ekipman başarıyla iade alındı.`;
  const lines = answer.items.flatMap((i) => {
    if (i.fault_opened) return [`${serialOf(i.id)} Arızalı olarak kaydedildi: arıza kaydı açıldı.`];
    if (i.condition === 'damaged' && i.fault_id) return [`${serialOf(i.id)} zaten Arızalı: açık arıza kaydına bağlandı.`];
    return [];
  });
  return lines.length ? { title, description: lines.join(' ') } : { title };
}

export function ReturnDialog({ record, records = [], onClose, onReturned, refersTo = null }: ReturnDialogProps) {
  const mutation = useReturnEquipment();
  const { user } = useSession();
  const padRef = useRef<SignaturePadHandle>(null);
  const [items, setItems] = useState<ItemState[]>([]);
  const [signature, setSignature] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Every active hand-over of the same worker that is not already waiting in the outbox.
  const candidates = useMemo(() => {
    if (!record) return [];
    const others = records.filter((r) => r.id !== record.id && r.status === 'active' && r.worker.id === record.worker.id && !outboxMarkOf(r));
    return [record, ...others.sort((a, b) => a.equipment.serial_number.localeCompare(b.equipment.serial_number, 'tr'))];
  }, [record, records]);
  const byId = useMemo(() => new Map(candidates.map((c) => [c.id, c])), [candidates]);

  useEffect(() => {
    if (!record) return;
    setItems(candidates.map((c) => ({ id: c.id, selected: c.id === record.id, condition: '', note: '' })));
    setSignature('');
    setSubmitted(false);
    // Only when another record opens the dialog: a list refresh must not wipe what was entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);

  const parsed = v.safeParse(ReturnFormSchema, { items, signature });
  const formError = submitted && !parsed.success ? parsed.issues.find((i) => i.path?.[0]?.key === 'items' && (i.path?.length ?? 0) === 1)?.message : undefined;
  const signatureError = submitted && !signature ? WORKER_SIGNATURE_MISSING : undefined;
  const selectedCount = items.filter((i) => i.selected).length;
  const today = warehouseToday();

  const update = (id: string, changes: Partial<ItemState>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...changes } : i)));

  const save = async () => {
    setSubmitted(true);
    if (!record || !parsed.success) return;
    const chosen = parsed.output.items.filter((i) => i.selected);
    const serials = chosen.map((i) => byId.get(i.id)?.equipment.serial_number ?? '');
    setSubmitting(true);
    try {
      const result = await mutation.mutateAsync({
        items: chosen.map((i) => ({ id: i.id, condition: i.condition as ReturnCondition, note: i.note.trim() || null })),
        signature: parsed.output.signature,
        label: `İade: ${serials.join(', ')} ← ${fullName(record.worker)}`,
        refersTo: refersTo?.id ?? null,
      });
      if (result.status === 'queued') {
        const damaged = chosen.some((i) => i.condition === 'damaged');
        toast.info(QUEUED_MESSAGE, damaged ? { description: 'Hasarlı ekipmanların arıza kaydı, iade gönderildiğinde açılacak.' } : undefined);
        onClose();
        onReturned?.(null);
      } else {
        const message = returnResultMessage(result.response, (id) => byId.get(id)?.equipment.serial_number ?? '');
        toast.success(message.title, message.description ? { description: message.description } : undefined);
        onClose();
        onReturned?.(result.response);
      }
    } catch (error) {
      toast.error(errorMessage(error, RETURN_FAILURE));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormModal
      open={record !== null}
      onClose={() => {
        if (!submitting) onClose();
      }}
      title="Ekipman İade Al"
      description={
        record ? `${fullName(record.worker)} adlı işçiden iade alınacak ekipmanlar${refersTo ? ` (yeni belge, ${refersTo.number} belgesini tamamlar)` : ''}` : undefined
      }
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      submitting={submitting}
      submitLabel={selectedCount > 1 ? `${selectedCount} Ekipmanı İade Al` : 'İade Al'}
      submittingLabel="İade alınıyor..."
      size="lg"
    >
      <div className="flex flex-col gap-4">
        {candidates.length > 1 ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">İşçinin üzerindeki diğer ekipmanları da seçerek birlikte iade alabilirsiniz.</p>
            <ScanButton
              continuous
              label="Barkodla Seç"
              title="İade alınacak ekipmanları tara"
              onScan={(serial) => {
                const hit = findBySerial(
                  candidates.map((c) => ({ id: c.id, serial_number: c.equipment.serial_number })),
                  serial,
                );
                if (!hit) return moveMessages.notWithWorker(serial);
                update(hit.id, { selected: true });
              }}
            />
          </div>
        ) : null}

        <ul className="flex flex-col gap-3" aria-label="İade alınacak ekipmanlar">
          {items.map((item) => {
            const c = byId.get(item.id);
            if (!c) return null;
            const late = daysOverdue({ status: 'active', due_date: c.due_date }, today);
            const missingCondition = submitted && item.selected && item.condition === '';
            const conditionErrorId = `return-condition-error-${item.id}`;
            return (
              <li key={item.id} data-testid="return-item" className={`rounded-xl border p-3 ${item.selected ? 'border-blue-300 bg-blue-50/40' : 'border-slate-200'}`}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-blue-700"
                    checked={item.selected}
                    onChange={(e) => update(item.id, { selected: e.target.checked })}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-slate-900">{equipmentTitle(c.equipment)}</span>
                    <span className="text-xs text-slate-600">
                      {c.equipment.serial_number}
                      {late > 0 ? <span className="ml-2 font-semibold text-red-700">{overdueLabel(late)}</span> : null}
                    </span>
                  </span>
                </label>
                {item.selected ? (
                  <div className="mt-2 flex flex-col gap-3 pl-0 sm:pl-8">
                    <fieldset aria-describedby={missingCondition ? conditionErrorId : undefined}>
                      <legend className="mb-1 text-sm font-medium text-slate-800">
                        Durumu <span className="sr-only">({c.equipment.serial_number})</span>
                        <span aria-hidden="true" className="text-red-600">
                          {' '}
                          *
                        </span>
                      </legend>
                      <div className="flex flex-wrap gap-2">
                        {RETURN_CONDITIONS.map((condition) => (
                          <label
                            key={condition}
                            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                              item.condition === condition
                                ? condition === 'damaged'
                                  ? 'border-red-600 bg-red-50 text-red-800'
                                  : condition === 'missing_parts'
                                    ? 'border-amber-600 bg-amber-50 text-amber-900'
                                    : 'border-emerald-600 bg-emerald-50 text-emerald-800'
                                : 'border-slate-300 bg-white text-slate-800'
                            }`}
                          >
                            <input
                              type="radio"
                              name={`condition-${item.id}`}
                              value={condition}
                              checked={item.condition === condition}
                              onChange={() => update(item.id, { condition })}
                              className="size-4 accent-blue-700"
                            />
                            {RETURN_CONDITION_LABELS[condition]}
                          </label>
                        ))}
                      </div>
                      {item.condition ? <p className="mt-1 text-xs text-slate-600">{CONDITION_HINT[item.condition]}</p> : null}
                      {missingCondition ? (
                        <p id={conditionErrorId} role="alert" className="mt-1 text-sm text-red-700">
                          {CONDITION_MESSAGE}
                        </p>
                      ) : null}
                    </fieldset>
                    <TextareaField
                      label={`Not (isteğe bağlı) — ${c.equipment.serial_number}`}
                      rows={2}
                      maxLength={RETURN_NOTE_MAX}
                      value={item.note}
                      placeholder={item.condition === 'damaged' ? 'Hasarı kısaca yazın' : item.condition === 'missing_parts' ? 'Eksik parçaları yazın' : ''}
                      onChange={(e) => update(item.id, { note: e.target.value })}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {formError && selectedCount === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}

        <SignaturePad
          ref={padRef}
          label="İade Eden İşçinin İmzası"
          fluid
          width={400}
          height={150}
          penColor="rgb(0, 0, 0)"
          minWidth={2}
          maxWidth={2}
          onChange={(dataUrl) => setSignature(dataUrl ?? '')}
          error={signatureError}
        />
        <p className="text-sm text-slate-600">
          {user?.signature === null
            ? 'Kayıtlı imzanız yok: iade belgesinde "Kullanıcı imzası ayarlanmamış" yazacak. İmzanızı Ayarlar sayfasından ekleyebilirsiniz.'
            : 'Teslim alan olarak Ayarlar’daki kayıtlı imzanız iade belgesine eklenir.'}
        </p>
      </div>
    </FormModal>
  );
}
