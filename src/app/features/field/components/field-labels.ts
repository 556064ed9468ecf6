import type { FieldEquipmentRecord } from '../api/types';

/** 'Bosch GSB 18V' — brand and model, as the lists name an item. */
export function equipmentTitle(e: { brand: { name: string } | null; model: string }): string {
  return [e.brand?.name, e.model].filter(Boolean).join(' ');
}

/** The outbox label of a return: 'İade: SN-001 ← Ali Yılmaz'. */
export function returnLabel(record: Pick<FieldEquipmentRecord, 'equipment' | 'worker'>): string {
  return `İade: ${record.equipment.serial_number} ← ${record.worker.first_name} ${record.worker.last_name}`;
}

export const QUEUED_MESSAGE = 'Çevrimdışı: işlem kuyruğa alındı, bağlantı gelince gönderilecek.';
export const RETURN_SUCCESS = 'Ekipman başarıyla iade alındı.';
export const RETURN_FAILURE = 'Ekipman iade alınırken bir hata oluştu.';
export const ISSUE_FAILURE = 'Ekipman teslim edilirken bir hata oluştu.';
