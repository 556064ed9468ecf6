import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { RequestDetailPage } from '@app/features/requests/components/request-detail-page';

const RequestDetailRoute = guardedIdPage({ anyOf: ['create_request', 'approve_request'] }, (id) => <RequestDetailPage id={id} />);

export const Route = createFileRoute('/_app/requests/$id')({
  component: RequestDetailRoute,
});
