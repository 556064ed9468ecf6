import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { ResultPage } from '@app/features/stocktake/components/result-page';

export const Route = createFileRoute('/_app/stocktakes/$id/result')({
  component: guardedIdPage('manage_stocktake', (id) => <ResultPage sessionId={id} />),
});
