// Which permissions may read each list the offline mirror keeps (DESIGN.md §4: a GET is allowed to
// every permission whose screens make it). The mirror asks only for lists the user may read, so a
// user never makes a call they may not make. tests/api/list-read-permissions.test.ts keeps this in
// step with docs/permissions.md, which the server's guards follow.
import type { PermissionName } from './permissions';

export const LIST_READ_PERMISSIONS = {
  '/warehouses': ['view_warehouses', 'view_dashboard', 'view_equipment', 'view_field_equipment', 'view_malfunctions', 'view_transfers', 'view_users', 'create_transfer', 'manage_stocktake'],
  '/equipment': ['view_equipment', 'view_dashboard', 'view_field_equipment', 'view_malfunctions', 'view_transfers', 'view_warehouses', 'manage_stocktake'],
  '/brands': ['view_brands', 'view_equipment', 'view_warehouses'],
  '/categories': ['view_categories', 'view_equipment', 'view_warehouses', 'manage_stocktake'],
  '/workers': ['view_workers', 'view_field_equipment', 'view_dashboard'],
  '/departments': ['view_workers', 'manage_departments', 'view_field_equipment', 'view_dashboard'],
  '/users': ['view_users', 'create_transfer', 'resolve_malfunction', 'view_transfers', 'view_malfunctions'],
  '/repairers': ['view_repairers', 'view_malfunctions', 'view_repairer_detail'],
  '/field-equipment': ['view_field_equipment', 'view_dashboard'],
} as const satisfies Record<string, readonly PermissionName[]>;

export type MirroredList = keyof typeof LIST_READ_PERMISSIONS;

export function mayReadList(list: MirroredList, held: readonly string[]): boolean {
  return LIST_READ_PERMISSIONS[list].some((p) => held.includes(p));
}
