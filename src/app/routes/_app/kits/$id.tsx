import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { KitDetailPage } from '@app/features/kits/components/kit-detail-page';

const KitDetailRoute = guardedIdPage('view_kits', (id) => <KitDetailPage id={id} />);

export const Route = createFileRoute('/_app/kits/$id')({
  component: KitDetailRoute,
});
