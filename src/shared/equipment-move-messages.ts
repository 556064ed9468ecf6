// The Turkish messages that name an item by its serial number, for the moves of the state machine
// (equipment-moves.ts): the server's refusals, the scan checks and the forms say the same words.
import { canMove, equipmentStatusLabel, type EquipmentMove } from './equipment-moves';
import { brokenStatusLabel, transferStatusLabel } from './status';
import { locative } from './turkish-suffix';

export const moveMessages = {
  /** The item is in a status the move does not start from. */
  state: (serial: string, status: string) => `${serial} seri numaralı ekipman şu anda ${equipmentStatusLabel(status)} durumunda.`,
  notIssuable: (serial: string, status: string) =>
    `${serial} seri numaralı ekipman teslim edilemez: durumu ${equipmentStatusLabel(status)}.`,
  alreadyReturned: (serial: string) => `${serial} seri numaralı ekipman zaten iade alınmış.`,
  notInWarehouse: (serial: string) => `${serial} seri numaralı ekipman seçilen depoda bulunmuyor.`,
  notInSource: (serial: string) => `${serial} seri numaralı ekipman kaynak depoda bulunmuyor.`,
  reportState: (serial: string, status: string, rule: string) =>
    `${serial} seri numaralı ekipmanın arıza kaydı şu anda ${brokenStatusLabel(status)} durumunda; ${rule}`,
  openReportExists: (serial: string) => `${serial} seri numaralı ekipmanın açık bir arıza kaydı zaten var.`,
  transferState: (serial: string, status: string) =>
    `${serial} seri numaralı ekipmanın transferi şu anda ${transferStatusLabel(status)} durumunda.`,
  editStatus: (serial: string, from: string, to: string, where: 'form' | 'import') =>
    where === 'form'
      ? `${serial} seri numaralı ekipman şu anda ${equipmentStatusLabel(from)} durumunda; ${equipmentStatusLabel(to)} durumuna buradan alınamaz. Düzenlemede yalnızca Müsait ve Hurda arasında geçiş yapılabilir.`
      : `${serial} seri numaralı ekipman şu anda ${equipmentStatusLabel(from)} durumunda; ${equipmentStatusLabel(to)} durumuna içe aktarma ile alınamaz. Yalnızca Müsait ve Hurda arasında geçiş yapılabilir.`,
  scrappedButHeld: (serial: string) => `${serial} seri numaralı ekipman Hurda durumunda ama hâlâ bir işçide; önce iade alınmalıdır.`,
  warehouseFixed: (serial: string, status: string) =>
    `${serial} seri numaralı ekipman şu anda ${equipmentStatusLabel(status)} durumunda; deposu değiştirilemez.`,
  hasHistory: (serial: string, kinds: string) => `${serial} seri numaralı ekipmanın ${kinds} geçmişi bulunduğu için silinemez.`,
  // Stocktake settling.
  noLongerExists: (serial: string) => `${serial} seri numaralı ekipman artık kayıtlı değil.`,
  noWarehouse: (serial: string) => `${serial} seri numaralı ekipmanın kayıtlı olduğu bir depo yok.`,
  alreadyHere: (serial: string) => `${serial} seri numaralı ekipman zaten bu depoda kayıtlı.`,
  // The browser's scan checks.
  notFound: (serial: string) => `${serial} seri numaralı ekipman bulunamadı.`,
  /** Registered, but in a warehouse outside the user's: not 'bulunamadı' (she would think it unregistered). */
  outsideWarehouses: (serial: string, warehouse: string | null) =>
    warehouse
      ? `Bu ekipman ${locative(warehouse)}; depolarınız dışında (${serial}). İşlem için o deponun sorumlusuna başvurun.`
      : `Bu ekipman kayıtlı ama depolarınız dışında (${serial}). İşlem için yöneticinize başvurun.`,
  /** The server could not be asked where an unknown serial is (no answer, a timeout, a 5xx): not a 'bulunamadı'. */
  notCheckedNow: (serial: string) =>
    `${serial} seri numarası bu cihazın kayıtlarında yok ve sunucuya şu anda sorulamadı. Bağlantı gelince yeniden okutun.`,
  pendingOperation: (serial: string) => `${serial} seri numaralı ekipman için bekleyen bir işlem var.`,
  notInChosenWarehouse: (serial: string) => `${serial} seri numaralı ekipman seçilen depoda değil.`,
  inOtherWarehouse: (serial: string, warehouse: string) => `${serial} seri numaralı ekipman seçilen depoda değil: ${warehouse}.`,
  notWithWorker: (serial: string) => `${serial} seri numaralı ekipman bu işçide görünmüyor.`,
  notInField: (serial: string) => `${serial} seri numaralı ekipman sahada görünmüyor.`,
} as const;

/**
 * A scanned item checked for a move before the form takes it: missing, waiting in the outbox,
 * in the wrong status or in another warehouse than the one chosen. Null when it may be taken.
 */
export function scanRefusal(
  move: EquipmentMove,
  serial: string,
  item: { status: string; warehouse_id: string | null } | undefined,
  options: { pending?: boolean; warehouseId?: string; warehouseIs?: 'chosen' | 'source' } = {},
): string | null {
  if (!item) return moveMessages.notFound(serial);
  if (options.pending) return moveMessages.pendingOperation(serial);
  if (!canMove(move, item.status)) return moveMessages.state(serial, item.status);
  if (options.warehouseId && item.warehouse_id !== options.warehouseId) {
    return options.warehouseIs === 'source' ? moveMessages.notInSource(serial) : moveMessages.notInChosenWarehouse(serial);
  }
  return null;
}
