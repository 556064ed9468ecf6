import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { KitDetailPage } from '@app/features/kits/components/kit-detail-page';

export const Route = createFileRoute('/_app/kits/$id')({
  component: guardedIdPage('view_kits', (id) => <KitDetailPage id={id} />),
});
