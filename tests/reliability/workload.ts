// A random field workload: issue, return, report, assign, complete repair, set a report's status,
// transfer, complete transfer and bring a scrapped item back (the edit form), chosen from a snapshot of the lists that a poller refreshes. Stale choices are the
// point: the server must answer them with 409, never with a second record or a 500.
import { call, pick, PNG, type Inventory } from './harness';

export type OpName =
  'issue' | 'return' | 'report' | 'assign' | 'complete_repair' | 'set_status' | 'transfer' | 'complete_transfer' | 'revive';

interface Snapshot {
  equipment: Array<{
    id: string;
    status: string;
    serial_number: string;
    model: string;
    brand_id: string;
    category_id: string | null;
    warehouse_id?: string | null;
    warehouse?: { id: string } | null;
  }>;
  field: Array<{ id: string; status: string }>;
  broken: Array<{ id: string; status: string }>;
  transfers: Array<{ id: string; status: string }>;
}

export interface Acked {
  kind: 'field' | 'broken' | 'transfer' | 'return' | 'complete_transfer';
  id: string;
}

export interface Tally {
  byOp: Record<string, Record<string, number>>;
  acked: Acked[];
  serverErrors: string[];
}

export function newTally(): Tally {
  return { byOp: {}, acked: [], serverErrors: [] };
}

function count(tally: Tally, op: string, status: number | 'ağ hatası') {
  const row = (tally.byOp[op] ??= {});
  const key = typeof status === 'number' ? `${Math.floor(status / 100)}xx${status === 409 ? ' (409)' : ''}` : status;
  row[key] = (row[key] ?? 0) + 1;
}

export async function refreshSnapshot(url: string, token: string): Promise<Snapshot> {
  const [equipment, field, broken, transfers] = await Promise.all([
    call<Snapshot['equipment']>(url, token, 'GET', '/equipment'),
    call<Snapshot['field']>(url, token, 'GET', '/field-equipment'),
    call<Snapshot['broken']>(url, token, 'GET', '/broken-equipment'),
    call<Snapshot['transfers']>(url, token, 'GET', '/transfers'),
  ]);
  const list = <T>(a: { status: number; body: unknown }) => (a.status === 200 && Array.isArray(a.body) ? (a.body as T[]) : []);
  return {
    equipment: list(equipment),
    field: list(field),
    broken: list(broken),
    transfers: list(transfers),
  };
}

// Scrapping is a one-way street for the other operations: 'revive' keeps the pool alive (and races
// the edit form against hand-overs of items scrapped in the field).
const OPS: OpName[] = [
  'issue',
  'issue',
  'return',
  'report',
  'assign',
  'complete_repair',
  'set_status',
  'transfer',
  'complete_transfer',
  'revive',
];
const REPORT_STATUSES = ['pending', 'in_repair', 'repaired', 'scrapped'] as const;

export async function runOne(url: string, token: string, userId: string, inv: Inventory, snap: Snapshot, tally: Tally): Promise<void> {
  const op = pick(OPS)!;
  const warehouseOf = (e: Snapshot['equipment'][number]) => e.warehouse_id ?? e.warehouse?.id ?? inv.warehouseIds[0]!;
  let request: { method: string; path: string; body?: unknown; ack?: Acked['kind'] } | undefined;
  switch (op) {
    case 'issue': {
      const e = pick(snap.equipment.filter((x) => x.status === 'available')) ?? pick(snap.equipment);
      if (e)
        request = {
          method: 'POST',
          path: '/field-equipment',
          body: { equipment_id: e.id, worker_id: pick(inv.workerIds), team_leader_id: null, signature: PNG },
          ack: 'field',
        };
      break;
    }
    case 'return': {
      const f = pick(snap.field.filter((x) => x.status === 'active')) ?? pick(snap.field);
      if (f) request = { method: 'PUT', path: `/field-equipment/${f.id}/return`, ack: 'return' };
      break;
    }
    case 'report': {
      const e = pick(snap.equipment.filter((x) => x.status === 'available' || x.status === 'in_field')) ?? pick(snap.equipment);
      if (e)
        request = {
          method: 'POST',
          path: '/broken-equipment',
          body: { equipment_id: e.id, warehouse_id: warehouseOf(e), issue: 'Motor çalışmıyor' },
          ack: 'broken',
        };
      break;
    }
    case 'assign': {
      const b = pick(snap.broken.filter((x) => x.status === 'pending')) ?? pick(snap.broken);
      if (b) request = { method: 'PUT', path: `/broken-equipment/${b.id}/assign`, body: { assigned_to: userId } };
      break;
    }
    case 'complete_repair': {
      const b = pick(snap.broken.filter((x) => x.status === 'in_repair')) ?? pick(snap.broken);
      if (b)
        request = {
          method: 'PUT',
          path: `/broken-equipment/${b.id}/complete`,
          body: {
            status: Math.random() < 0.85 ? 'repaired' : 'scrapped',
            repairer_id: inv.repairerId,
            repair_cost: 125.5,
            repair_invoice: null,
          },
        };
      break;
    }
    case 'set_status': {
      const b = pick(snap.broken);
      if (b) request = { method: 'PUT', path: `/broken-equipment/${b.id}/status`, body: { status: pick([...REPORT_STATUSES]) } };
      break;
    }
    case 'revive': {
      const e = pick(snap.equipment.filter((x) => x.status === 'scrapped')) ?? pick(snap.equipment);
      if (e)
        request = {
          method: 'PUT',
          path: `/equipment/${e.id}`,
          body: {
            serial_number: e.serial_number,
            brand_id: e.brand_id,
            model: e.model,
            category_id: e.category_id,
            warehouse_id: warehouseOf(e),
            status: 'available',
          },
        };
      break;
    }
    case 'transfer': {
      const e = pick(snap.equipment.filter((x) => x.status === 'available')) ?? pick(snap.equipment);
      if (e) {
        const from = warehouseOf(e);
        const to = inv.warehouseIds.find((w) => w !== from)!;
        request = {
          method: 'POST',
          path: '/transfers',
          body: { equipment_id: e.id, from_warehouse_id: from, to_warehouse_id: to, assigned_to: userId },
          ack: 'transfer',
        };
      }
      break;
    }
    case 'complete_transfer': {
      const t = pick(snap.transfers.filter((x) => x.status === 'in_transit')) ?? pick(snap.transfers);
      if (t) request = { method: 'PUT', path: `/transfers/${t.id}/complete`, ack: 'complete_transfer' };
      break;
    }
  }
  if (!request) return;
  try {
    const res = await call<{ id?: string; error?: string }>(url, token, request.method, request.path, request.body);
    count(tally, op, res.status);
    if (res.status >= 500) tally.serverErrors.push(`${op} ${res.status} ${JSON.stringify(res.body)}`);
    if (res.status < 300 && request.ack) {
      const id = request.ack === 'return' || request.ack === 'complete_transfer' ? request.path.split('/')[2]! : res.body?.id;
      if (id) tally.acked.push({ kind: request.ack, id });
    }
  } catch {
    count(tally, op, 'ağ hatası');
  }
}

export function printTally(tally: Tally): void {
  const ops = Object.keys(tally.byOp).sort();
  let total = 0;
  let conflicts = 0;
  for (const op of ops) {
    const row = tally.byOp[op]!;
    total += Object.values(row).reduce((a, b) => a + b, 0);
    conflicts += row['4xx (409)'] ?? 0;
    console.log(
      `  ${op.padEnd(18)} ${Object.entries(row)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}`,
    );
  }
  console.log(
    `  toplam ${total} işlem, ${conflicts} çakışma (409), ${tally.acked.length} onaylı yazma, ${tally.serverErrors.length} sunucu hatası`,
  );
}
