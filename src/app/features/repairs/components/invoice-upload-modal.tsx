// Add or replace the invoice of a repaired or scrapped record.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FormModal } from '@app/components/form-modal';
import { errorMessage } from '@app/lib/api-client';
import { useUploadInvoice } from '../api/upload-invoice';
import type { BrokenRecord } from '../api/types';
import { checkInvoiceFile, readInvoiceFile } from './invoice-file';
import { InvoiceFileInput } from './invoice-file-input';

export function InvoiceUploadModal({ record, open, onClose }: { record: BrokenRecord; open: boolean; onClose: () => void }) {
  const mutation = useUploadInvoice();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Lütfen bir dosya seçin.');
      return;
    }
    if (error) return;
    try {
      const repair_invoice = await readInvoiceFile(file);
      await mutation.mutateAsync({ id: record.id, repair_invoice });
      toast.success('Fatura başarıyla yüklendi.');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Fatura yüklenirken bir hata oluştu.'));
    }
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={record.has_invoice ? 'Faturayı Değiştir' : 'Fatura Yükle'}
      onSubmit={(e) => void save(e)}
      submitting={mutation.isPending}
      submitLabel="Yükle"
      submittingLabel="Yükleniyor..."
    >
      <InvoiceFileInput
        label="Fatura"
        file={file}
        error={error}
        onChange={(next) => {
          setFile(next);
          setError(next ? checkInvoiceFile(next) : null);
        }}
      />
    </FormModal>
  );
}
