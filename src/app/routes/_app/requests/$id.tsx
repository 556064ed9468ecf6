import { Fragment } from 'react';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { RequirePermission } from '@app/components/require-permission';
import { RequestDetailPage } from '@app/features/requests/components/request-detail-page';

function RequestRoute() {
  const { id } = useParams({ from: '/_app/requests/$id' });
  return (
    <RequirePermission anyOf={['create_request', 'approve_request']}>
      <Fragment key={id}>
        <RequestDetailPage id={id} />
      </Fragment>
    </RequirePermission>
  );
}

export const Route = createFileRoute('/_app/requests/$id')({ component: RequestRoute });
