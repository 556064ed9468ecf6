// Field writes (issue, return, fault report, new worker from the issue form) go through here: the
// operation is written to the Dexie outbox first (its id is the Idempotency-Key), then sent at
// once when the network allows. Callers see "sent" (with the server's answer) or "queued"; a
// refusal of an immediate send (409/400…) is thrown as ApiError so the open form shows the
// server's message, and the entry is removed (the user sees the error and can correct it).
// Everything else stays in the outbox until it lands (docs/offline.md). An immediate send takes at
// most SEND_TIMEOUT_MS; while the server is known to be unreachable nothing is tried at once.
import type { OutboxCommand } from '@device/outbox';
import { ApiError } from '../api-client';
import { isServerReachable } from '../connectivity';
import { getToken } from '../session-store';
import { offlineDb } from './db';
import { announceQueued, enqueue, isOnline, requestBackgroundSync, sendEntryNow } from './outbox';

/**
 * `queued.id` is the entry's id: a row created offline (a new worker) is known by it until it lands,
 * and an operation naming it is sent after it with the server's id.
 */
export type SubmitResult<T> = { status: 'sent'; response: T } | { status: 'queued'; id: string };

export function newOperationId(): string {
  return crypto.randomUUID();
}

export async function submitOperation<T>(operation: OutboxCommand): Promise<SubmitResult<T>> {
  await enqueue(operation);
  if (!isOnline() || !getToken() || !isServerReachable()) {
    void requestBackgroundSync();
    announceQueued();
    return { status: 'queued', id: operation.id };
  }
  const result = await sendEntryNow(operation.id);
  if (result.outcome === 'sent') return { status: 'sent', response: result.body as T };
  if (result.outcome === 'failed') {
    await (await offlineDb()).outbox.delete(operation.id);
    throw new ApiError(result.entry.lastStatus ?? 400, result.entry.error ?? '', null);
  }
  announceQueued();
  return { status: 'queued', id: operation.id };
}
