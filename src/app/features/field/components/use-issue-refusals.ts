// Why a chosen or scanned item cannot be handed over now (taken meanwhile, elsewhere, waiting in the
// outbox), from the device's lists: the hand-over form's refusals, its issuable items and the chosen
// items it shows refused with the reason (never dropped).
import { useMemo } from 'react';
import { outboxMarkOf } from '@app/lib/offline/overlay';
import type { FieldEquipmentRecord, PickerEquipment, PickerWarehouse } from '../api/types';
import { issuableIn, issueRefusal, type RefusalContext } from '../lib/scan-refusals';
import type { RefusedItem } from './equipment-checklist';
import { equipmentTitle } from './field-labels';

export function useIssueRefusals(input: {
  items: PickerEquipment[] | undefined;
  warehouses: PickerWarehouse[] | undefined;
  handovers: FieldEquipmentRecord[] | undefined;
  warehouseId: string;
  selectedIds: string[];
}) {
  const { items, warehouses, handovers, warehouseId, selectedIds } = input;
  const byId = useMemo(() => new Map((items ?? []).map((e) => [e.id, e])), [items]);
  const context: RefusalContext = useMemo(() => {
    const names = new Map((warehouses ?? []).map((w) => [w.id, w.name]));
    const holders = new Map((handovers ?? []).filter((r) => r.status === 'active').map((r) => [r.equipment_id, r]));
    return { warehouseName: (id) => (id ? (names.get(id) ?? null) : null), holderOf: (id) => holders.get(id) };
  }, [warehouses, handovers]);
  const refusalOf = (serial: string, item: ReturnType<typeof byId.get>, chosenWarehouse: string) =>
    issueRefusal(serial, item, { ...context, pending: !!item && !!outboxMarkOf(item), warehouseId: chosenWarehouse || undefined });

  const available = useMemo(
    () => issuableIn(items ?? [], warehouseId, (e) => refusalOf(e.serial_number, e, warehouseId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, warehouseId, context],
  );
  // Chosen items that cannot be handed over now (taken meanwhile): shown with the reason, never dropped.
  const refused: RefusedItem[] = selectedIds.flatMap((id) => {
    const item = byId.get(id);
    const reason = item ? refusalOf(item.serial_number, item, warehouseId) : null;
    return item && reason ? [{ id, serial_number: item.serial_number, title: equipmentTitle(item), reason }] : [];
  });
  return { refusalOf, available, refused };
}
