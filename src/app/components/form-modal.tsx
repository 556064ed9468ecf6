// Modal form dialog (spec 01 §2 "Modal form dialog"): title, fields as children, and a footer with
// cancel and submit. The whole dialog is one <form>, so Enter submits; the browser's own submit is
// prevented and `onSubmit` may be async (react-hook-form's handleSubmit(save)). While `submitting` the
// buttons are disabled and the dialog cannot be dismissed. The dialog stays open on failure:
// close it yourself (onClose) after a successful save. A click outside the dialog after something
// was typed asks before the input is thrown away.
//
//   <FormModal open={open} onClose={close} title="Yeni İşçi" onSubmit={handleSubmit(save)} submitting={isSubmitting}>
//     <TextField label="Ad" {...register('first_name')} error={errors.first_name?.message} />
//   </FormModal>
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

export const DISCARD_QUESTION = 'Girdiğiniz bilgiler kaydedilmeyecek. Formu kapatmak istiyor musunuz?';

/** Open, close, title, description, size and first focus are the dialog's (Modal's) own. */
export interface FormModalProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'description' | 'size' | 'initialFocus'> {
  /** Runs on submit (the browser's own submit is prevented); a promise it returns is not awaited. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
  submitting?: boolean;
  submitLabel?: string;
  /** Shown on the submit button while submitting. */
  submittingLabel?: string;
  cancelLabel?: string;
  /** Disables submit without the busy look (e.g. nothing changed). */
  submitDisabled?: boolean;
  /** Extra footer content on the left (e.g. a delete link). */
  footerExtra?: ReactNode;
}

export function FormModal({
  open,
  onClose,
  onSubmit,
  children,
  submitting = false,
  submitLabel = 'Kaydet',
  submittingLabel = 'Kaydediliyor...',
  cancelLabel = 'İptal',
  submitDisabled = false,
  footerExtra,
  ...dialog
}: FormModalProps) {
  const touched = useRef(false);
  useEffect(() => {
    if (open) touched.current = false;
  }, [open]);
  const closeFromOutside = () => {
    if (!touched.current || window.confirm(DISCARD_QUESTION)) onClose();
  };
  return (
    <Modal
      {...dialog}
      open={open}
      onClose={onClose}
      dismissible={!submitting}
      onBackdropClick={closeFromOutside}
      wrap={(content) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit(event);
          }}
          onInput={() => (touched.current = true)}
          onChange={() => (touched.current = true)}
          className="flex min-h-0 flex-1 flex-col"
        >
          {content}
        </form>
      )}
      footer={
        <>
          {footerExtra ? <div className="sm:mr-auto">{footerExtra}</div> : null}
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={submitting} busyLabel={submittingLabel} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">{children}</div>
    </Modal>
  );
}
