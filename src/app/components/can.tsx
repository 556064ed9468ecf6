// Permission-gated content (spec 01 §6): renders its children only when the signed-in user holds
// the permission; otherwise nothing (or `fallback`).
//   <Can permission="create_worker"><Button …>Yeni İşçi</Button></Can>
//   <Can anyOf={['edit_user', 'delete_user']}>…</Can>     <Can allOf={['view_users', 'manage_roles']}>…</Can>
import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import type { PermissionName } from '@shared/permissions';

export interface CanProps {
  permission?: PermissionName;
  anyOf?: readonly PermissionName[];
  allOf?: readonly PermissionName[];
  fallback?: ReactNode;
  children: ReactNode;
}

export function Can({ permission, anyOf, allOf, fallback = null, children }: CanProps) {
  const { can, canAny, canAll } = useSession();
  const allowed = (!permission || can(permission)) && (!anyOf || canAny(anyOf)) && (!allOf || canAll(allOf));
  return <>{allowed ? children : fallback}</>;
}
