// Asks before cancelling a record (a request, a reservation) and cancels it through the given
// mutation: closes and says so after a success, says why (the server's reason first) after a failure.
import { toast } from 'sonner';
import { errorMessage } from '@app/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

export interface CancelMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

export function CancelDialog({
  open,
  onClose,
  id,
  cancel,
  title,
  message,
  done,
  failed,
}: {
  open: boolean;
  onClose: () => void;
  /** The record to cancel. */
  id: string;
  cancel: CancelMutation;
  title: string;
  message: string;
  /** The success toast. */
  done: string;
  /** The failure toast when the server gives no reason of its own. */
  failed: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel="İptal Et"
      cancelLabel="Vazgeç"
      busy={cancel.isPending}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate(id, {
          onSuccess: () => {
            onClose();
            toast.success(done);
          },
          onError: (error) => toast.error(errorMessage(error, failed)),
        })
      }
    />
  );
}
