import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { StocktakesPage } from '@app/features/stocktake/components/stocktakes-page';

export const Route = createFileRoute('/_app/stocktakes/')({ component: pageBehind('manage_stocktake', StocktakesPage) });
