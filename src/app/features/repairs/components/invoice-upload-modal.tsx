// Add or replace the invoice of a repaired or scrapped record.
import { FormModal } from '@app/components/form-modal';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useUploadInvoice } from '../api/upload-invoice';
import type { BrokenRecord } from '../api/types';
import { readInvoiceFile } from './invoice-file';
import { InvoiceFileInput } from './invoice-file-input';
import { useInvoiceFile } from './use-invoice-file';

export function InvoiceUploadModal({ record, open, onClose }: { record: BrokenRecord; open: boolean; onClose: () => void }) {
  const mutation = useUploadInvoice();
  const { file, error, setError, choose } = useInvoiceFile(open);

  const save = async () => {
    if (!file) {
      setError('Lütfen bir dosya seçin.');
      return;
    }
    if (error) return;
    const upload = async () => mutation.mutateAsync({ id: record.id, repair_invoice: await readInvoiceFile(file) });
    await saveWithToasts(upload, {
      success: 'Fatura başarıyla yüklendi.',
      failure: 'Fatura yüklenirken bir hata oluştu.',
      onSaved: onClose,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={record.has_invoice ? 'Faturayı Değiştir' : 'Fatura Yükle'}
      onSubmit={save}
      submitting={mutation.isPending}
      submitLabel="Yükle"
      submittingLabel="Yükleniyor..."
    >
      <InvoiceFileInput label="Fatura" file={file} error={error} onChange={choose} />
    </FormModal>
  );
}
