// A legal hold on a worker (docs/kvkk.md): while it stands no run anonymises them. Set and cleared
// with a reason, each audited.
import { eq } from 'drizzle-orm';
import { KVKK_MESSAGES, type WorkerRetentionState } from '@shared/kvkk';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { workerAnonymisations, workerLegalHolds } from '@server/db/kvkk-schema';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound } from '@server/http/errors';

async function lockedWorker(tx: Tx, workerId: string): Promise<void> {
  const [worker] = await tx.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId)).for('update');
  if (!worker) throw notFound(KVKK_MESSAGES.workerNotFound);
}

export async function workerRetentionState(db: Db | Tx, workerId: string): Promise<WorkerRetentionState> {
  const [worker] = await db.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.id, workerId));
  if (!worker) throw notFound(KVKK_MESSAGES.workerNotFound);
  const [hold] = await db.select().from(workerLegalHolds).where(eq(workerLegalHolds.worker_id, workerId));
  const [done] = await db.select().from(workerAnonymisations).where(eq(workerAnonymisations.worker_id, workerId));
  return {
    legal_hold: hold ? { reason: hold.reason, set_at: hold.set_at.toISOString(), set_by: hold.set_by } : null,
    anonymised_at: done?.anonymised_at.toISOString() ?? null,
  };
}

export async function setLegalHold(db: Db, user: AuthUser, workerId: string, reason: string): Promise<WorkerRetentionState> {
  return db.transaction(async (tx) => {
    await lockedWorker(tx, workerId);
    const state = await workerRetentionState(tx, workerId);
    if (state.anonymised_at) throw conflict(KVKK_MESSAGES.anonymised);
    if (state.legal_hold) throw conflict(KVKK_MESSAGES.alreadyHeld);
    await tx.insert(workerLegalHolds).values({ worker_id: workerId, reason, set_by: user.id });
    await audit(tx, { userId: user.id, action: 'legal_hold_set', entity: 'worker', entityId: workerId, after: { reason } });
    return workerRetentionState(tx, workerId);
  });
}

export async function clearLegalHold(db: Db, user: AuthUser, workerId: string, reason: string): Promise<WorkerRetentionState> {
  return db.transaction(async (tx) => {
    await lockedWorker(tx, workerId);
    const [hold] = await tx.delete(workerLegalHolds).where(eq(workerLegalHolds.worker_id, workerId)).returning();
    if (!hold) throw conflict(KVKK_MESSAGES.notHeld);
    await audit(tx, {
      userId: user.id,
      action: 'legal_hold_cleared',
      entity: 'worker',
      entityId: workerId,
      before: { reason: hold.reason, set_at: hold.set_at.toISOString() },
      after: { reason },
    });
    return workerRetentionState(tx, workerId);
  });
}
