// 'Raporlar' reads (docs/reports.md): '/reports/utilisation' and '/reports/repair-costs' for a
// period of warehouse days; their CSV files at '…/export'. export_reports.
import { useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import type { ReportName } from '@shared/charts';

/** '/reports/utilisation?from=…&to=…' (a day not given is left to the server: the last 30 days). */
export function reportPath(report: ReportName, from: string | undefined, to: string | undefined, suffix = ''): string {
  const pairs = Object.entries({ from, to }).filter((p): p is [string, string] => !!p[1]);
  return `/reports/${report}${suffix}${pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''}`;
}

export const useReport = <T>(report: ReportName, from: string | undefined, to: string | undefined) =>
  useQuery({
    queryKey: ['reports', report, from ?? '', to ?? ''],
    queryFn: () => api.get<T>(reportPath(report, from, to)),
    retry: false,
    placeholderData: (previous) => previous,
    meta: { persist: false },
  });
