// Field writes (issue, return, fault report, new worker from the issue form) go through here so
// that they can be queued when there is no network. The outbox (Dexie + service-worker replay)
// plugs in behind this function; callers only see "sent" or "queued".
import { IDEMPOTENCY_HEADER, type OutboxOperation } from '../../../shared/outbox';
import { apiRequest } from '../api-client';

export type SubmitResult<T> = { status: 'sent'; response: T } | { status: 'queued' };

export function newOperationId(): string {
  return crypto.randomUUID();
}

export async function submitOperation<T>(operation: OutboxOperation): Promise<SubmitResult<T>> {
  const response = await apiRequest<T>(operation.method, operation.path, {
    body: operation.body,
    headers: { [IDEMPOTENCY_HEADER]: operation.id },
  });
  return { status: 'sent', response };
}
