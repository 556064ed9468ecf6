// The component of a `$id` route: the page for that id behind its permission (RequirePermission),
// mounted afresh when the id changes, so no state of the last record is carried over.
//   export const Route = createFileRoute('/_app/transfers/$id')({
//     component: guardedIdPage('view_transfers', (id) => <TransferDetailPage id={id} />),
//   });
import { Fragment, type ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { PermissionName } from '@shared/permissions';
import { RequirePermission } from './require-permission';

export function guardedIdPage(permission: PermissionName, page: (id: string) => ReactNode) {
  return function GuardedIdPage() {
    const { id = '' } = useParams({ strict: false });
    return (
      <RequirePermission permission={permission}>
        <Fragment key={id}>{page(id)}</Fragment>
      </RequirePermission>
    );
  };
}
