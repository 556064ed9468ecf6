// The component of a `$id` route: the page for that id behind its permission (RequirePermission),
// mounted afresh when the id changes, so no state of the last record is carried over. A page that
// reads the address's search is given it through the route's own validateSearch, so both read it
// the same way and the page's type follows the validator.
//   const TransferDetailRoute = guardedIdPage('view_transfers', (id) => <TransferDetailPage id={id} />);
//   export const Route = createFileRoute('/_app/transfers/$id')({
//     component: TransferDetailRoute,
//   });
// It is declared beside the route, not inline in it: the router moves a route's component into a
// chunk of its own, and reads that chunk without JSX.
import { Fragment, type ReactNode } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import type { PermissionName } from '@shared/permissions';
import { RequirePermission } from './require-permission';

/** One permission, or `anyOf` several (any one is enough). */
export type IdPageGuard = PermissionName | { anyOf: readonly PermissionName[] };

export function guardedIdPage(guard: IdPageGuard, page: (id: string) => ReactNode): () => ReactNode;
export function guardedIdPage<S>(
  guard: IdPageGuard,
  page: (id: string, search: S) => ReactNode,
  validateSearch: (search: Record<string, unknown>) => S,
): () => ReactNode;
export function guardedIdPage<S>(
  guard: IdPageGuard,
  page: (id: string, search: S | undefined) => ReactNode,
  validateSearch?: (search: Record<string, unknown>) => S,
): () => ReactNode {
  return function GuardedIdPage() {
    const { id = '' } = useParams({ strict: false });
    const search: Record<string, unknown> = useSearch({ strict: false });
    const content = page(id, validateSearch?.(search));
    return (
      <RequirePermission {...(typeof guard === 'string' ? { permission: guard } : guard)}>
        <Fragment key={id}>{content}</Fragment>
      </RequirePermission>
    );
  };
}
