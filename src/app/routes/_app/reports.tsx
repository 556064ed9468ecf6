import { createFileRoute } from '@tanstack/react-router';
import { pageBehind } from '@app/components/require-permission';
import { ReportsPage } from '@app/features/reports/components/reports-page';

// No validateSearch here: this part of a route is in the first screen's JS; the page reads and checks
// its `?rapor=`, `?bas=`, `?bit=` itself, in its own lazy chunk (docs/performance.md "First JS").
export const Route = createFileRoute('/_app/reports')({ component: pageBehind('export_reports', ReportsPage) });
