// The worker page's papers (docs/documents.md): 'Zimmet Durumu' for a chosen period, and, when the
// worker holds nothing, 'İlişik Kesme' — numbered and verifiable like every document.
import { useState } from 'react';
import { toast } from 'sonner';
import type { WorkerStatement } from '@shared/document-types';
import { addDays, isLocalDay, warehouseToday } from '@shared/local-day';
import { STATEMENT_PERIOD_INVALID } from '@shared/schemas/company';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { Modal } from '@app/components/modal';
import { usePrintRequest } from '@app/components/paper/print-sheet';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { getWorkerStatement, issueClearance } from '../api/worker-documents';
import { ClearancePaper, StatementPaper } from './statement-paper';

export function WorkerDocuments({ workerId, holdsNothing }: { workerId: string; holdsNothing: boolean }) {
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [from, setFrom] = useState(() => addDays(warehouseToday(), -90));
  const [to, setTo] = useState(() => warehouseToday());
  const [busy, setBusy] = useState(false);
  const [statement, setStatement] = useState<WorkerStatement | null>(null);
  const [clearanceId, setClearanceId] = useState<string | null>(null);
  const print = usePrintRequest({ waitForSeal: clearanceId !== null });
  const periodValid = isLocalDay(from) && isLocalDay(to) && from <= to;

  const printStatement = async () => {
    setBusy(true);
    try {
      setClearanceId(null);
      setStatement(await getWorkerStatement(workerId, from, to));
      setChoosing(false);
      print.request();
    } catch (error) {
      toast.error(errorMessage(error, 'Zimmet durumu alınamadı.'));
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    setBusy(true);
    try {
      const answer = await issueClearance(workerId);
      setStatement(await getWorkerStatement(workerId, from, to));
      setClearanceId(answer.document.id);
      setConfirming(false);
      toast.success(`İlişik kesme belgesi düzenlendi: ${answer.document.number}`);
      print.request();
    } catch (error) {
      toast.error(errorMessage(error, 'İlişik kesme belgesi düzenlenemedi.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        Zimmet Durumu
      </Button>
      {holdsNothing ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          İlişik Kesme Belgesi
        </Button>
      ) : null}
      <Modal
        open={choosing}
        onClose={() => setChoosing(false)}
        title="Zimmet Durumu"
        description="Üzerindeki ekipmanlar ve seçilen dönemde iade ettikleri yazdırılır."
        footer={
          <>
            <Button variant="secondary" onClick={() => setChoosing(false)}>
              İptal
            </Button>
            <Button onClick={() => void printStatement()} busy={busy} busyLabel="Hazırlanıyor..." disabled={!periodValid}>
              Yazdır
            </Button>
          </>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="İadeler: başlangıç" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          <TextField
            label="İadeler: bitiş"
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            error={periodValid ? undefined : STATEMENT_PERIOD_INVALID}
          />
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="İlişik Kesme Belgesi"
        message="İşçinin üzerinde zimmetli ekipman olmadığını belirten numaralı bir belge düzenlenecek ve yazdırılacak."
        confirmLabel="Düzenle ve Yazdır"
        variant="primary"
        busy={busy}
        busyLabel="Düzenleniyor..."
        onCancel={() => setConfirming(false)}
        onConfirm={() => void clear()}
      />
      {statement && print.printing ? (
        clearanceId ? (
          <ClearancePaper statement={statement} documentId={clearanceId} onSealReady={print.onSealReady} />
        ) : (
          <StatementPaper statement={statement} />
        )
      ) : null}
    </div>
  );
}
