// 'İade Al': one item, or several items of the same worker picked by checkbox or by scanning (the
// camera stays open in the dialog; an item of another worker or not in the field is refused in
// place with where it is). Each chosen item gets a condition (Sağlam / Hasarlı / Eksik parça) and an
// optional note; the worker signs on the pad; the receiving user's saved signature is copied by the
// server, or drawn here when none is saved. Hasarlı opens a fault report in the same transaction
// (the item goes to Arızalı). One outbox entry for the whole return, so offline it is sent exactly
// once. Stays open on failure with the server's message (which says where the item is now).
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { FormModal } from '@app/components/form-modal';
import { SIGNING_PEN, SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { InlineScanner } from '@app/components/scanner/inline-scanner';
import { compareByKey } from '@shared/collation';
import { fullName } from '@shared/format';
import { daysOverdue, warehouseToday } from '@shared/local-day';
import { ReturnFormSchema, STAFF_SIGNATURE_MISSING, WORKER_SIGNATURE_MISSING, type ReturnCondition } from '@shared/schemas/operations';
import { errorMessage } from '@app/lib/api-client';
import { outboxMarkOf } from '@app/lib/offline/overlay';
import { describeSerial } from '@app/lib/scanner/find-scanned';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { useSession } from '@app/lib/session';
import type { ReturnBatchAnswer } from '@shared/api-types';
import type { DocumentRef } from '@shared/documents';
import { useReturnEquipment } from '../api/return-equipment';
import type { FieldEquipmentRecord } from '../api/types';
import { returnScanVerdict } from '../lib/scan-refusals';
import { useKits } from '@app/lib/kits/kits-query';
import { chooseKitMembers } from '@app/lib/kits/kit-scan';
import { QUEUED_MESSAGE, RETURN_FAILURE, RETURN_SUCCESS } from './field-labels';
import { ReturnItemCard, type ReturnItemState } from './return-item-card';
import type { ReducedPhoto } from '@app/lib/photos/reduce-photo';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@shared/photos';
import { StaffSignature, saveOwnSignature } from './staff-signature';

type ReturnableRecord = Pick<FieldEquipmentRecord, 'id' | 'equipment' | 'worker' | 'status'> & {
  due_date?: string | null;
  equipment_id?: string;
  issued_at?: string;
};

export interface ReturnDialogProps {
  /** The row 'İade Al' was pressed on (or the scanned item); null = closed. */
  record: ReturnableRecord | null;
  /** Every active hand-over the device knows: the same worker's are offered alongside; the others say who holds a scanned item. */
  records?: readonly ReturnableRecord[];
  onClose: () => void;
  onReturned?: (answer: ReturnBatchAnswer | null) => void;
  /** The earlier return document this return completes ('Ek İade Al'): a new document naming it. */
  refersTo?: DocumentRef | null;
  /** Opens with the camera on, for the worker's next items (the return was started by a camera scan). */
  scanning?: boolean;
}

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

export function ReturnDialog({ record, records = [], onClose, onReturned, refersTo = null, scanning = false }: ReturnDialogProps) {
  const mutation = useReturnEquipment();
  const kits = useKits();
  const { user, refreshUser } = useSession();
  const padRef = useRef<SignaturePadHandle>(null);
  const [items, setItems] = useState<ReturnItemState[]>([]);
  // Each chosen item's condition photos, reduced on the device as they are taken.
  const [photos, setPhotos] = useState<Record<string, ReducedPhoto[]>>({});
  const [signature, setSignature] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [camera, setCamera] = useState(scanning);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ownNeeded = !!user && (user.signature === null || user.signature === '');
  const [ownSignature, setOwnSignature] = useState('');
  const [saveOwn, setSaveOwn] = useState(true);

  // Every active hand-over of the same worker that is not already waiting in the outbox, by serial in Turkish order.
  const candidates = useMemo(() => {
    if (!record) return [];
    const others = records.filter(
      (r) => r.id !== record.id && r.status === 'active' && r.worker.id === record.worker.id && !outboxMarkOf(r),
    );
    return [record, ...others.sort(compareByKey((r) => r.equipment.serial_number))];
  }, [record, records]);
  const byId = useMemo(() => new Map(candidates.map((c) => [c.id, c])), [candidates]);

  useEffect(() => {
    if (!record) return;
    setItems(candidates.map((c) => ({ id: c.id, selected: c.id === record.id, condition: '', note: '' })));
    setPhotos({});
    setSignature('');
    setOwnSignature('');
    setSubmitted(false);
    setRefusal(null);
    setCamera(scanning);
    // Only when another record opens the dialog: a list refresh must not wipe what was entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);

  const parsed = v.safeParse(ReturnFormSchema, { items, signature });
  const formError =
    submitted && !parsed.success
      ? parsed.issues.find((i) => i.path?.[0]?.key === 'items' && (i.path?.length ?? 0) === 1)?.message
      : undefined;
  const signatureError = submitted && !signature ? WORKER_SIGNATURE_MISSING : undefined;
  const ownError = submitted && ownNeeded && !ownSignature ? STAFF_SIGNATURE_MISSING : undefined;
  const selectedCount = items.filter((i) => i.selected).length;
  const today = warehouseToday();

  // The worker's hand-overs known later (the list was still being refreshed when the dialog
  // opened) join the offer, keeping what was entered for the others.
  useEffect(() => {
    setItems((list) => {
      const known = new Set(list.map((i) => i.id));
      const missing = candidates.filter((c) => !known.has(c.id));
      return missing.length === 0 || list.length === 0
        ? list
        : [...list, ...missing.map((c) => ({ id: c.id, selected: false, condition: '' as const, note: '' }))];
    });
  }, [candidates]);

  const update = (id: string, changes: Partial<ReturnItemState>) =>
    setItems((list) =>
      list.some((i) => i.id === id)
        ? list.map((i) => (i.id === id ? { ...i, ...changes } : i))
        : [...list, { id, selected: false, condition: '', note: '', ...changes }],
    );

  /** A scanned serial: one of this worker's items is chosen; anything else is refused with where it is. */
  const onScan = async (serial: string) => {
    if (!record) return false;
    const own = candidates.map((c) => ({ id: c.id, serial_number: c.equipment.serial_number }));
    // A kit's code chooses every member this worker holds (docs/planning.md "Kits").
    const kit = chooseKitMembers(kits.data, serial, own, (id) => update(id, { selected: true }));
    if (kit !== null) return kit;
    // The device's active hand-overs say who holds an item of another worker.
    const active = records.filter((r) => r.status === 'active' && !outboxMarkOf(r));
    const held = findBySerial(
      active.map((r) => ({ ...r, serial_number: r.equipment.serial_number })),
      serial,
    );
    const found = held ? null : await describeSerial(serial).catch(() => null);
    const item = held
      ? { id: held.equipment.id, serial_number: held.equipment.serial_number, status: 'in_field', warehouse_id: null }
      : found?.item;
    const verdict = returnScanVerdict(serial, own, item, {
      workerId: record.worker.id,
      warehouseName: () => found?.item.warehouse?.name ?? null,
      holderOf: () =>
        held ? { equipment_id: held.equipment.id, worker: held.worker, issued_at: held.issued_at ?? '', status: held.status } : undefined,
    });
    if ('recordId' in verdict) {
      update(verdict.recordId, { selected: true });
      return undefined;
    }
    return verdict.refusal;
  };

  const save = async () => {
    setSubmitted(true);
    if (!record || !parsed.success || (ownNeeded && !ownSignature)) return;
    const chosen = parsed.output.items.filter((i) => i.selected);
    // Checked here too: a return queued offline must not be refused for it later.
    if (chosen.reduce((n, i) => n + (photos[i.id]?.length ?? 0), 0) > PHOTO_LIMITS.returnBatch) {
      setRefusal(PHOTO_MESSAGES.returnBatchCount);
      return;
    }
    const serials = chosen.map((i) => byId.get(i.id)?.equipment.serial_number ?? '');
    setSubmitting(true);
    setRefusal(null);
    try {
      const result = await mutation.mutateAsync({
        items: chosen.map((i) => ({
          id: i.id,
          condition: i.condition as ReturnCondition,
          note: i.note.trim() || null,
          ...(photos[i.id]?.length ? { photos: photos[i.id]!.map((p) => p.dataUrl) } : {}),
        })),
        signature: parsed.output.signature,
        label: `İade: ${serials.join(', ')} ← ${fullName(record.worker)}`,
        refersTo: refersTo?.id ?? null,
        returnerSignature: ownNeeded ? ownSignature : null,
      });
      if (result.status === 'queued') {
        const damaged = chosen.some((i) => i.condition === 'damaged');
        toast.info(
          QUEUED_MESSAGE,
          damaged ? { description: 'Hasarlı ekipmanların arıza kaydı, iade gönderildiğinde açılacak.' } : undefined,
        );
        onClose();
        onReturned?.(null);
      } else {
        if (ownNeeded && saveOwn) void saveOwnSignature(ownSignature, refreshUser);
        const message = returnResultMessage(result.response, (id) => byId.get(id)?.equipment.serial_number ?? '');
        toast.success(message.title, message.description ? { description: message.description } : undefined);
        for (const short of result.response.kit_shortfalls ?? []) toast.warning(short, { duration: 10_000 });
        onClose();
        onReturned?.(result.response);
      }
    } catch (error) {
      const text = errorMessage(error, RETURN_FAILURE);
      // In place too: a refusal says where the item is now (taken back meanwhile, moved on).
      setRefusal(text);
      toast.error(text);
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
        record
          ? `${fullName(record.worker)} adlı işçiden iade alınacak ekipmanlar${refersTo ? ` (yeni belge, ${refersTo.number} belgesini tamamlar)` : ''}`
          : undefined
      }
      onSubmit={save}
      submitting={submitting}
      submitLabel={selectedCount > 1 ? `${selectedCount} Ekipmanı İade Al` : 'İade Al'}
      submittingLabel="İade alınıyor..."
      size="lg"
    >
      <div className="flex flex-col gap-4">
        {candidates.length > 1 ? (
          <p className="text-sm text-slate-700">
            İşçinin üzerindeki diğer ekipmanları da seçerek ya da okutarak birlikte iade alabilirsiniz.
          </p>
        ) : null}
        <InlineScanner
          open={camera}
          onOpenChange={setCamera}
          onScan={onScan}
          label="Barkodla Seç"
          title="İade alınacak ekipmanları tara"
          paused={submitting}
        />

        {selectedCount > 1 ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setItems((list) => list.map((i) => (i.selected ? { ...i, condition: 'intact' as const } : i)))}
          >
            Tümü Sağlam
          </Button>
        ) : null}
        <ul className="flex flex-col gap-3" aria-label="İade alınacak ekipmanlar">
          {items.map((item) => {
            const c = byId.get(item.id);
            if (!c) return null;
            const late = daysOverdue({ status: 'active', due_date: c.due_date }, today);
            return (
              <ReturnItemCard
                key={item.id}
                item={item}
                equipment={c.equipment}
                late={late}
                submitted={submitted}
                onChange={(changes) => update(item.id, changes)}
                photos={photos[item.id] ?? []}
                onPhotos={(list) => setPhotos((all) => ({ ...all, [item.id]: list }))}
              />
            );
          })}
        </ul>
        {formError && selectedCount === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        {refusal ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
            data-testid="return-refusal"
          >
            {refusal}
          </p>
        ) : null}

        <SignaturePad
          ref={padRef}
          label="İade Eden İşçinin İmzası"
          {...SIGNING_PEN}
          onChange={(dataUrl) => setSignature(dataUrl ?? '')}
          error={signatureError}
        />
        {ownNeeded ? (
          <StaffSignature
            label="Teslim Alan İmzası (sizin)"
            onChange={setOwnSignature}
            save={saveOwn}
            onSaveChange={setSaveOwn}
            error={ownError}
          />
        ) : (
          <p className="text-sm text-slate-600">Teslim alan olarak Ayarlar’daki kayıtlı imzanız iade belgesine eklenir.</p>
        )}
      </div>
    </FormModal>
  );
}
