import { describe, expect, it } from 'vitest';
import { operationEquipmentId, outboxRequest, returnedRecordIds, stocktakeSessionOf, type OutboxCommand, type OutboxOperation } from './outbox';
import { replayOutbox, newEntry, type OutboxEntry, type OutboxStore, type Sender } from './outbox-replay';

const base = { id: 'op-1', label: 'x' };
const commands: Array<[OutboxCommand, string, string]> = [
  [{ ...base, kind: 'issue_equipment', body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' } }, 'POST', '/field-equipment'],
  [{ ...base, kind: 'return_equipment', body: { items: [{ id: 'h1', condition: 'intact' }], signature: 'data:' } }, 'POST', '/field-equipment/returns'],
  [{ ...base, kind: 'report_fault', body: { warehouse_id: 'w', equipment_id: 'e2', issue: 'Motor' } }, 'POST', '/broken-equipment'],
  [{ ...base, kind: 'create_worker', body: { first_name: 'Ali', last_name: 'Yılmaz', tc_no: '1', phone: '5', department_id: 'd1' } }, 'POST', '/workers'],
  [{ ...base, kind: 'stocktake_read', sessionId: 's1', body: { id: 'r1', serial_number: 'SN-1' } }, 'POST', '/stocktakes/s1/reads'],
];

describe('outboxRequest: one derivation of method, path and body', () => {
  it.each(commands.map(([c, m, p]) => [c.kind, c, m, p] as const))('%s', (_kind, command, method, path) => {
    expect(outboxRequest(command)).toEqual({ method, path, body: command.body });
  });

  it('an entry stored by an earlier version is sent as it was stored', () => {
    const old: OutboxOperation = { id: 'op-old', kind: 'return_equipment', method: 'PUT', path: '/field-equipment/h2/return', label: 'İade', body: { condition: 'intact' } };
    expect(outboxRequest(old)).toEqual({ method: 'PUT', path: '/field-equipment/h2/return', body: { condition: 'intact' } });
    expect(returnedRecordIds(old)).toEqual(['h2']);
    expect(stocktakeSessionOf({ id: 'r', kind: 'stocktake_read', method: 'POST', path: '/stocktakes/s9/reads', label: 'Sayım' })).toBe('s9');
  });

  it('names the items and records the overlay needs', () => {
    expect(operationEquipmentId(commands[0]![0])).toBe('e1');
    expect(operationEquipmentId(commands[2]![0])).toBe('e2');
    expect(operationEquipmentId(commands[1]![0])).toBeUndefined();
    expect(returnedRecordIds(commands[1]![0])).toEqual(['h1']);
    expect(stocktakeSessionOf(commands[4]![0])).toBe('s1');
  });

  it('the replay sends a command and a stored request alike', async () => {
    const entries: OutboxEntry[] = [
      newEntry(commands[4]![0], 1),
      newEntry({ id: 'op-2', kind: 'stocktake_read', method: 'POST', path: '/stocktakes/s1/reads', body: { id: 'r2', serial_number: 'SN-2' }, label: 'y' }, 2),
    ];
    const store: OutboxStore = {
      entries: async () => entries,
      update: async () => undefined,
      remove: async () => undefined,
      token: async () => 't',
      serverIdFor: async () => undefined,
      rememberServerId: async () => undefined,
    };
    const calls: Array<{ method: string; url: string; body?: string }> = [];
    const send: Sender = async (r) => {
      calls.push({ method: r.method, url: r.url, body: r.body });
      return { status: 201, body: {} };
    };
    const report = await replayOutbox(store, send);
    expect(report.sent).toHaveLength(2);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/stocktakes/s1/reads', body: JSON.stringify({ id: 'r1', serial_number: 'SN-1' }) },
      { method: 'POST', url: '/api/stocktakes/s1/reads', body: JSON.stringify({ id: 'r2', serial_number: 'SN-2' }) },
    ]);
  });
});
