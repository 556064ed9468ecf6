import { describe, expect, it } from 'vitest';
import {
  canEditStatus,
  canMove,
  EQUIPMENT_MOVES,
  reportStatusRefusal,
  returnOutcome,
  statusAfter,
  statusForReport,
} from './equipment-moves';
import { scanRefusal } from './equipment-move-messages';
import { EQUIPMENT_STATUSES } from './status';

describe('a return by condition', () => {
  it.each([
    ['in_field', 'damaged', 'broken', 'open'],
    ['broken', 'damaged', 'broken', 'existing'],
    ['scrapped', 'damaged', 'scrapped', 'none'],
    ['in_field', 'intact', 'available', 'none'],
    ['in_field', 'missing_parts', 'available', 'none'],
    ['broken', 'intact', 'broken', 'none'],
  ] as const)(
    'opens a fault for a damaged item, points at the open one of a broken item, and leaves a scrapped one alone: %s, %s → %s, fault %s',
    (from, condition, status, fault) => {
      expect(returnOutcome(from, condition)).toEqual({ status, fault });
    },
  );
});

describe('the state machine table', () => {
  it('names only known statuses', () => {
    for (const rule of Object.values(EQUIPMENT_MOVES)) {
      for (const status of rule.from) expect(EQUIPMENT_STATUSES).toContain(status);
      if (rule.to !== 'kept') expect(EQUIPMENT_STATUSES).toContain(rule.to);
    }
  });

  it('issues and transfers only Müsait items; faults are reported from Müsait or Sahada', () => {
    expect(EQUIPMENT_STATUSES.filter((s) => canMove('issue', s))).toEqual(['available']);
    expect(EQUIPMENT_STATUSES.filter((s) => canMove('transfer', s))).toEqual(['available']);
    expect(EQUIPMENT_STATUSES.filter((s) => canMove('report_fault', s))).toEqual(['available', 'in_field']);
  });

  it('returns keep a fault or scrapping; repairs go back to the field with an open hand-over', () => {
    expect(statusAfter('return', 'in_field')).toBe('available');
    expect(statusAfter('return', 'broken')).toBe('broken');
    expect(statusAfter('return', 'scrapped')).toBe('scrapped');
    expect(statusAfter('repair', 'broken')).toBe('available');
    expect(statusAfter('repair', 'broken', { activeHandover: true })).toBe('in_field');
    expect(statusForReport('pending')).toBe('broken');
    expect(statusForReport('in_repair')).toBe('broken');
    expect(statusForReport('scrapped')).toBe('scrapped');
  });

  it.each([
    ['available', 'scrapped', true],
    ['in_field', 'in_field', true],
    ['in_field', 'available', false],
    ['available', 'broken', false],
  ] as const)('edits only between Müsait and Hurda: %s → %s allowed: %s', (from, to, allowed) => {
    expect(canEditStatus(from, to)).toBe(allowed);
  });
});

describe('checks shared by forms and server', () => {
  it('a scanned item: missing, waiting, wrong status, other warehouse', () => {
    const item = { status: 'available', warehouse_id: 'w1' };
    expect(scanRefusal('issue', 'SN-1', undefined)).toBe('SN-1 seri numaralı ekipman bulunamadı.');
    expect(scanRefusal('issue', 'SN-1', item, { pending: true })).toBe('SN-1 seri numaralı ekipman için bekleyen bir işlem var.');
    expect(scanRefusal('issue', 'SN-1', { ...item, status: 'broken' })).toBe('SN-1 seri numaralı ekipman şu anda Arızalı durumunda.');
    expect(scanRefusal('issue', 'SN-1', item, { warehouseId: 'w2' })).toBe('SN-1 seri numaralı ekipman seçilen depoda değil.');
    expect(scanRefusal('transfer', 'SN-1', item, { warehouseId: 'w2', warehouseIs: 'source' })).toBe(
      'SN-1 seri numaralı ekipman kaynak depoda bulunmuyor.',
    );
    expect(scanRefusal('report_fault', 'SN-1', { ...item, status: 'in_field' }, { warehouseId: 'w1' })).toBeNull();
  });

  it("'Durumu Güncelle': Tamirde needs an assignee, Tamir Edildi a repairer and a cost", () => {
    const bare = { status: 'pending', assigned: false, repairer: false, repairCost: false };
    expect(reportStatusRefusal(bare, 'in_repair')).toBe('Önce Tamir Ata ile bir kişi atayın.');
    expect(reportStatusRefusal(bare, 'repaired')).toBe('Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.');
    expect(reportStatusRefusal({ ...bare, repairer: true }, 'repaired')).toBe('Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.');
    expect(reportStatusRefusal({ ...bare, repairer: true, repairCost: true }, 'repaired')).toBeNull();
    expect(reportStatusRefusal({ ...bare, assigned: true }, 'in_repair')).toBeNull();
    expect(reportStatusRefusal(bare, 'scrapped')).toBeNull();
    expect(reportStatusRefusal({ ...bare, status: 'in_repair' }, 'in_repair')).toBeNull();
  });
});
