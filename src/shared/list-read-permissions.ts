// Who may read each list (DESIGN.md §4: a GET is allowed to every permission whose screens make
// it), written once: the server's guards import it (`requirePermission(...LIST_READ_PERMISSIONS[…])`),
// the offline mirror asks only for lists the user may read and the dashboard only for the histories
// it may, so a user never makes a call they may not make. tests/api/list-read-permissions.test.ts
// keeps this in step with docs/permissions.md.
import type { PermissionName } from './permissions';

export const LIST_READ_PERMISSIONS = {
  '/warehouses': [
    'view_warehouses',
    'view_dashboard',
    'view_equipment',
    'view_field_equipment',
    'view_malfunctions',
    'view_transfers',
    'view_users',
    'create_transfer',
    'manage_stocktake',
  ],
  '/equipment': [
    'view_equipment',
    'view_dashboard',
    'view_field_equipment',
    'view_malfunctions',
    'view_transfers',
    'view_warehouses',
    'manage_stocktake',
  ],
  '/brands': ['view_brands', 'view_equipment', 'view_warehouses'],
  '/categories': ['view_categories', 'view_equipment', 'view_warehouses', 'manage_stocktake'],
  '/workers': ['view_workers', 'view_field_equipment', 'view_dashboard'],
  '/departments': ['view_workers', 'manage_departments', 'view_field_equipment', 'view_dashboard'],
  '/users': ['view_users', 'create_transfer', 'resolve_malfunction', 'view_transfers', 'view_malfunctions'],
  '/repairers': ['view_repairers', 'view_malfunctions', 'view_repairer_detail'],
  // The histories: their screens and the dashboard's newest five.
  '/field-equipment': ['view_field_equipment', 'view_dashboard'],
  '/broken-equipment': ['view_malfunctions', 'view_dashboard'],
  '/transfers': ['view_transfers', 'view_dashboard'],
  // Kits: read by their screens and, from the device copy, by a hand-over scanning a kit's code.
  '/kits': ['view_kits', 'manage_kits'],
  // Reservations: their screens and, offline, the device copy (docs/planning.md "Offline").
  '/reservations': ['view_reservations'],
} as const satisfies Record<string, readonly PermissionName[]>;

export type ListPath = keyof typeof LIST_READ_PERMISSIONS;
/** The lists the device mirrors are among them. */
export type MirroredList = ListPath;

export function mayReadList(list: ListPath, held: readonly string[]): boolean {
  return LIST_READ_PERMISSIONS[list].some((p) => held.includes(p));
}

/**
 * Counted stock's lists (docs/stock.md): every stock permission whose screens show items or levels
 * reads them (the server's guard), and the device copy takes them for such a user. Kept apart from
 * the table above, whose lists docs/permissions.md documents one by one.
 */
export const STOCK_READ_PERMISSIONS = [
  'view_stock',
  'manage_stock_items',
  'receive_stock',
  'issue_stock',
  'adjust_stock',
] as const satisfies readonly PermissionName[];

export function mayReadStock(held: readonly string[]): boolean {
  return STOCK_READ_PERMISSIONS.some((p) => held.includes(p));
}
