// Operations that field work sends through the outbox (DESIGN.md §5). Shared by the app, which
// queues them, the service worker, which replays them, and the list overlay, which shows them
// before they land. An operation is a command: its kind and its typed body; `outboxRequest` is the
// one place that turns it into the HTTP request.
import type * as v from 'valibot';
import type { IssueEquipmentSchema, ReportFaultSchema, ReturnBatchSchema } from './schemas/operations';
import type { StocktakeReadSchema } from './schemas/stocktake';
import type { WorkerSchema } from './schemas/workers';

export const OUTBOX_KINDS = ['issue_equipment', 'return_equipment', 'report_fault', 'create_worker', 'stocktake_read'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

interface CommandBase {
  /** Client-generated UUID, sent as the Idempotency-Key header. */
  id: string;
  /** What the user sees in the outbox panel, in Turkish (e.g. 'Teslim: SN-001 → Ali Yılmaz'). */
  label: string;
  /** Entries that must land before this one (a hand-over waits for the worker it names). */
  dependsOn?: string[];
}

// The bodies are the request schemas' inputs: one declaration for the form, the outbox and the server.
export type IssueBody = v.InferInput<typeof IssueEquipmentSchema>;
export type ReturnBody = v.InferInput<typeof ReturnBatchSchema>;
export type FaultBody = v.InferInput<typeof ReportFaultSchema>;
export type WorkerBody = v.InferInput<typeof WorkerSchema>;
export type StocktakeReadBody = v.InferInput<typeof StocktakeReadSchema>;

export type OutboxCommand = CommandBase &
  (
    | { kind: 'issue_equipment'; body: IssueBody }
    | { kind: 'return_equipment'; body: ReturnBody }
    | { kind: 'report_fault'; body: FaultBody }
    | { kind: 'create_worker'; body: WorkerBody }
    | { kind: 'stocktake_read'; sessionId: string; body: StocktakeReadBody }
  );

/**
 * An entry queued by an earlier app version: it carries its request itself. Such entries stay in
 * users' IndexedDB until they land, so they are still accepted and replayed as stored.
 */
export interface StoredRequestOperation extends CommandBase {
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  /** Under /api, e.g. '/field-equipment'. */
  path: string;
  body?: unknown;
}

/** What the outbox holds: a command, or an entry stored by an earlier version. */
export type OutboxOperation = OutboxCommand | StoredRequestOperation;

export interface OutboxRequest {
  method: 'POST' | 'PUT';
  /** Under /api. */
  path: string;
  body?: unknown;
}

function isStoredRequest(operation: OutboxOperation): operation is StoredRequestOperation {
  return typeof (operation as { path?: unknown }).path === 'string' && typeof (operation as { method?: unknown }).method === 'string';
}

/** The one place an operation becomes its HTTP request (page, service worker and tests). */
export function outboxRequest(operation: OutboxOperation): OutboxRequest {
  if (isStoredRequest(operation)) return { method: operation.method, path: operation.path, body: operation.body };
  switch (operation.kind) {
    case 'issue_equipment':
      return { method: 'POST', path: '/field-equipment', body: operation.body };
    case 'return_equipment':
      return { method: 'POST', path: '/field-equipment/returns', body: operation.body };
    case 'report_fault':
      return { method: 'POST', path: '/broken-equipment', body: operation.body };
    case 'create_worker':
      return { method: 'POST', path: '/workers', body: operation.body };
    case 'stocktake_read':
      return { method: 'POST', path: stocktakeReadsPath(operation.sessionId), body: operation.body };
  }
}

export const stocktakeReadsPath = (sessionId: string) => `/stocktakes/${sessionId}/reads`;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The item a hand-over or a fault report names (undefined for other kinds). */
export function operationEquipmentId(operation: OutboxOperation): string | undefined {
  if (operation.kind !== 'issue_equipment' && operation.kind !== 'report_fault') return undefined;
  return text(record(outboxRequest(operation).body).equipment_id);
}

/** The hand-overs a waiting return takes back: every item of a batch, or the one of a single return. */
export function returnedRecordIds(operation: OutboxOperation): string[] {
  if (operation.kind !== 'return_equipment') return [];
  const { path, body } = outboxRequest(operation);
  const single = /^\/field-equipment\/([^/]+)\/return$/.exec(path)?.[1];
  if (single) return [single];
  const items = record(body).items;
  return Array.isArray(items) ? items.flatMap((i: unknown) => (text(record(i).id) ? [text(record(i).id)!] : [])) : [];
}

/** The stocktake session a count read belongs to. */
export function stocktakeSessionOf(operation: OutboxOperation): string | undefined {
  if (operation.kind !== 'stocktake_read') return undefined;
  if (!isStoredRequest(operation)) return operation.sessionId;
  return /^\/stocktakes\/([^/]+)\/reads$/.exec(operation.path)?.[1];
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
