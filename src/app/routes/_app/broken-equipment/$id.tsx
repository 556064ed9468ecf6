import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

const BrokenDetailRoute = guardedIdPage('view_malfunctions', (id) => <BrokenDetailPage id={id} />);

export const Route = createFileRoute('/_app/broken-equipment/$id')({
  component: BrokenDetailRoute,
});
