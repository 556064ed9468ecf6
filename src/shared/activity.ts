// The equipment activity timeline (from the audit trail): one Turkish line per recorded change.
import { EQUIPMENT_STATUS_LABELS, brokenStatusLabel, type EquipmentStatus } from './status';

export interface ActivityEntry {
  id: number;
  entity: string;
  action: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  user: { first_name: string; last_name: string } | null;
}

function equipmentStatus(value: unknown): string {
  return typeof value === 'string' && value in EQUIPMENT_STATUS_LABELS ? EQUIPMENT_STATUS_LABELS[value as EquipmentStatus] : String(value ?? '-');
}

const OPERATION_TEXT: Record<string, string> = {
  'field_equipment:issue': 'Sahaya teslim edildi',
  'field_equipment:create': 'Sahaya teslim edildi',
  'field_equipment:return': 'Sahadan iade alındı',
  'broken_equipment:create': 'Arıza bildirildi',
  'broken_equipment:assign': 'Tamir atandı',
  'broken_equipment:complete': 'Tamir tamamlandı',
  'broken_equipment:repair_cost': 'Tamir maliyeti güncellendi',
  'broken_equipment:invoice': 'Fatura yüklendi',
  'transfers:create': 'Transfer oluşturuldu',
  'transfers:complete': 'Transfer tamamlandı',
  'equipment:create': 'Ekipman kaydedildi',
  'equipment:delete': 'Ekipman silindi',
};

/** A short Turkish sentence for one audit row of an item's history. */
export function describeActivity(entry: Pick<ActivityEntry, 'entity' | 'action' | 'before' | 'after'>): string {
  const { entity, action, before, after } = entry;
  if (action === 'import') {
    const file = typeof after?.import_file === 'string' ? ` (${after.import_file})` : '';
    return `${before ? 'İçe aktarma ile güncellendi' : 'İçe aktarma ile kaydedildi'}${file}`;
  }
  if (entity === 'equipment' && action !== 'create' && action !== 'delete') {
    if (before && after && 'status' in after && before.status !== after.status) {
      return `Durum: ${equipmentStatus(before.status)} → ${equipmentStatus(after.status)}`;
    }
    return 'Ekipman bilgileri güncellendi';
  }
  if (entity === 'broken_equipment' && action === 'status' && after && 'status' in after) {
    return `Arıza durumu: ${brokenStatusLabel(String(after.status))}`;
  }
  if (entity === 'broken_equipment' && action === 'complete' && after?.status === 'scrapped') return 'Tamir sonucu: hurdaya ayrıldı';
  return OPERATION_TEXT[`${entity}:${action}`] ?? `${entity} · ${action}`;
}
