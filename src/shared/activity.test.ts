import { describe, expect, it } from 'vitest';
import { describeActivity, withRecordedHistory, type ActivityEntry } from './activity';

const admin = { first_name: 'Ayşe', last_name: 'Yılmaz' };

function entry(partial: Partial<ActivityEntry> & Pick<ActivityEntry, 'entity' | 'action' | 'created_at'>): ActivityEntry {
  return { id: 1, entity_id: null, before: null, after: null, user: admin, ...partial };
}

describe('withRecordedHistory', () => {
  it('adds a step for every history record the audit trail misses, newest first', () => {
    const steps = withRecordedHistory([], {
      field: [
        {
          id: 'f1',
          issued_at: '2026-01-02T08:00:00.000Z',
          returned_at: '2026-01-05T08:00:00.000Z',
          issued_by_user: admin,
          returned_by_user: null,
        },
      ],
      broken: [{ id: 'b1', created_at: '2026-01-06T08:00:00.000Z', resolved_at: '2026-01-08T08:00:00.000Z', status: 'scrapped' }],
      transfers: [{ id: 't1', created_at: '2026-01-01T08:00:00.000Z', completed_at: null, issuer: admin, receiver: null }],
    });
    expect(steps.map((s) => describeActivity(s))).toEqual([
      'Tamir sonucu: hurdaya ayrıldı',
      'Arıza bildirildi',
      'Sahadan iade alındı',
      'Sahaya teslim edildi',
      'Transfer oluşturuldu',
    ]);
    expect(steps.every((s) => s.id < 0)).toBe(true);
    expect(steps.find((s) => s.action === 'create' && s.entity === 'field_equipment')?.user).toEqual(admin);
  });

  it('keeps the audit trail as it is when it covers the records', () => {
    const audit = [
      entry({ id: 7, entity: 'field_equipment', action: 'issue', entity_id: 'f1', created_at: '2026-01-02T08:00:00.000Z' }),
      entry({
        id: 8,
        entity: 'broken_equipment',
        action: 'status',
        entity_id: 'b1',
        created_at: '2026-01-08T08:00:00.000Z',
        after: { status: 'repaired' },
      }),
      entry({ id: 9, entity: 'broken_equipment', action: 'create', entity_id: 'b1', created_at: '2026-01-06T08:00:00.000Z' }),
    ];
    const steps = withRecordedHistory(audit, {
      field: [{ id: 'f1', issued_at: '2026-01-02T08:00:00.000Z', returned_at: null }],
      broken: [{ id: 'b1', created_at: '2026-01-06T08:00:00.000Z', resolved_at: '2026-01-08T08:00:00.000Z', status: 'repaired' }],
    });
    expect(steps).toEqual(audit);
  });

  it('is empty only when both are empty', () => {
    expect(withRecordedHistory([], {})).toEqual([]);
    expect(withRecordedHistory([], { field: undefined, broken: [], transfers: [] })).toEqual([]);
  });
});
