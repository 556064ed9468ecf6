// Complete Transfer confirmation: completing moves the item to the destination and records the
// current user as the receiver (spec 02 §4, the modal's note).
import { toast } from 'sonner';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { errorMessage } from '@app/lib/api-client';
import { useCompleteTransfer } from '../api/complete-transfer';
import type { TransferRow } from '../api/types';
import { equipmentTitle } from './labels';

export function CompleteTransferDialog({ transfer, onClose }: { transfer: TransferRow | null; onClose: () => void }) {
  const mutation = useCompleteTransfer();
  const confirm = async () => {
    if (!transfer) return;
    try {
      await mutation.mutateAsync(transfer.id);
      toast.success('Transfer başarıyla tamamlandı.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Transfer tamamlanırken bir hata oluştu.'));
    }
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
              Not: Transferi tamamladığınızda ekipman hedef depoya ({transfer.to_warehouse.name}) taşınır ve teslim alan olarak siz kaydedilirsiniz.
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
