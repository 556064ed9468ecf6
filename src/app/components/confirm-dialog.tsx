// Delete confirmation (spec 01 §2): title, message, buttons 'Sil' and 'İptal' by default.
// `busy` while the delete runs (buttons disabled, no dismissing). Focus starts on 'İptal', so
// an accidental Enter never deletes. Close it yourself after success; it stays open on failure.
//
//   <ConfirmDialog open={!!target} title="İşçiyi Sil" message={`${name} silinecek. Emin misiniz?`}
//     busy={deleting} onConfirm={remove} onCancel={() => setTarget(null)} />
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  variant?: ButtonVariant;
  /** The confirm button waits (e.g. while the message is still being put together). */
  confirmDisabled?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  busyLabel = 'Siliniyor...',
  variant = 'danger',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      dismissible={!busy}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} busy={busy} busyLabel={busyLabel} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
