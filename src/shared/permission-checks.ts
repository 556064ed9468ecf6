// The spec's three checks: has one, has any of, has all of. Apart from the permission map
// (permissions.ts) so that the client's first script carries these lines, not the map's wording.
import type { PermissionName } from './permissions';

export function hasPermission(held: readonly string[], name: PermissionName): boolean {
  return held.includes(name);
}
export function hasAnyPermission(held: readonly string[], names: readonly PermissionName[]): boolean {
  return names.some((n) => held.includes(n));
}
export function hasAllPermissions(held: readonly string[], names: readonly PermissionName[]): boolean {
  return names.every((n) => held.includes(n));
}
