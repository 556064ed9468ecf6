import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { BrokenDetailPage } from '@app/features/repairs/components/broken-detail-page';

export const Route = createFileRoute('/_app/broken-equipment/$id')({
  component: guardedIdPage('view_malfunctions', (id) => <BrokenDetailPage id={id} />),
});
