// Answer shapes of /api/users, /api/permissions and /api/departments (re-exported by api-types.ts).
import type { CatalogRow } from './api-types';

/** GET /users for holders of view_users, GET /users/:id (and the answer of creating or changing one). */
export interface UserRow<D = string> {
  id: string;
  first_name: string;
  last_name: string;
  tc_no: string;
  email: string;
  phone: string;
  role_id: string | null;
  role: { id: string; name: string | null } | null;
  created_at: D;
  updated_at: D;
}

/** A row of GET /users's full list: a sign-in lock in force (ISO time it ends), or null. */
export interface UserListRow<D = string> extends UserRow<D> {
  locked_until: string | null;
}

/** GET /users/:id/warehouses. */
export interface UserWarehouse {
  id: string;
  name: string;
  location: string;
}

/** GET /permissions. */
export interface PermissionRow {
  id: string;
  name: string;
  category: string;
  description: string;
}

/** GET /departments (and the answer of creating or changing one). */
export type DepartmentRow<D = string> = CatalogRow<D>;
