// Settling the differences of a closed count (docs/stocktake.md): a transfer into this warehouse, a
// fault report or a note, per row, each in its own transaction; the transfer and the fault go
// through their modules' own rules and audit rows.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SettleInput, StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ResultRow, SettleAnswer } from '@shared/stocktake';
import { moveMessages } from '@shared/equipment-move-messages';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import * as st from '@server/db/stocktake-schema';
import type { AuthUser } from '@server/http/context';
import { conflict, HttpError } from '@server/http/errors';
import { inScope } from '@server/http/guard';
import { lockEquipmentRow } from '../equipment/equipment-move';
import { openFaultReport } from '../repairs/broken-equipment.service';
import { insertTransfer } from '../transfers/transfers.service';
import { chunks, sessionRow, SETTLE_ONLY_CLOSED, type SessionRow } from './stocktake-session';
import type { Notifier } from '../notifications/settings';

const TRANSFER_OUTCOMES: readonly StocktakeOutcome[] = ['elsewhere'];
const FAULT_OUTCOMES: readonly StocktakeOutcome[] = ['found', 'elsewhere', 'out_of_scope', 'not_on_shelf'];

export const settleMessages = {
  noRow: (serial: string) => `${serial}: bu sayımın sonucunda böyle bir satır yok.`,
  lateUndecided: (serial: string) => `${serial}: önce kapanıştan sonra gelen okuması için karar verin.`,
  transferStarted: (serial: string) => `${serial}: bu depoya transfer zaten başlatıldı.`,
  transferOnlyElsewhere: (serial: string) => `${serial}: yalnızca başka depoda kayıtlı ekipman bu depoya transfer edilebilir.`,
  faultOnlyFound: (serial: string) => `${serial}: arıza yalnızca sayımda bulunan ekipman için bildirilebilir.`,
  outOfScope: (serial: string) => `${serial}: ekipmanın kayıtlı olduğu depoda işlem yetkiniz yok.`,
};

/**
 * One action for each chosen row, each in its own transaction (one refusal does not undo the
 * others). The transfer and the fault report go through their modules' own rules and audit rows.
 */
export async function settle(n: Notifier, db: Db, user: AuthUser, id: string, input: SettleInput): Promise<SettleAnswer> {
  const session = await sessionRow(db, user, id);
  if (session.status !== 'closed') throw conflict(SETTLE_ONLY_CLOSED);
  const serials = [...new Set(input.serial_numbers)];
  const results = new Map<string, ResultRow>();
  for (const part of chunks(serials)) {
    const rows = await db
      .select()
      .from(st.stocktakeResults)
      .where(and(eq(st.stocktakeResults.session_id, id), inArray(st.stocktakeResults.serial_number, part)));
    for (const r of rows) results.set(r.serial_number, r as ResultRow);
  }
  const report: SettleAnswer = { done: [], failed: [] };
  for (const serial of serials) {
    try {
      const done = await db.transaction((tx) => settleOne(n, tx, user, session, results.get(serial), serial, input));
      report.done.push({ serial_number: serial, ...done });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      report.failed.push({ serial_number: serial, error: error.message });
    }
  }
  return report;
}

/** Is there a row of this session's reads or settlements for the serial matching `where`? */
async function anyRow(tx: Tx, table: typeof st.stocktakeReads | typeof st.stocktakeSettlements, where: SQL | undefined): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

async function settleOne(
  n: Notifier,
  tx: Tx,
  user: AuthUser,
  session: SessionRow,
  row: ResultRow | undefined,
  serial: string,
  input: SettleInput,
): Promise<{ transfer_id: string | null; fault_id: string | null }> {
  if (!row) throw conflict(settleMessages.noRow(serial));
  // A read of this serial came after the close: what the row says may still change.
  const late = and(
    eq(st.stocktakeReads.session_id, session.id),
    eq(st.stocktakeReads.serial_number, serial),
    eq(st.stocktakeReads.late, true),
    isNull(st.stocktakeReads.decision),
  );
  if (await anyRow(tx, st.stocktakeReads, late)) throw conflict(settleMessages.lateUndecided(serial));
  let transferId: string | null = null;
  let faultId: string | null = null;
  if (input.action === 'transfer' || input.action === 'fault') {
    const allowed = input.action === 'transfer' ? TRANSFER_OUTCOMES : FAULT_OUTCOMES;
    if (!allowed.includes(row.outcome) || !row.equipment_id) {
      throw conflict(input.action === 'transfer' ? settleMessages.transferOnlyElsewhere(serial) : settleMessages.faultOnlyFound(serial));
    }
    const started = and(
      eq(st.stocktakeSettlements.session_id, session.id),
      eq(st.stocktakeSettlements.serial_number, serial),
      eq(st.stocktakeSettlements.action, 'transfer'),
    );
    if (input.action === 'transfer' && (await anyRow(tx, st.stocktakeSettlements, started)))
      throw conflict(settleMessages.transferStarted(serial));
    const item = await lockEquipmentRow(tx, row.equipment_id);
    if (!item) throw conflict(moveMessages.noLongerExists(serial));
    // 409, not 403: a refusal here must not end the counter's session in the client.
    if (!inScope(user, item.warehouse_id)) throw conflict(settleMessages.outOfScope(serial));
    if (input.action === 'transfer') {
      if (!item.warehouse_id) throw conflict(moveMessages.noWarehouse(serial));
      if (item.warehouse_id === session.warehouse_id) throw conflict(moveMessages.alreadyHere(serial));
      transferId = await insertTransfer(n, tx, user, {
        equipment_id: item.id,
        from_warehouse_id: item.warehouse_id,
        to_warehouse_id: session.warehouse_id,
        assigned_to: user.id,
      });
    } else {
      faultId = await openFaultReport(tx, user.id, item, input.note ?? '');
    }
  }
  const [settlement] = await tx
    .insert(st.stocktakeSettlements)
    .values({
      session_id: session.id,
      serial_number: serial,
      action: input.action,
      note: input.note || null,
      transfer_id: transferId,
      fault_id: faultId,
      created_by: user.id,
    })
    .returning();
  await audit(tx, { userId: user.id, action: 'settle', entity: 'stocktake_sessions', entityId: session.id, after: settlement });
  return { transfer_id: transferId, fault_id: faultId };
}
