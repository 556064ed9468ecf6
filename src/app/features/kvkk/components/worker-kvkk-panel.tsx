// The worker page's KVKK line (docs/kvkk.md), for holders of manage_personal_data: whether the worker
// is under legal hold or was anonymised, setting and clearing a hold with a reason, and the
// data-subject export ('Kişisel Veri Dökümü', one JSON file; the export is audited).
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { TextareaField } from '@app/components/textarea-field';
import { errorMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { formatDateTime } from '@shared/format';
import { KVKK_MESSAGES } from '@shared/kvkk';
import { downloadWorkerExport, useLegalHold, useWorkerRetention } from '../api';

export function WorkerKvkkPanel({ workerId }: { workerId: string }) {
  const state = useWorkerRetention(workerId);
  const hold = useLegalHold(workerId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  const held = state.data?.legal_hold ?? null;

  async function exportData() {
    setExporting(true);
    try {
      await downloadWorkerExport(workerId);
      toast.success('Kişisel veri dökümü indirildi.');
    } catch (error) {
      toast.error(errorMessage(error, 'Kişisel veri dökümü alınamadı.'));
    } finally {
      setExporting(false);
    }
  }

  async function submitHold() {
    if (!reason.trim()) {
      setReasonError(held ? KVKK_MESSAGES.releaseReasonRequired : KVKK_MESSAGES.holdReasonRequired);
      return;
    }
    await saveWithToasts(() => hold.mutateAsync({ hold: !held, reason: reason.trim() }), {
      success: held ? 'Yasal saklama kaldırıldı.' : 'Yasal saklama kondu.',
      failure: 'Yasal saklama değiştirilemedi.',
      onSaved: () => {
        setAsking(false);
        setReason('');
      },
    });
  }

  return (
    <section className="mt-2 flex flex-wrap items-center gap-2" aria-label="KVKK">
      {state.data?.anonymised_at ? (
        <p className="text-sm text-slate-700">Kişisel verileri anonimleştirildi: {formatDateTime(state.data.anonymised_at)}</p>
      ) : held ? (
        <p className="text-sm text-amber-800">
          Yasal saklamada ({formatDateTime(held.set_at)}): {held.reason}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void exportData()} busy={exporting} busyLabel="Hazırlanıyor...">
        Kişisel Veri Dökümü
      </Button>
      {/* Shown while the state loads (disabled), so that the page below does not move when it arrives. */}
      {!state.data?.anonymised_at ? (
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={!state.data}>
          {held ? 'Yasal Saklamayı Kaldır' : 'Yasal Saklama Koy'}
        </Button>
      ) : null}
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        dismissible={!hold.isPending}
        title={held ? 'Yasal Saklamayı Kaldır' : 'Yasal Saklama Koy'}
        description={
          held
            ? 'Kaldırıldığında, saklama süresi dolmuşsa işçinin kişisel verileri bir sonraki imha çalışmasında anonimleştirilir.'
            : 'Yasal saklamadaki işçinin kişisel verileri, saklama süresi dolsa da anonimleştirilmez.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={hold.isPending}>
              İptal
            </Button>
            <Button onClick={() => void submitHold()} busy={hold.isPending} busyLabel="Kaydediliyor...">
              Kaydet
            </Button>
          </>
        }
      >
        <TextareaField
          label="Gerekçe"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
          maxLength={500}
          required
        />
      </Modal>
    </section>
  );
}
