// Requests from the field (docs/planning.md "Requests"): who hears, and the words. A new request
// reaches the warehouse's deciders (approve_request, in its scope); a decision reaches the requester.
import { sql } from 'drizzle-orm';
import type { NotificationEvent } from '@shared/notifications';
import { reservationRangeLabel } from '@shared/reservations';
import { approvedLabel, REQUEST_STATUS_LABELS, requestLineLabel, type FieldRequestLine, type RequestStatus } from '@shared/requests';
import type { Db, Tx } from '@server/db/client';
import { queryRows } from '@server/db/sql';
import { KIT_JSON } from '../requests/request-sql';
import type { ComposeInput, Message } from './compose';
import { warehouseStaff } from './recipients';

interface RequestHead {
  warehouse_id: string;
  requested_by: string;
  warehouse: string;
  requester: string;
  site: string;
  start_day: string;
  end_day: string;
  status: RequestStatus;
  decision_note: string | null;
}

const head = async (db: Db | Tx, id: string) =>
  (
    await queryRows<RequestHead>(
      db,
      sql`select q.warehouse_id, q.requested_by, w.name as warehouse, u.first_name || ' ' || u.last_name as requester, q.site,
        q.start_day::text as start_day, q.end_day::text as end_day, q.status, q.decision_note
        from requests q join warehouses w on w.id = q.warehouse_id join users u on u.id = q.requested_by where q.id = ${id}::uuid`,
    )
  )[0];

export async function requestNotice(
  tx: Db | Tx,
  kind: 'request_new' | 'request_decided',
  requestId: string,
): Promise<{ to: string[]; key: string; event: NotificationEvent; link: string; payload: { request_id: string } } | null> {
  const q = await head(tx, requestId);
  if (!q) return null;
  const base = { event: kind, link: `/requests/${requestId}`, payload: { request_id: requestId } };
  if (kind === 'request_decided') return { ...base, to: [q.requested_by], key: `request_decided:${requestId}` };
  const staff = await warehouseStaff(tx, [q.warehouse_id], 'approve_request');
  return { ...base, to: staff.map((s) => s.user_id), key: `request_new:${requestId}` };
}

export async function requestMessage(db: Db | Tx, input: ComposeInput): Promise<Message> {
  const id = typeof input.payload.request_id === 'string' ? input.payload.request_id : '';
  const q = await head(db, id);
  if (!q) return { title: 'Talep', body: 'Talep bulunamadı.', short: 'Talep bulunamadı.', link: input.link };
  const [{ lines } = { lines: [] }] = await queryRows<{ lines: FieldRequestLine[] }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', l.id, 'equipment', case when e.id is not null then json_build_object(
        'serial_number', e.serial_number, 'brand', eb.name, 'model', e.model) end, 'brand', lb.name, 'model', l.model,
        'stock_item', case when si.id is not null then json_build_object('name', si.name, 'unit', si.unit) end, 'kit', ${KIT_JSON},
        'quantity', l.quantity::float8, 'approved', l.approved::float8) order by l.position), '[]'::json) as lines
      from request_lines l left join equipment e on e.id = l.equipment_id left join brands eb on eb.id = e.brand_id
      left join brands lb on lb.id = l.brand_id left join stock_items si on si.id = l.stock_item_id where l.request_id = ${id}::uuid`,
  );
  const when = `${q.site}, ${reservationRangeLabel(q)}`;
  if (input.event === 'request_new') {
    const what = lines.map((l) => requestLineLabel(l)).join('; ');
    const title = `Yeni talep: ${q.requester} (${q.warehouse})`;
    return {
      title,
      body: `${q.requester} ${q.warehouse} deposundan talep etti (${when}): ${what}.`,
      short: `${title}: ${when}.`,
      link: input.link,
    };
  }
  const state = REQUEST_STATUS_LABELS[q.status] ?? q.status;
  const title = `Talebiniz ${state.toLocaleLowerCase('tr-TR')}: ${q.site}`;
  const what = lines.map((l) => `${requestLineLabel(l)}: ${approvedLabel(l) ?? ''}`).join('; ');
  const why = q.decision_note ? ` ${q.status === 'refused' ? 'Gerekçe' : 'Not'}: ${q.decision_note}` : '';
  return {
    title,
    body: `${q.warehouse} deposu talebinizi yanıtladı (${when}): ${state}. ${what}.${why}`,
    short: `${title} (${reservationRangeLabel(q)}).${why}`,
    link: input.link,
  };
}
