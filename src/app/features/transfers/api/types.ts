// Shapes of the /api/transfers answers (spec 02 §3), declared in src/shared/api-types.ts.
export type { NamedRef, WarehouseOption, EquipmentOption, UserOption, TransferDetail, TransferRow } from '@shared/api-types';
