import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newOperationId, submitOperation, type SubmitResult } from '@app/lib/offline/submit-operation';
import type { ReportFaultInput } from '@shared/schemas/operations';
import { invalidateAfterRepairWrite } from './invalidate';
import type { BrokenRow } from './types';

export interface ReportFaultRequest {
  input: ReportFaultInput;
  /** For the outbox panel: 'Arıza: SN-001 (Matkap X)'. */
  label: string;
}

/** Fault reports go through the outbox, so a report made without network is queued, not lost. */
export function reportFault({ input, label }: ReportFaultRequest): Promise<SubmitResult<BrokenRow>> {
  return submitOperation<BrokenRow>({
    id: newOperationId(),
    kind: 'report_fault',
    body: input,
    label,
  });
}

export function useReportFault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportFault,
    onSuccess: (result) => (result.status === 'sent' ? invalidateAfterRepairWrite(queryClient) : undefined),
  });
}
