// The invoice chosen in a dialog, with the browser's verdict on it; both cleared each time the
// dialog opens. `choose` is InvoiceFileInput's onChange.
import { useEffect, useState } from 'react';
import { INVOICE_SIZE_MESSAGE } from '@shared/schemas/operations';
import { checkInvoiceFile } from './invoice-file';

export function useInvoiceFile(open: boolean, sizeMessage = INVOICE_SIZE_MESSAGE) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);
  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? checkInvoiceFile(next, sizeMessage) : null);
  };
  return { file, error, setError, choose };
}
