import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import { NotFoundPage } from '../components/not-found';

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
