import { pageRange } from '@shared/pagination';

/** The equipment histories' range text: '1-10 arası gösteriliyor, toplam 24 kayıt'. */
export function historyRangeText(page: number, pageSize: number, total: number): string {
  const { from, to } = pageRange(page, pageSize, total);
  return `${from}-${to} arası gösteriliyor, toplam ${total} kayıt`;
}
