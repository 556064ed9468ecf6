// Steps the notification suites repeat: events made over HTTP, and a look at the outbox.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/sql';
import { startTestServer, type TestServer } from './api-server';
import { PNG_DATA_URL, createEquipment, createWarehouse, createWorker } from './fixtures';
import { startSmtpSink, type SmtpSink } from './notification-sinks';

export interface OutboxRowView {
  id: string;
  key: string;
  event: string;
  channel: string;
  user_id: string | null;
  worker_id: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  not_before: string;
  subjects: string[] | null;
}

/** A local SMTP sink and a server that mails to it, its scheduled work on `clock`; `close` stops both. */
export async function serverWithSmtp(clock: () => Date): Promise<{ t: TestServer; smtp: SmtpSink; close: () => Promise<void> }> {
  const smtp = await startSmtpSink();
  const t = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'depo@ornek.test', COMPANY_NAME: 'Örnek İnşaat A.Ş.' },
    notifications: { clock },
  });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t, smtp, close };
}

export async function outboxRows(t: TestServer, event?: string): Promise<OutboxRowView[]> {
  return queryRows<OutboxRowView>(
    t.database.db,
    sql`select id, key, event, channel, user_id, worker_id, status, attempts, last_error, not_before::text, payload->'subjects' as subjects
        from notification_outbox ${event ? sql`where event = ${event}` : sql``} order by created_at, key`,
  );
}

/** A hand-over of `count` new items to a new worker in one signing (one request per item, in parallel, like the form). */
export async function handOver(t: TestServer, count: number, options: { dueDate?: string | null; token?: string } = {}) {
  const warehouse = await createWarehouse(t);
  const worker = await createWorker(t);
  const items = await Promise.all(Array.from({ length: count }, () => createEquipment(t, { warehouse_id: warehouse.id })));
  const batchId = randomUUID();
  const answers = await Promise.all(
    items.map((item) =>
      t.request<{ id: string; document: { id: string; number: string } }>('POST', '/field-equipment', {
        token: options.token ?? t.adminToken,
        body: {
          equipment_id: item.id,
          worker_id: worker.id,
          signature: PNG_DATA_URL,
          batch_id: batchId,
          due_date: options.dueDate ?? null,
        },
      }),
    ),
  );
  for (const a of answers) if (a.status !== 201) throw new Error(`teslim başarısız: ${a.status} ${JSON.stringify(a.body)}`);
  return { warehouse, worker, items, batchId, records: answers.map((a) => a.body.id), document: answers[0]!.body.document };
}

/** A fault reported by the administrator and assigned to `assigneeId`. */
export async function assignedFault(t: TestServer, assigneeId: string) {
  const warehouse = await createWarehouse(t);
  const item = await createEquipment(t, { warehouse_id: warehouse.id });
  const report = await t.request<{ id: string }>('POST', '/broken-equipment', {
    token: t.adminToken,
    body: { warehouse_id: warehouse.id, equipment_id: item.id, issue: 'Motor çalışmıyor, kablo ısınıyor' },
  });
  if (report.status !== 201) throw new Error(`arıza bildirilemedi: ${report.status}`);
  const assigned = await t.request('PUT', `/broken-equipment/${report.body.id}/assign`, {
    token: t.adminToken,
    body: { assigned_to: assigneeId },
  });
  if (assigned.status !== 200) throw new Error(`atama başarısız: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  return { reportId: report.body.id, warehouse, item };
}

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A delivery that failed (for the resend call): written straight into the outbox. */
export async function failedDelivery(t: TestServer): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into notification_outbox (key, event, channel, user_id, payload, status, attempts, last_error)
        select ${`test:${randomUUID()}:email`}, 'digest', 'email', id, '{"day":"2026-11-23","warehouses":[]}'::jsonb, 'failed', 1, 'SMTP 550: alıcı yok'
        from users order by created_at limit 1 returning id`,
  );
  return row!.id;
}
