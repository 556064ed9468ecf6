// Operations that field work sends through the outbox (DESIGN.md §5). Shared by the app, which
// queues them, and the service worker, which replays them.

export const OUTBOX_KINDS = ['issue_equipment', 'return_equipment', 'report_fault', 'create_worker', 'stocktake_read'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export interface OutboxOperation {
  /** Client-generated UUID, sent as the Idempotency-Key header. */
  id: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  /** Under /api, e.g. '/field-equipment'. */
  path: string;
  body?: unknown;
  /** What the user sees in the outbox panel, in Turkish (e.g. 'Teslim: SN-001 → Ali Yılmaz'). */
  label: string;
  /** Entries that must land before this one (a hand-over waits for the worker it names). */
  dependsOn?: string[];
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
