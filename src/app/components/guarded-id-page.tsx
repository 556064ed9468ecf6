// The component of a `$id` route: the page for that id behind its permission (RequirePermission),
// mounted afresh when the id changes, so no state of the last record is carried over. The page is
// also given the address's search (a route's validateSearch has read it).
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

export function guardedIdPage<S extends object = object>(guard: IdPageGuard, page: (id: string, search: S) => ReactNode): () => ReactNode {
  return function GuardedIdPage() {
    const { id = '' } = useParams({ strict: false });
    // The route's own validateSearch has given its search the shape S.
    const search: object = useSearch({ strict: false });
    return (
      <RequirePermission {...(typeof guard === 'string' ? { permission: guard } : guard)}>
        <Fragment key={id}>{page(id, search as S)}</Fragment>
      </RequirePermission>
    );
  };
}
