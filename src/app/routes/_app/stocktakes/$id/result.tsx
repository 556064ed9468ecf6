import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { ResultPage } from '@app/features/stocktake/components/result-page';

const ResultRoute = guardedIdPage('manage_stocktake', (id) => <ResultPage sessionId={id} />);

export const Route = createFileRoute('/_app/stocktakes/$id/result')({
  component: ResultRoute,
});
