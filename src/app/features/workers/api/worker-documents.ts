// A worker's statement ('Zimmet Durumu') and clearance ('İlişik Kesme'), docs/documents.md.
import type { ClearanceAnswer, WorkerStatement } from '@shared/document-types';
import { api } from '@app/lib/api-client';

export function getWorkerStatement(workerId: string, from: string, to: string): Promise<WorkerStatement> {
  return api.get<WorkerStatement>(`/workers/${encodeURIComponent(workerId)}/statement?from=${from}&to=${to}`);
}

export function issueClearance(workerId: string): Promise<ClearanceAnswer> {
  return api.post<ClearanceAnswer>(`/workers/${encodeURIComponent(workerId)}/clearance`, {});
}
