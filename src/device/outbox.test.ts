import { describe, expect, it } from 'vitest';
import { namedRecordIds, operationEquipmentId, outboxRequest, returnedRecordIds, stocktakeSessionOf, type OutboxCommand } from './outbox';
import { LEGACY_UNREADABLE, isLegacyEntry, migrateLegacyEntry } from './outbox-legacy';
import { MESSAGES, replayOutbox, newEntry, type OutboxEntry, type OutboxStore, type Sender } from './outbox-replay';

const base = { id: 'op-1', label: 'x' };
const commands: Array<[OutboxCommand, string, string]> = [
  [{ ...base, kind: 'issue_equipment', body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' } }, 'POST', '/field-equipment'],
  [
    { ...base, kind: 'return_equipment', body: { items: [{ id: 'h1', condition: 'intact' }], signature: 'data:' } },
    'POST',
    '/field-equipment/returns',
  ],
  [{ ...base, kind: 'report_fault', body: { warehouse_id: 'w', equipment_id: 'e2', issue: 'Motor' } }, 'POST', '/broken-equipment'],
  [
    { ...base, kind: 'create_worker', body: { first_name: 'Ali', last_name: 'Yılmaz', tc_no: '1', phone: '5', department_id: 'd1' } },
    'POST',
    '/workers',
  ],
  [{ ...base, kind: 'stocktake_read', sessionId: 's1', body: { id: 'r1', serial_number: 'SN-1' } }, 'POST', '/stocktakes/s1/reads'],
  [{ ...base, kind: 'stocktake_stock_count', sessionId: 's2', body: { item_id: 'i1', counted: 3 } }, 'PUT', '/stocktakes/s2/stock-counts'],
];

describe('outboxRequest: one derivation of method, path and body', () => {
  it.each(commands.map(([c, m, p]) => [c.kind, c, m, p] as const))('%s', (_kind, command, method, path) => {
    expect(outboxRequest(command)).toEqual({ method, path, body: command.body });
  });

  it('a single return of an early version is a PUT without a body', () => {
    const single: OutboxCommand = { id: 'op-old', kind: 'return_equipment', recordId: 'h2', label: 'İade' };
    expect(outboxRequest(single)).toEqual({ method: 'PUT', path: '/field-equipment/h2/return' });
    expect(returnedRecordIds(single)).toEqual(['h2']);
  });

  it('names the items and records the overlay needs', () => {
    expect(operationEquipmentId(commands[0]![0])).toBe('e1');
    expect(operationEquipmentId(commands[2]![0])).toBe('e2');
    expect(operationEquipmentId(commands[1]![0])).toBeUndefined();
    expect(returnedRecordIds(commands[1]![0])).toEqual(['h1']);
    expect(stocktakeSessionOf(commands[4]![0])).toBe('s1');
    expect(stocktakeSessionOf(commands[5]![0])).toBe('s2');
    // Only the people a hand-over names can be records made offline; a serial of 36 letters is not.
    expect(
      namedRecordIds({
        ...base,
        kind: 'issue_equipment',
        body: { equipment_id: 'e'.repeat(36), worker_id: 'w1', team_leader_id: 'w2', signature: 'data:', batch_id: 'b'.repeat(36) },
      }),
    ).toEqual(['w1', 'w2']);
    expect(namedRecordIds(commands[2]![0])).toEqual([]);
  });

  it('the replay makes an entry of an earlier shape a command and sends it; one it cannot send fails with a reason', async () => {
    const old = {
      ...newEntry(commands[4]![0], 2),
      id: 'op-2',
      sessionId: undefined,
      method: 'POST',
      path: '/stocktakes/s1/reads',
      body: { id: 'r2', serial_number: 'SN-2' },
    };
    const broken = { ...newEntry(commands[0]![0], 3), id: 'op-3', body: undefined };
    const entries = [newEntry(commands[4]![0], 1), old, broken] as OutboxEntry[];
    const updates: Array<[string, Partial<OutboxEntry>]> = [];
    const store: OutboxStore = {
      entries: async () => entries,
      update: async (id, changes) => void updates.push([id, changes]),
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
    expect(report.sent.map((s) => s.entry.id)).toEqual(['op-1', 'op-2']);
    expect(report.remaining).toBe(0);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/stocktakes/s1/reads', body: JSON.stringify({ id: 'r1', serial_number: 'SN-1' }) },
      { method: 'POST', url: '/api/stocktakes/s1/reads', body: JSON.stringify({ id: 'r2', serial_number: 'SN-2' }) },
    ]);
    // Stored as the command it stands for (the old fields removed), before it is sent.
    expect(updates.find(([id]) => id === 'op-2')![1]).toMatchObject({ sessionId: 's1', method: undefined, path: undefined });
    // Never left waiting in silence: failed, with what the user can do.
    expect(report.failed.map((f) => [f.id, f.state, f.error])).toEqual([['op-3', 'failed', MESSAGES.unsendable]]);
    expect(updates.find(([id]) => id === 'op-3')![1]).toMatchObject({ state: 'failed', error: MESSAGES.unsendable });
  });
});

describe('entries of earlier versions become typed commands once', () => {
  const kept = {
    id: 'op-x',
    label: 'x',
    state: 'pending',
    createdAt: 5,
    key: 'k-1',
    attempts: 2,
    history: [{ at: 1, key: 'k-1', status: 0, event: 'sent' }],
  };
  it.each([
    [
      'a hand-over',
      {
        kind: 'issue_equipment',
        method: 'POST',
        path: '/field-equipment',
        body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' },
      },
      { kind: 'issue_equipment', body: { equipment_id: 'e1', worker_id: 'w1', signature: 'data:' } },
    ],
    [
      'a batch return',
      {
        kind: 'return_equipment',
        method: 'POST',
        path: '/field-equipment/returns',
        body: { items: [{ id: 'h1', condition: 'intact' }], signature: 'data:' },
      },
      { kind: 'return_equipment', body: { items: [{ id: 'h1', condition: 'intact' }], signature: 'data:' } },
    ],
    [
      'a single return',
      { kind: 'return_equipment', method: 'PUT', path: '/field-equipment/h2/return' },
      { kind: 'return_equipment', recordId: 'h2' },
    ],
    [
      'a fault report',
      { kind: 'report_fault', method: 'POST', path: '/broken-equipment', body: { equipment_id: 'e2', warehouse_id: 'w', issue: 'Motor' } },
      { kind: 'report_fault', body: { equipment_id: 'e2', warehouse_id: 'w', issue: 'Motor' } },
    ],
    [
      'a new worker',
      { kind: 'create_worker', method: 'POST', path: '/workers', body: { first_name: 'Ali' } },
      { kind: 'create_worker', body: { first_name: 'Ali' } },
    ],
    [
      'a count read',
      { kind: 'stocktake_read', method: 'POST', path: '/stocktakes/s9/reads', body: { id: 'r', serial_number: 'SN' } },
      { kind: 'stocktake_read', sessionId: 's9', body: { id: 'r', serial_number: 'SN' } },
    ],
  ])('%s keeps its key, state and history', (_name, stored, typed) => {
    const old = { ...kept, ...stored };
    expect(isLegacyEntry(old)).toBe(true);
    const migrated = migrateLegacyEntry(old);
    expect(migrated).toEqual({ ...kept, ...typed });
    expect(isLegacyEntry(migrated)).toBe(false);
  });

  it('an entry it cannot read is kept, failed, with a message: never dropped', () => {
    const odd = { ...kept, kind: 'issue_equipment', method: 'DELETE', path: '/equipment/e1' };
    expect(migrateLegacyEntry(odd)).toMatchObject({ id: 'op-x', state: 'failed', error: LEGACY_UNREADABLE });
  });
});
