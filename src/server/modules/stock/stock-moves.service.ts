// The movements people make (docs/stock.md): a receipt ('Stok Girişi'), an issue to a worker
// against their signature (a numbered KKD- document), a return (to stock or scrapped), a count
// correction or a loss, and the reversal of a movement by another. Everything goes through
// `writeMovements` (stock-ledger.ts) inside one transaction per request.
import { and, eq, sql } from 'drizzle-orm';
import type { DocumentRef } from '@shared/documents';
import type { AdjustmentInput, ReceiptInput, StockIssueInput, StockReturnInput } from '@shared/schemas/stock';
import { formatQuantity, STOCK_MESSAGES } from '@shared/stock';
import type { Db, Tx } from '@server/db/client';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, HttpError, notFound, pgConstraint, pgErrorCode } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { addMembers, openDocument, seal } from '../documents/document-store';
import type { Notifier } from '../notifications/settings';
import { scopedWarehouse } from './stock-items.service';
import { writeMovements, type MovementRow, type NewMovement } from './stock-ledger';

export interface MovesAnswer {
  movements: MovementRow[];
}

export async function receiveStock(n: Notifier, db: Db, user: AuthUser, input: ReceiptInput): Promise<MovesAnswer> {
  await scopedWarehouse(db, user, input.warehouse_id);
  const movements = await db.transaction((tx) =>
    writeMovements(
      n,
      tx,
      user,
      input.lines.map((l) => ({
        kind: 'receipt' as const,
        item_id: l.item_id,
        warehouse_id: input.warehouse_id,
        quantity: l.quantity,
        delta: l.quantity,
        unit_price: l.unit_price,
        unit_cost: l.unit_price,
        supplier: input.supplier,
        invoice_no: input.invoice_no || null,
        note: input.note || null,
      })),
    ),
  );
  return { movements };
}

// ——— issue ———

export interface IssueAnswer {
  id: string;
  warehouse_id: string;
  worker_id: string;
  offline: boolean;
  created_at: string;
  document: DocumentRef | null;
  movements: MovementRow[];
  /** Lines that took more than the shelf held (offline issues only): the storekeeper resolves them. */
  shortfalls: Array<{ movement_id: string; item_id: string; shortfall: number }>;
}

export async function issueAnswer(db: Db | Tx, issueId: string): Promise<IssueAnswer | null> {
  const [issue] = await db.select().from(st.stockIssues).where(eq(st.stockIssues.id, issueId));
  if (!issue) return null;
  const movements = await db
    .select()
    .from(st.stockMovements)
    .where(and(eq(st.stockMovements.issue_id, issueId), eq(st.stockMovements.kind, 'issue')));
  const [doc] = await queryRows<DocumentRef>(
    db,
    sql`select id, number from documents where kind = 'stock_issue' and source_id = ${issueId}::uuid`,
  );
  return answerOf(issue, movements, doc ?? null);
}

/** The issue as its request answers it. */
function answerOf(issue: typeof st.stockIssues.$inferSelect, movements: MovementRow[], document: DocumentRef | null): IssueAnswer {
  return {
    id: issue.id,
    warehouse_id: issue.warehouse_id,
    worker_id: issue.worker_id,
    offline: issue.offline,
    created_at: issue.created_at.toISOString(),
    document,
    movements,
    shortfalls: movements.filter((m) => m.shortfall > 0).map((m) => ({ movement_id: m.id, item_id: m.item_id, shortfall: m.shortfall })),
  };
}

async function workerExists(db: Db | Tx, workerId: string): Promise<void> {
  const [worker] = await db.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
  if (!worker) throw notFound(STOCK_MESSAGES.workerNotFound);
}

/**
 * Hands stock to a worker in one signing. Online, a line beyond the stock is refused in place (409)
 * unless the warehouse allows negative stock. An issue signed offline (`offline`, sent once through
 * the outbox with its Idempotency-Key) is a fact: it always lands, and a line that finds too little
 * takes the level below zero and is flagged as a shortfall. The issue's id is made on the device:
 * the same id sent again answers what was stored (`created: false`).
 */
export async function issueStock(
  n: Notifier,
  db: Db,
  user: AuthUser,
  input: StockIssueInput,
  hasIdempotencyKey: boolean,
): Promise<{ answer: IssueAnswer; created: boolean }> {
  if (input.offline && !hasIdempotencyKey) throw badRequest(STOCK_MESSAGES.offlineNeedsKey);
  await scopedWarehouse(db, user, input.warehouse_id);
  const stored = await issueAnswer(db, input.id);
  if (stored) return { answer: sameIssue(stored, input), created: false };
  await workerExists(db, input.worker_id);
  let written: IssueAnswer;
  try {
    written = (await db.transaction((tx) => writeStockIssue(n, tx, user, input))).answer;
  } catch (error) {
    // The same issue sent twice at once: the second finds the first's.
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'stock_issues_pkey') {
      const first = await issueAnswer(db, input.id);
      if (first) return { answer: sameIssue(first, input), created: false };
    }
    throw error;
  }
  return { answer: written, created: true };
}

/**
 * The issue's rows in the caller's transaction: the issue, its movements through the ledger (online
 * refused in place beyond the stock, offline landing with the shortfall flagged) and its sealed
 * KKD- document. The stand-alone issue and the serial hand-over's stock lines both write through it.
 */
export async function writeStockIssue(
  n: Notifier,
  tx: Tx,
  user: AuthUser,
  input: StockIssueInput & { handover_batch_id?: string | null },
): Promise<{ documentId: string; answer: IssueAnswer }> {
  const [saved] = await tx.select({ signature: s.users.signature }).from(s.users).where(eq(s.users.id, user.id));
  const [issue] = await tx
    .insert(st.stockIssues)
    .values({
      id: input.id,
      warehouse_id: input.warehouse_id,
      worker_id: input.worker_id,
      signature: input.signature,
      issuer_signature: input.issuer_signature ?? saved?.signature ?? null,
      issued_by: user.id,
      offline: input.offline,
      ppe_briefed: input.ppe_briefed,
      handover_batch_id: input.handover_batch_id ?? null,
    })
    .returning();
  const rows = await writeMovements(
    n,
    tx,
    user,
    input.lines.map((l) => ({
      kind: 'issue' as const,
      item_id: l.item_id,
      warehouse_id: input.warehouse_id,
      quantity: l.quantity,
      delta: -l.quantity,
      worker_id: input.worker_id,
      issue_id: input.id,
      offline: input.offline,
    })),
  );
  const { doc } = await openDocument(tx, {
    kind: 'stock_issue',
    sourceId: issue!.id,
    createdBy: user.id,
    workerId: input.worker_id,
    warehouseId: input.warehouse_id,
    at: issue!.created_at,
  });
  await addMembers(
    tx,
    doc,
    rows.map((r) => r.id),
    issue!.created_at,
  );
  await seal(tx, doc);
  return { documentId: doc.id, answer: answerOf(issue!, rows, { id: doc.id, number: doc.number }) };
}

function sameIssue(stored: IssueAnswer, input: StockIssueInput): IssueAnswer {
  if (stored.worker_id !== input.worker_id.toLowerCase() || stored.warehouse_id !== input.warehouse_id.toLowerCase()) {
    throw conflict('Bu teslim kimliği başka bir teslimde kullanılmış.');
  }
  return stored;
}

// ——— return ———

/** What a worker holds of each item: given minus returned (to stock or scrapped). */
export async function heldByWorker(db: Db | Tx, workerId: string, itemIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ item_id: string; held: number }>(
    db,
    sql`select item_id, sum(case when kind = 'issue' then quantity else -quantity end)::float8 as held
        from ${st.stockMovements} where worker_id = ${workerId}::uuid and kind in ('issue', 'return', 'return_scrapped')
        ${itemIds ? sql`and item_id in (select jsonb_array_elements_text(${JSON.stringify(itemIds)}::jsonb)::uuid)` : sql``}
        group by item_id`,
  );
  return new Map(rows.map((r) => [r.item_id, r.held]));
}

export async function returnStock(n: Notifier, db: Db, user: AuthUser, input: StockReturnInput): Promise<MovesAnswer> {
  await scopedWarehouse(db, user, input.warehouse_id);
  await workerExists(db, input.worker_id);
  const movements = await db.transaction(async (tx) => {
    // The worker's row lock keeps two returns of the same goods from both passing the check.
    await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, input.worker_id)).for('update');
    const held = await heldByWorker(
      tx,
      input.worker_id,
      input.lines.map((l) => l.item_id.toLowerCase()),
    );
    const asked = new Map<string, number>();
    for (const l of input.lines) asked.set(l.item_id.toLowerCase(), (asked.get(l.item_id.toLowerCase()) ?? 0) + l.quantity);
    for (const [itemId, quantity] of asked) {
      const has = held.get(itemId) ?? 0;
      if (quantity > has + 1e-9)
        throw new HttpError(409, `İşçinin üzerinde bu kalemden ${formatQuantity(has)} var; daha fazlası iade alınamaz.`, {
          item_id: itemId,
        });
    }
    return writeMovements(
      n,
      tx,
      user,
      input.lines.map((l) => ({
        kind: l.scrapped ? ('return_scrapped' as const) : ('return' as const),
        item_id: l.item_id,
        warehouse_id: input.warehouse_id,
        quantity: l.quantity,
        delta: l.scrapped ? 0 : l.quantity,
        worker_id: input.worker_id,
        note: input.note || null,
      })),
    );
  });
  return { movements };
}

// ——— adjustments and reversals ———

export async function adjustStock(n: Notifier, db: Db, user: AuthUser, input: AdjustmentInput): Promise<MovesAnswer> {
  await scopedWarehouse(db, user, input.warehouse_id);
  const lines: NewMovement[] =
    input.kind === 'count_correction'
      ? input.lines.map((l) => ({
          kind: 'count_correction',
          item_id: l.item_id,
          warehouse_id: input.warehouse_id,
          quantity: Math.abs(l.quantity),
          delta: l.quantity,
          note: input.note || null,
        }))
      : input.lines.map((l) => ({
          kind: 'loss',
          item_id: l.item_id,
          warehouse_id: input.warehouse_id,
          quantity: l.quantity,
          delta: -l.quantity,
          reason: input.reason,
          note: input.note || null,
        }));
  return { movements: await db.transaction((tx) => writeMovements(n, tx, user, lines)) };
}

/** Movements a reversal may undo: worker movements are undone by a return, transfers by cancelling. */
const REVERSIBLE = ['receipt', 'count_correction', 'loss'];

export async function reverseMovement(n: Notifier, db: Db, user: AuthUser, movementId: string, reason: string): Promise<MovesAnswer> {
  const [original] = await db.select().from(st.stockMovements).where(eq(st.stockMovements.id, movementId));
  if (!original || !inScope(user, original.warehouse_id)) throw notFound(STOCK_MESSAGES.movementNotFound);
  if (!REVERSIBLE.includes(original.kind)) throw conflict(STOCK_MESSAGES.notReversible);
  try {
    const movements = await db.transaction((tx) =>
      writeMovements(n, tx, user, [
        {
          kind: 'reversal',
          item_id: original.item_id,
          warehouse_id: original.warehouse_id,
          quantity: original.quantity,
          delta: -original.delta,
          unit_cost: original.unit_cost,
          reverses_id: original.id,
          reason,
        },
      ]),
    );
    return { movements };
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(STOCK_MESSAGES.alreadyReversed);
    throw error;
  }
}
