// Shapes of the /api/broken-equipment and /api/repairers answers (spec 02 §3), declared in
// src/shared/api-types.ts; `BrokenRecord` is how the screens hold a list row.
import type { BrokenRow, EquipmentOption } from '@shared/api-types';

export type { BrokenDetail, BrokenRow, PersonRef, RepairerDetail, RepairerRow, RepairerStatistics } from '@shared/api-types';
export type { NamedRef, WarehouseOption, EquipmentOption, UserOption } from '@shared/api-types';

/**
 * A fault report as the lists hold it: the server's row, or one standing for a report still waiting
 * in the outbox (`offline` set, see lib/offline/overlay.ts), whose item may be unknown.
 */
export interface BrokenRecord extends Omit<BrokenRow, 'equipment'> {
  equipment: EquipmentOption | null;
  offline?: unknown;
}
