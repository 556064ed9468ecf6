// One worker's anonymisation (docs/kvkk.md), in one transaction: their name, national id and phone,
// their signature images on hand-overs, returns and stock issues, the copies of those in the audit
// trail and in the proofs of their documents; messages still addressed to them are deleted. Each
// document keeps verifying: its redacted proof is checked against the hash taken at redaction, and
// the printed fingerprint (the signed hash) still matches. A document that did not verify before
// stays 'altered'.
import { and, eq, sql } from 'drizzle-orm';
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME } from '@shared/kvkk';
import { audit } from '@server/db/audit';
import type { Tx } from '@server/db/client';
import { documentProofs, documents } from '@server/db/documents-schema';
import { destructionLog, documentRedactions, workerAnonymisations } from '@server/db/kvkk-schema';
import { queryRows } from '@server/db/sql';
import { proofHash } from '../documents/proof';
import { checkProof } from '../documents/verify';
import { returnableHeld } from '../stock/stock-papers.service';
import { ANONYMISED_SIGNATURE, redactContent } from './redact-proof';

/** A worker whose time has passed: cleared (İLK-), no movement for `yearsAgo` years, no equipment held, not anonymised. */
export const dueWorkersSql = (yearsAgo: number, only?: string) => sql`
  select w.id, exists (select 1 from worker_legal_holds h where h.worker_id = w.id) as held
  from workers w
  where exists (select 1 from documents d where d.worker_id = w.id and d.kind = 'clearance')
    and not exists (select 1 from worker_anonymisations a where a.worker_id = w.id)
    and not exists (select 1 from field_equipment f where f.worker_id = w.id and f.status = 'active')
    and coalesce(greatest(
      (select max(d.created_at) from documents d where d.worker_id = w.id),
      (select max(greatest(f.issued_at, f.returned_at)) from field_equipment f where f.worker_id = w.id or f.team_leader_id = w.id),
      (select max(si.created_at) from stock_issues si where si.worker_id = w.id),
      (select max(m.created_at) from stock_movements m where m.worker_id = w.id),
      (select max(r.updated_at) from reservations r where r.worker_id = w.id)
    ), now()) < now() - make_interval(years => ${yearsAgo})
    ${only ? sql`and w.id = ${only}::uuid` : sql``}
  order by w.id`;

/** What the audit trail's copies of the worker's rows get instead of the personal fields they hold. */
function auditReplacement(tcNo: string): string {
  return JSON.stringify({
    first_name: ANONYMISED_FIRST_NAME,
    last_name: ANONYMISED_LAST_NAME,
    tc_no: tcNo,
    phone: '',
    signature: '[anonimleştirildi]',
    return_signature: '[anonimleştirildi]',
  });
}

/**
 * Anonymises the worker if they are still due and not held (checked again under the row's lock);
 * false when they are not. Throws on any fault: the caller's transaction then changes nothing.
 */
export async function anonymiseWorker(tx: Tx, workerId: string, yearsAgo: number, runId: string): Promise<number | false> {
  await tx.execute(sql`select id from workers where id = ${workerId}::uuid for update`);
  const [due] = await queryRows<{ id: string; held: boolean }>(tx, dueWorkersSql(yearsAgo, workerId));
  if (!due || due.held) return false;
  // Returnable stock still held (a harness handed over after the clearance) keeps the worker, as equipment does.
  if ((await returnableHeld(tx, workerId)).length > 0) return false;

  const docs = await queryRows<{ id: string }>(
    tx,
    sql`select d.id from documents d where d.worker_id = ${workerId}::uuid
        union select m.document_id from document_members m join field_equipment f on f.id = m.entity_id
          where m.kind = 'handover' and f.team_leader_id = ${workerId}::uuid`,
  );
  const rows = [];
  for (const { id } of docs) {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, id));
    if (doc) rows.push({ doc, before: (await checkProof(tx, doc)).state });
  }

  const tcNo = `X${workerId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  await tx.execute(
    sql`update workers set first_name = ${ANONYMISED_FIRST_NAME}, last_name = ${ANONYMISED_LAST_NAME}, tc_no = ${tcNo}, phone = '', updated_at = now()
        where id = ${workerId}::uuid`,
  );
  const [records] = await queryRows<{ handovers: number; issues: number }>(
    tx,
    sql`with f as (update field_equipment set signature = ${ANONYMISED_SIGNATURE},
            return_signature = case when return_signature is null then null else ${ANONYMISED_SIGNATURE} end, updated_at = now()
          where worker_id = ${workerId}::uuid returning 1),
        s as (update stock_issues set signature = ${ANONYMISED_SIGNATURE} where worker_id = ${workerId}::uuid returning 1)
        select (select count(*)::int from f) as handovers, (select count(*)::int from s) as issues`,
  );
  // The audit trail is append-only; this transaction alone may rewrite the copies (migration 0040).
  await tx.execute(sql`select set_config('depo.kvkk_redaction', 'on', true)`);
  const [audited] = await queryRows<{ n: number }>(
    tx,
    sql`with a as (update audit_log set before = kvkk_redact_json(before, ${auditReplacement(tcNo)}::jsonb),
            after = kvkk_redact_json(after, ${auditReplacement(tcNo)}::jsonb)
          where entity_id = ${workerId}::uuid
            or entity_id in (select id from field_equipment where worker_id = ${workerId}::uuid)
            or entity_id in (select id from stock_issues where worker_id = ${workerId}::uuid)
          returning 1)
        select count(*)::int as n from a`,
  );
  await tx.execute(sql`select set_config('depo.kvkk_redaction', 'off', true)`);
  const [outbox] = await queryRows<{ n: number }>(
    tx,
    sql`with d as (delete from notification_outbox where worker_id = ${workerId}::uuid returning 1) select count(*)::int as n from d`,
  );

  for (const { doc, before } of rows) {
    const proofs = await tx.select().from(documentProofs).where(eq(documentProofs.document_id, doc.id));
    for (const proof of proofs) {
      const content = redactContent(proof.content, workerId, doc.worker_id === workerId);
      const redactedHash = before === 'valid' ? proofHash(content) : '';
      await tx
        .update(documentProofs)
        .set({ content })
        .where(and(eq(documentProofs.document_id, doc.id), eq(documentProofs.revision, proof.revision)));
      await tx
        .insert(documentRedactions)
        .values({ document_id: doc.id, revision: proof.revision, redacted_hash: redactedHash, run_id: runId })
        .onConflictDoUpdate({
          target: [documentRedactions.document_id, documentRedactions.revision],
          set: { redacted_hash: redactedHash, run_id: runId, anonymised_at: sql`now()` },
        });
    }
    await tx.insert(destructionLog).values({
      run_id: runId,
      record_type: 'document',
      record_id: doc.id,
      action: 'anonymised',
      detail: { number: doc.number, revisions: proofs.length, verified_before: before },
    });
  }
  const detail = {
    handovers: records?.handovers ?? 0,
    stock_issues: records?.issues ?? 0,
    documents: rows.length,
    audit_entries: audited?.n ?? 0,
    messages_deleted: outbox?.n ?? 0,
  };
  await tx.insert(workerAnonymisations).values({ worker_id: workerId, run_id: runId });
  await tx.insert(destructionLog).values({ run_id: runId, record_type: 'worker', record_id: workerId, action: 'anonymised', detail });
  await audit(tx, { userId: null, action: 'kvkk_anonymise', entity: 'worker', entityId: workerId, after: { run_id: runId, ...detail } });
  return rows.length;
}
