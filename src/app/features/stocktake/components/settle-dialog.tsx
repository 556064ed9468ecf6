// Settling rows of a closed count (docs/stocktake.md): a transfer into this warehouse, a fault
// report or a note, for one row or the rows ticked in a section. One refusal does not undo the
// others; each is shown with its reason.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { errorMessage } from '@app/lib/api-client';
import { SETTLE_NOTE_MISSING, STOCKTAKE_NOTE_MAX, type SettleAction } from '@shared/schemas/stocktake';
import { useSettleStocktake } from '../api/settle-stocktake';
import { ACTION_BUTTONS } from '../lib/result-actions';

export interface PendingAction {
  action: SettleAction;
  serials: string[];
}

export function SettleDialog({ sessionId, pending, onClose }: { sessionId: string; pending: PendingAction | null; onClose: () => void }) {
  const settle = useSettleStocktake(sessionId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = pending?.action;
  const needsNote = action !== 'transfer';

  const submit = async () => {
    if (!pending) return;
    const text = note.trim();
    if (needsNote && !text) {
      setError(SETTLE_NOTE_MISSING);
      return;
    }
    try {
      const answer = await settle.mutateAsync({ action: pending.action, serial_numbers: pending.serials, note: text || null });
      toast.success(`${answer.done.length} satır için işlem yapıldı.`);
      for (const f of answer.failed) toast.error(f.error, { duration: 10_000 });
      setNote('');
      setError(null);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'İşlem yapılamadı.'));
    }
  };

  return (
    <Modal
      open={pending !== null}
      onClose={onClose}
      title={action ? ACTION_BUTTONS[action] : ''}
      description={
        pending
          ? `${pending.serials.length} satır: ${pending.serials.slice(0, 5).join(', ')}${pending.serials.length > 5 ? '…' : ''}`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            İptal
          </Button>
          <Button onClick={() => void submit()} disabled={settle.isPending}>
            {settle.isPending ? 'Kaydediliyor...' : 'Onayla'}
          </Button>
        </>
      }
    >
      {action === 'transfer' ? (
        <p className="text-sm text-slate-700">
          Seçilen ekipman için kayıtlı olduğu depodan bu depoya transfer başlatılır; transferi siz gerçekleştirirsiniz.
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="settle-note" className="text-sm font-medium text-slate-700">
            {action === 'fault' ? 'Arıza açıklaması' : 'Not'}
          </label>
          <textarea
            id="settle-note"
            value={note}
            maxLength={STOCKTAKE_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'settle-error' : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
          />
        </div>
      )}
      {error ? (
        <p id="settle-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
