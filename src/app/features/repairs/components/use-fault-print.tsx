// 'Yazdır' on a fault's page: the ARZ- paper with its document's data, printed once the seal's QR is
// drawn (or without the seal when the document cannot be read); `autoPrint` prints once the record is
// loaded (the list row's link, `?yazdir=1`).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePrintRequest } from '@app/components/paper/print-sheet';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';
import type { BrokenDetail } from '../api/types';
import { FaultPaper } from './fault-paper';

export function useFaultPrint(record: BrokenDetail | undefined, autoPrint: boolean) {
  const paper = useQuery(documentPaperQueryOptions(record?.document?.id));
  const print = usePrintRequest({ waitForSeal: !!record?.document && !paper.isError });
  const autoPrinted = useRef(false);
  useEffect(() => {
    if (!autoPrint || autoPrinted.current || !record) return;
    autoPrinted.current = true;
    print.request();
  }, [autoPrint, record, print]);
  return {
    request: print.request,
    sheet: print.printing && record ? <FaultPaper record={record} paper={paper.data} onSealReady={print.onSealReady} /> : null,
  };
}
