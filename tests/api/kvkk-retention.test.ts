// KVKK retention over real HTTP (docs/kvkk.md, issue 47 point 5): the periods in Ayarlar with
// Turkish refusals; a run that anonymises a cleared worker whose time has passed (records backdated
// and resealed, as the demo seed does) while a worker under legal hold is untouched; their documents
// still verify, with the same fingerprint, and say they were anonymised; logs past their time are
// deleted; every destruction is in the destruction log; the monthly tick runs once; the data-subject
// export and its audit entry; refusals without the permission.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DestructionLogAnswer, RetentionRun, RetentionSettings, WorkerRetentionState } from '@shared/kvkk';
import { documentProofs, documents } from '@server/db/documents-schema';
import { workerAnonymisations } from '@server/db/kvkk-schema';
import * as s from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import { resealSigning } from '@server/modules/documents/document-store';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { issue, paper, returnItems, verify, WORKER_DRAWING } from '../helpers/documents';
import { createEquipment, createUserWithPermissions, createWarehouse, createWorker, randomUUID, type TestUser } from '../helpers/fixtures';

let t: TestServer;
let outsider: TestUser;

beforeAll(async () => {
  t = await startTestServer();
  outsider = await createUserWithPermissions(t, ['view_workers', 'view_field_equipment', 'view_national_id', 'manage_company']);
});
afterAll(async () => {
  await t?.close();
});

const admin = () => t.adminToken;
const db = () => t.database.db;

/** A worker who took an item, returned it and was cleared (İLK-), every record `years` back. */
async function clearedWorker(years: number, name = { first_name: 'Mehmet', last_name: 'Öztürk' }) {
  const warehouse = await createWarehouse(t);
  const worker = await createWorker(t, name);
  const item = await createEquipment(t, { warehouse_id: warehouse.id });
  const issued = await issue(t, admin(), { equipment_id: item.id, worker_id: worker.id, batch_id: randomUUID() });
  expect(issued.status).toBe(201);
  expect((await returnItems(t, admin(), [issued.body.id])).status).toBe(201);
  const cleared = await t.request<{ document: { id: string } }>('POST', `/workers/${worker.id}/clearance`, { token: admin(), body: {} });
  expect(cleared.status).toBe(201);
  await db().transaction(async (tx) => {
    const shift = sql`make_interval(years => ${years})`;
    await tx.execute(
      sql`update field_equipment set issued_at = issued_at - ${shift}, returned_at = returned_at - ${shift}, created_at = created_at - ${shift}
          where worker_id = ${worker.id}::uuid`,
    );
    await tx.execute(sql`update documents set created_at = created_at - ${shift} where worker_id = ${worker.id}::uuid`);
    for (const doc of await tx.select().from(documents).where(eq(documents.worker_id, worker.id))) await resealSigning(tx, doc);
  });
  const docs = await db().select().from(documents).where(eq(documents.worker_id, worker.id));
  return { worker, record: issued.body.id, docs };
}

const runNow = () => t.request<RetentionRun>('POST', '/kvkk/runs', { token: admin(), body: {} });

describe('retention periods in Ayarlar', () => {
  it('starts from the defaults, refuses bad values in Turkish and keeps the last good ones, audits a save', async () => {
    const first = await t.request<RetentionSettings>('GET', '/kvkk/settings', { token: admin() });
    expect(first.body).toMatchObject({ worker_years: 10, notification_days: 365, webhook_days: 90, signin_days: 180 });
    const good = { worker_years: 10, notification_days: 365, webhook_days: 90, signin_days: 180 };
    for (const [bad, message] of [
      [{ ...good, worker_years: 0 }, 'Ayrılan işçi kayıtları için saklama süresi 1 ile 50 yıl arasında bir tam sayı olmalıdır.'],
      [{ ...good, notification_days: 12.5 }, 'Bildirim kayıtları için saklama süresi 30 ile 3650 gün arasında bir tam sayı olmalıdır.'],
      [{ ...good, signin_days: '90' }, 'Oturum ve giriş kayıtları için saklama süresi 30 ile 3650 gün arasında bir tam sayı olmalıdır.'],
    ] as const) {
      const res = await t.request<{ error: string }>('PUT', '/kvkk/settings', { token: admin(), body: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const saved = await t.request<RetentionSettings>('PUT', '/kvkk/settings', { token: admin(), body: { ...good, webhook_days: 30 } });
    expect(saved.status).toBe(200);
    expect((await t.request<RetentionSettings>('GET', '/kvkk/settings', { token: admin() })).body.webhook_days).toBe(30);
    const [entry] = await db().select().from(s.auditLog).where(eq(s.auditLog.entity, 'retention_settings'));
    expect(entry).toMatchObject({ action: 'update', after: expect.objectContaining({ webhook_days: 30 }) });
  });

  it('refuses every KVKK call to a user without manage_personal_data (403)', async () => {
    const worker = await createWorker(t);
    for (const [method, path] of [
      ['GET', '/kvkk/settings'],
      ['POST', '/kvkk/runs'],
      ['GET', '/kvkk/destructions'],
      ['GET', `/kvkk/workers/${worker.id}/export`],
      ['POST', `/kvkk/workers/${worker.id}/hold`],
    ] as const) {
      const res = await t.request(method, path, { token: outsider.token, body: method === 'POST' ? { reason: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('a destruction run', () => {
  it('anonymises a worker past their time, leaves a held one and a recent one, and their papers still verify', async () => {
    const due = await clearedWorker(11);
    const held = await clearedWorker(11, { first_name: 'Hüseyin', last_name: 'Kaçar' });
    const recent = await clearedWorker(3, { first_name: 'Elif', last_name: 'Şahin' });
    const hold = await t.request<WorkerRetentionState>('POST', `/kvkk/workers/${held.worker.id}/hold`, {
      token: admin(),
      body: { reason: 'Devam eden iş kazası davası' },
    });
    expect(hold.status).toBe(200);
    expect(hold.body.legal_hold?.reason).toBe('Devam eden iş kazası davası');
    const printed = await Promise.all(due.docs.map((d) => paper(t, admin(), d.id)));
    expect(printed.map((p) => p.number.slice(0, 3)).sort()).toEqual(['TES', 'İAD', 'İLK'].sort());
    for (const p of printed) expect((await verify(t, p.code)).body.state).toBe('valid');

    const run = await runNow();
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ status: 'done', trigger: 'manual' });
    expect(run.body.counts.workers).toBeGreaterThanOrEqual(1);
    expect(run.body.counts.held).toBeGreaterThanOrEqual(1);

    const [after] = await db().select().from(s.workers).where(eq(s.workers.id, due.worker.id));
    expect(after).toMatchObject({ first_name: 'Anonim', last_name: 'Kişi', phone: '' });
    expect(after!.tc_no).not.toBe(due.worker.tc_no);
    const [record] = await db().select().from(s.fieldEquipment).where(eq(s.fieldEquipment.id, due.record));
    expect(record!.signature).not.toBe(WORKER_DRAWING);
    expect(record!.return_signature).not.toBe(WORKER_DRAWING);
    // No copy of the name, id or signature is left in the proofs or the audit trail.
    const proofs = await db()
      .select()
      .from(documentProofs)
      .where(sql`${documentProofs.document_id} in (select id from documents where worker_id = ${due.worker.id}::uuid)`);
    const audits = await db().select().from(s.auditLog).where(eq(s.auditLog.entity_id, due.worker.id));
    const kept = JSON.stringify([proofs, audits]);
    for (const secret of ['Öztürk', due.worker.tc_no, due.worker.phone]) expect(kept).not.toContain(secret);

    // The paper still verifies, with the fingerprint printed on it, and says its personal data was anonymised.
    for (const before of printed) {
      const anonymous = await verify(t, before.code);
      expect(anonymous.body.state, before.number).toBe('valid');
      expect(anonymous.body.anonymised_at).toEqual(expect.any(String));
      const reader = await verify(t, before.code, admin());
      expect(reader.body.details!.revisions.at(-1)!.fingerprint).toBe(before.fingerprint);
      expect(JSON.stringify(reader.body.details)).not.toContain('Öztürk');
      expect((await paper(t, admin(), before.id)).fingerprint).toBe(before.fingerprint);
    }

    // The held and the recent worker are untouched.
    for (const kept of [held, recent]) {
      const [row] = await db().select().from(s.workers).where(eq(s.workers.id, kept.worker.id));
      expect(row!.first_name).toBe(kept.worker.first_name);
      expect(await db().select().from(workerAnonymisations).where(eq(workerAnonymisations.worker_id, kept.worker.id))).toEqual([]);
    }
    expect((await t.request<WorkerRetentionState>('GET', `/kvkk/workers/${due.worker.id}`, { token: admin() })).body.anonymised_at).toEqual(
      expect.any(String),
    );

    // The destruction log names the worker and each document, with the run.
    const log = await t.request<DestructionLogAnswer>('GET', '/kvkk/destructions', { token: admin() });
    const mine = log.body.entries.filter((e) => e.run_id === run.body.id && e.action === 'anonymised');
    expect(mine.filter((e) => e.record_type === 'worker').map((e) => e.record_id)).toContain(due.worker.id);
    expect(mine.filter((e) => e.record_type === 'document').map((e) => e.record_id)).toEqual(
      expect.arrayContaining(due.docs.map((d) => d.id)),
    );
    expect(log.body.runs[0]!.id).toBe(run.body.id);

    // Released, the held worker goes in the next run; the release is audited with its reason.
    const released = await t.request('POST', `/kvkk/workers/${held.worker.id}/release`, {
      token: admin(),
      body: { reason: 'Dava kesinleşti' },
    });
    expect(released.status).toBe(200);
    expect((await t.request('POST', `/kvkk/workers/${held.worker.id}/release`, { token: admin(), body: { reason: 'x' } })).status).toBe(
      409,
    );
    const holdAudit = await db()
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, held.worker.id), sql`${s.auditLog.action} like 'legal_hold%'`));
    expect(holdAudit.map((a) => a.action)).toEqual(['legal_hold_set', 'legal_hold_cleared']);
    expect((await runNow()).body.counts.workers).toBe(1);
    expect((await verify(t, (await paper(t, admin(), held.docs[0]!.id)).code)).body).toMatchObject({ state: 'valid' });
  });

  it('rolls a worker back whole when their anonymisation fails, and does it on the next run', async () => {
    const due = await clearedWorker(12, { first_name: 'Selim', last_name: 'Arıkan' });
    // A fault half-way (after the worker's row is written): the database refuses the hand-overs' update.
    await db().execute(
      sql.raw(`create function kvkk_fault() returns trigger as $$ begin raise exception 'arıza'; end $$ language plpgsql`),
    );
    await db().execute(
      sql.raw(`create trigger kvkk_fault before update on field_equipment for each row
               when (new.worker_id = '${due.worker.id}') execute function kvkk_fault()`),
    );
    const failed = await runNow();
    expect(failed.body).toMatchObject({ status: 'done', counts: expect.objectContaining({ failed: 1 }) });
    const [row] = await db().select().from(s.workers).where(eq(s.workers.id, due.worker.id));
    expect(row).toMatchObject({ first_name: 'Selim', last_name: 'Arıkan', tc_no: due.worker.tc_no, phone: due.worker.phone });
    expect(await queryRows(db(), sql`select 1 from destruction_log where record_id = ${due.worker.id}`)).toEqual([]);
    expect(await db().select().from(workerAnonymisations).where(eq(workerAnonymisations.worker_id, due.worker.id))).toEqual([]);
    const code = (await paper(t, admin(), due.docs[0]!.id)).code;
    expect((await verify(t, code)).body).toEqual(expect.not.objectContaining({ anonymised_at: expect.anything() }));

    await db().execute(sql.raw('drop trigger kvkk_fault on field_equipment'));
    await db().execute(sql.raw('drop function kvkk_fault()'));
    expect((await runNow()).body.counts).toMatchObject({ workers: 1, failed: 0 });
    expect((await verify(t, code)).body).toMatchObject({ state: 'valid', anonymised_at: expect.any(String) });
  });

  it('keeps the audit trail append-only outside a redaction', async () => {
    await expect(db().execute(sql`update audit_log set after = '{}'::jsonb where id = (select max(id) from audit_log)`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = (select max(id) from audit_log)`)).rejects.toThrow();
  });

  it('deletes logs past their time (never messages still waiting), logs each, and prunes the destruction log after three years', async () => {
    const [user] = await db().select({ id: s.users.id }).from(s.users).limit(1);
    const old = sql`now() - interval '400 days'`;
    await db().execute(
      sql`insert into notification_outbox (key, event, channel, user_id, payload, status, created_at)
          values (${`kvkk-sent-${randomUUID()}`}, 'digest', 'email', ${user!.id}::uuid, '{}'::jsonb, 'sent', ${old}),
                 (${`kvkk-wait-${randomUUID()}`}, 'digest', 'email', ${user!.id}::uuid, '{}'::jsonb, 'waiting', ${old})`,
    );
    const session = randomUUID();
    await db().execute(
      sql`insert into sessions (id, user_id, token_hash, created_at, expires_at)
          values (${session}::uuid, ${user!.id}::uuid, ${`kvkk-${session}`}, now() - interval '300 days', now() - interval '293 days')`,
    );
    await db().execute(
      sql`insert into login_throttle (email, client, failed_count, updated_at) values ('eski@depo.local', '10.0.0.9', 2, now() - interval '300 days')`,
    );
    await db().execute(
      sql`insert into destruction_log (record_type, record_id, action, at) values ('sessions', 'eski', 'deleted', now() - interval '3 years 1 day')`,
    );

    const run = await runNow();
    expect(run.body.status).toBe('done');
    expect(run.body.counts).toMatchObject({ sessions: 1, login_attempts: 1, destruction_log: 1 });
    expect(run.body.counts.notifications).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ status: string }>(
      db(),
      sql`select status from notification_outbox where key like 'kvkk-%' order by status`,
    );
    expect(left.map((r) => r.status)).toEqual(['waiting']);
    expect(await queryRows(db(), sql`select 1 from sessions where id = ${session}::uuid`)).toEqual([]);
    const entries = await queryRows<{ record_type: string; record_id: string }>(
      db(),
      sql`select record_type, record_id from destruction_log where run_id = ${run.body.id}::uuid`,
    );
    expect(entries).toContainEqual({ record_type: 'sessions', record_id: session });
    const attempt = entries.find((e) => e.record_type === 'login_throttle');
    expect(attempt?.record_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(entries)).not.toContain('eski@depo.local');
    expect(await queryRows(db(), sql`select 1 from destruction_log where record_id = 'eski'`)).toEqual([]);
  });

  it('runs from the job queue’s tick once a month', async () => {
    const before = (await queryRows(db(), sql`select id from retention_runs where trigger = 'schedule'`)).length;
    await t.server.notifications.tick(new Date('2031-03-01T05:00:00Z'));
    await t.server.notifications.tick(new Date('2031-03-15T05:00:00Z'));
    await t.server.notifications.tick(new Date('2031-04-01T05:00:00Z'));
    const runs = await queryRows<{ period: string; status: string }>(
      db(),
      sql`select period, status from retention_runs where trigger = 'schedule' order by period`,
    );
    expect(runs.length - before).toBe(2);
    expect(runs.slice(-2)).toEqual([
      { period: '2031-03', status: 'done' },
      { period: '2031-04', status: 'done' },
    ]);
  });
});

describe('the data-subject export', () => {
  it('holds everything about the worker in one file, and is audited', async () => {
    const { worker, record, docs } = await clearedWorker(0, { first_name: 'Zehra', last_name: 'Aydın' });
    const res = await t.request<Record<string, unknown> & { worker: { tc_no: string; last_name: string } }>(
      'GET',
      `/kvkk/workers/${worker.id}/export`,
      { token: admin() },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`kvkk-isci-${worker.id}.json`);
    expect(res.body.worker).toMatchObject({ id: worker.id, last_name: 'Aydın', tc_no: worker.tc_no, phone: worker.phone });
    const handovers = res.body.handovers as Array<{ id: string; signature: string; return_signature: string; handover_document: string }>;
    expect(handovers.map((h) => h.id)).toEqual([record]);
    expect(handovers[0]!.signature).toBe(WORKER_DRAWING);
    expect((res.body.returns as unknown[]).length).toBe(1);
    expect((res.body.documents as Array<{ id: string }>).map((d) => d.id).sort()).toEqual(docs.map((d) => d.id).sort());
    const audits = res.body.audit_entries as Array<{ action: string; entity_id: string }>;
    expect(audits.map((a) => a.action)).toContain('kvkk_export');
    expect(audits.some((a) => a.entity_id === record)).toBe(true);
    for (const key of ['stock_issues', 'stock_movements', 'reservations', 'messages', 'team_leader_of', 'retention'])
      expect(res.body).toHaveProperty(key);
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity_id, worker.id), eq(s.auditLog.action, 'kvkk_export')));
    expect(entry?.user_id).toEqual(expect.any(String));
    expect((await t.request('GET', `/kvkk/workers/${randomUUID()}/export`, { token: admin() })).status).toBe(404);
  });
});
