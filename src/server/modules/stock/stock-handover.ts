// Stock lines signed with a serial hand-over (docs/stock.md "In the hand-over"): in the hand-over's
// own transaction they land as a stock issue of the item's warehouse, to the same worker under the
// same signature, through the stand-alone issue's write path (online refused in place beyond the
// stock, offline landing with the shortfall flagged), and name the hand-over's batch so its TES-
// paper prints them.
import type { DocumentRef } from '@shared/documents';
import { eq } from 'drizzle-orm';
import type { HandoverStockInput } from '@shared/schemas/stock';
import { STOCK_MESSAGES, type HandoverStockLines } from '@shared/stock';
import type { Db, Tx } from '@server/db/client';
import * as st from '@server/db/stock-schema';
import type { AuthUser } from '@server/http/context';
import { badRequest, conflict, forbidden, pgConstraint, pgErrorCode } from '@server/http/errors';
import type { Notifier } from '../notifications/settings';
import { issueAnswer, writeStockIssue } from './stock-moves.service';
import { stockIssueRecord } from './stock-papers.service';

export interface HandoverStockAnswer {
  id: string;
  document: DocumentRef | null;
  shortfalls: Array<{ movement_id: string; item_id: string; shortfall: number }>;
}

/** Before the hand-over's transaction: who may add stock lines, and an offline issue needs its key. */
export function checkHandoverStock(user: AuthUser, stock: HandoverStockInput | null | undefined, hasIdempotencyKey: boolean): void {
  if (!stock) return;
  if (!user.permissions.includes('issue_stock')) throw forbidden();
  if (stock.offline && !hasIdempotencyKey) throw badRequest(STOCK_MESSAGES.offlineNeedsKey);
}

export async function writeHandoverStock(
  n: Notifier,
  tx: Tx,
  user: AuthUser,
  handover: {
    warehouse_id: string;
    worker_id: string;
    signature: string;
    issuer_signature: string | null;
    batch_id: string;
    /** Sent by the outbox's replay (keyed, not the open form's immediate send): lands whatever the shelf says. */
    queued: boolean;
  },
  stock: HandoverStockInput,
): Promise<void> {
  try {
    await writeStockIssue(n, tx, user, {
      id: stock.id,
      warehouse_id: handover.warehouse_id,
      worker_id: handover.worker_id,
      signature: handover.signature,
      issuer_signature: handover.issuer_signature,
      offline: stock.offline || handover.queued,
      ppe_briefed: stock.ppe_briefed,
      lines: stock.lines,
      handover_batch_id: handover.batch_id,
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'stock_issues_pkey')
      throw conflict('Bu teslim kimliği başka bir teslimde kullanılmış.');
    throw error;
  }
}

/** What the hand-over's answer says of its stock lines: the KKD- document and any shortfall. */
export async function handoverStockAnswer(db: Db | Tx, stockIssueId: string): Promise<HandoverStockAnswer | undefined> {
  const answer = await issueAnswer(db, stockIssueId);
  return answer ? { id: answer.id, document: answer.document, shortfalls: answer.shortfalls } : undefined;
}

/** The stock lines signed with a hand-over batch, as its TES- paper prints them; null when none (or outside the reader's warehouses). */
export async function handoverStockLines(db: Db, user: AuthUser, batchId: string): Promise<HandoverStockLines | null> {
  const [issue] = await db
    .select({ id: st.stockIssues.id })
    .from(st.stockIssues)
    .where(eq(st.stockIssues.handover_batch_id, batchId))
    .limit(1);
  if (!issue) return null;
  const record = await stockIssueRecord(db, user, issue.id).catch(() => null);
  return record ? { id: record.id, document: record.document, ppe_briefed: record.ppe_briefed, lines: record.lines } : null;
}
