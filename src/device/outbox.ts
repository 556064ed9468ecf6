// Operations that field work sends through the outbox (DESIGN.md §5). Shared by the app, which
// queues them, the service worker, which replays them, and the list overlay, which shows them
// before they land. An operation is a command: its kind and its typed body; `outboxRequest` is the
// one place that turns it into the HTTP request.
import type * as v from 'valibot';
import type { IssueEquipmentSchema, ReportFaultSchema, ReturnBatchSchema } from '../shared/schemas/operations';
import type { CreateRequestSchema } from '../shared/requests';
import type { StockCountSchema, StockIssueSchema } from '../shared/schemas/stock';
import type { StocktakeReadSchema } from '../shared/schemas/stocktake';
import type { WorkerSchema } from '../shared/schemas/workers';

export const OUTBOX_KINDS = [
  'issue_equipment',
  'return_equipment',
  'report_fault',
  'create_worker',
  'stocktake_read',
  'stocktake_stock_count',
  'stock_issue',
  'create_request',
] as const;
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
/** A stock item's quantity counted on the shelf (docs/stock.md "In the stocktake"): the last one sent stands. */
export type StockCountBody = v.InferInput<typeof StockCountSchema>;
/** A stock issue signed while the server could not be reached (`offline: true`, docs/stock.md). */
export type StockIssueBody = v.InferInput<typeof StockIssueSchema>;
/** A request from the field (docs/planning.md "Requests"): its `id` is the entry's, so a late replay finds it too. */
export type RequestBody = v.InferInput<typeof CreateRequestSchema>;

export type OutboxCommand = CommandBase &
  (
    | { kind: 'issue_equipment'; body: IssueBody }
    | { kind: 'return_equipment'; body: ReturnBody }
    // A return queued by an early version, one hand-over without a body (the server takes it as Sağlam).
    | { kind: 'return_equipment'; recordId: string; body?: undefined }
    | { kind: 'report_fault'; body: FaultBody }
    | { kind: 'create_worker'; body: WorkerBody }
    | { kind: 'stocktake_read'; sessionId: string; body: StocktakeReadBody }
    | { kind: 'stocktake_stock_count'; sessionId: string; body: StockCountBody }
    | { kind: 'stock_issue'; body: StockIssueBody }
    | { kind: 'create_request'; body: RequestBody }
  );

/** What the outbox holds: typed commands only (entries of earlier versions are migrated, outbox-legacy.ts). */
export type OutboxOperation = OutboxCommand;

export interface OutboxRequest {
  method: 'POST' | 'PUT';
  /** Under /api. */
  path: string;
  body?: unknown;
}

/** The one place an operation becomes its HTTP request (page, service worker and tests). */
export function outboxRequest(operation: OutboxOperation): OutboxRequest {
  switch (operation.kind) {
    case 'issue_equipment':
      return { method: 'POST', path: '/field-equipment', body: operation.body };
    case 'return_equipment':
      return operation.body
        ? { method: 'POST', path: '/field-equipment/returns', body: operation.body }
        : { method: 'PUT', path: `/field-equipment/${operation.recordId}/return` };
    case 'report_fault':
      return { method: 'POST', path: '/broken-equipment', body: operation.body };
    case 'create_worker':
      return { method: 'POST', path: '/workers', body: operation.body };
    case 'stocktake_read':
      return { method: 'POST', path: stocktakeReadsPath(operation.sessionId), body: operation.body };
    case 'stocktake_stock_count':
      return { method: 'PUT', path: `/stocktakes/${operation.sessionId}/stock-counts`, body: operation.body };
    case 'stock_issue':
      return { method: 'POST', path: '/stock/issues', body: operation.body };
    case 'create_request':
      return { method: 'POST', path: '/requests', body: operation.body };
  }
}

export const stocktakeReadsPath = (sessionId: string) => `/stocktakes/${sessionId}/reads`;

/** The item a hand-over or a fault report names (undefined for other kinds). */
export function operationEquipmentId(operation: OutboxOperation): string | undefined {
  return operation.kind === 'issue_equipment' || operation.kind === 'report_fault' ? operation.body.equipment_id : undefined;
}

/** The hand-overs a waiting return takes back: every item of a batch, or the one of a single return. */
export function returnedRecordIds(operation: OutboxOperation): string[] {
  if (operation.kind !== 'return_equipment') return [];
  return operation.body ? operation.body.items.map((i) => i.id) : [operation.recordId];
}

/** The stocktake session a count read or a counted stock line belongs to. */
export function stocktakeSessionOf(operation: OutboxOperation): string | undefined {
  return operation.kind === 'stocktake_read' || operation.kind === 'stocktake_stock_count' ? operation.sessionId : undefined;
}

/**
 * A command this version can send. An entry still in an earlier version's shape (the page's
 * database upgrade has not run yet, e.g. the service worker woke first) waits for it.
 */
export function isSendable(operation: OutboxOperation): boolean {
  if (operation.kind === 'return_equipment')
    return operation.body ? Array.isArray(operation.body.items) : typeof operation.recordId === 'string';
  if ((operation.kind === 'stocktake_read' || operation.kind === 'stocktake_stock_count') && typeof operation.sessionId !== 'string')
    return false;
  return !!operation.body && typeof operation.body === 'object';
}

/**
 * The ids of other records an operation names that may have been created on this device and not
 * sent yet (a hand-over to a worker made offline): the replay waits for them and puts the
 * server's ids in.
 */
export function namedRecordIds(operation: OutboxOperation): string[] {
  if (operation.kind !== 'issue_equipment') return [];
  return [operation.body.worker_id, operation.body.team_leader_id].filter((id): id is string => typeof id === 'string' && id !== '');
}

export { IDEMPOTENCY_HEADER, IMMEDIATE_SEND, SEND_MODE_HEADER } from '../shared/idempotency';
