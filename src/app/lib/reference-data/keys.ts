// The reference lists' names, query keys and who may read them: what every module of the
// reference data (and the first screen) needs, without the code that reads the lists.
import { LIST_READ_PERMISSIONS, mayReadList } from '@shared/list-read-permissions';
import type { PermissionName } from '@shared/permissions';
import { getStoredPermissions } from '../session-store';
import { MIRROR_TABLES, type MirrorTable } from '../offline/tables';

export const REFERENCE_TABLES = [
  'equipment',
  'warehouses',
  'brands',
  'categories',
  'workers',
  'departments',
  'users',
  'repairers',
  'kits',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number] & MirrorTable;

/** The one query key of a reference list. */
export const referenceKey = (table: ReferenceTable) => [table, 'list'] as const;

/** Whether this user may read the list at all (docs/permissions.md). */
export const mayReadReference = (table: ReferenceTable, permissions: readonly string[] = getStoredPermissions()) =>
  mayReadList(MIRROR_TABLES[table], permissions);

/** The permissions any of which lets a user read the list. */
export const referenceReadPermissions = (table: ReferenceTable): readonly PermissionName[] => LIST_READ_PERMISSIONS[MIRROR_TABLES[table]];
