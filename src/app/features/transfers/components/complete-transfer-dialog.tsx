// Complete Transfer confirmation: completing moves the item to the destination and records the
// current user as the receiver (spec 02 §4, the modal's note).
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useCompleteTransfer } from '../api/complete-transfer';
import type { TransferRow } from '../api/types';
import { equipmentTitle } from './labels';

export function CompleteTransferDialog({ transfer, onClose }: { transfer: TransferRow | null; onClose: () => void }) {
  const mutation = useCompleteTransfer();
  const confirm = async () => {
    if (!transfer) return;
    await saveWithToasts(() => mutation.mutateAsync(transfer.id), {
      success: 'Transfer başarıyla tamamlandı.',
      failure: 'Transfer tamamlanırken bir hata oluştu.',
      onSaved: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={transfer !== null}
      title="Transferi Tamamla"
      message={
        transfer ? (
          <>
            <span className="block font-medium text-slate-900">
              {equipmentTitle(transfer.equipment)} · {transfer.equipment.serial_number}
            </span>
            <span className="block">
              {transfer.from_warehouse.name} → {transfer.to_warehouse.name}
            </span>
            <span className="mt-2 block">
              Not: Transferi tamamladığınızda ekipman hedef depoya ({transfer.to_warehouse.name}) taşınır ve teslim alan olarak siz
              kaydedilirsiniz.
            </span>
          </>
        ) : null
      }
      confirmLabel="Tamamla"
      busyLabel="Tamamlanıyor..."
      variant="primary"
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
