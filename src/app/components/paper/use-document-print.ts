// The print of one numbered record's paper (docs/documents.md): the document's own data (number,
// code, company, texts) read by `GET /documents/:id/paper`, printed once its seal's QR is drawn, or
// without the seal when the record has no number yet or its data cannot be read. `autoPrint` prints
// once the record is loaded (a link ending in `?yazdir=1`).
//   const print = useDocumentPrint(record, autoPrint);  … <Button onClick={print.request}>Yazdır</Button>
//   {print.printing && record ? <Paper record={record} paper={print.paper} onSealReady={print.onSealReady} /> : null}
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DocumentRef } from '@shared/documents';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';
import { usePrintRequest } from './print-sheet';

export function useDocumentPrint(record: { document?: DocumentRef | null } | undefined, autoPrint = false) {
  const paper = useQuery(documentPaperQueryOptions(record?.document?.id));
  const print = usePrintRequest({ waitForSeal: !!record?.document && !paper.isError });
  const autoPrinted = useRef(false);
  const { request } = print;
  useEffect(() => {
    if (!autoPrint || autoPrinted.current || !record) return;
    autoPrinted.current = true;
    request();
  }, [autoPrint, record, request]);
  return { ...print, paper: paper.data };
}
