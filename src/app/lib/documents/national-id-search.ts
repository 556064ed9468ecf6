// The search by a whole national id for a reader who sees ids masked (docs/documents.md): the list
// holds '•••••••8170', so an 11-digit query is asked of the server, which answers the ids of the
// workers and users holding it among the lists the reader may read.
import { useQuery } from '@tanstack/react-query';
import type { NationalIdSearchAnswer } from '@shared/document-types';
import { isWholeNationalId } from '@shared/documents';
import { api } from '../api-client';
import { useSession } from '../session';

/** The ids the server found for `query`, or null when the query is not a whole id or the reader sees ids whole. */
export function useNationalIdMatches(query: string): NationalIdSearchAnswer | null {
  const session = useSession();
  const tcNo = query.trim();
  const ask = isWholeNationalId(tcNo) && !session.can('view_national_id');
  const found = useQuery({
    queryKey: ['national-id-search', tcNo],
    queryFn: () => api.post<NationalIdSearchAnswer>('/national-id/search', { tc_no: tcNo }),
    enabled: ask,
    staleTime: 30_000,
    meta: { persist: false, errorMessage: 'TC Kimlik No ile arama yapılamadı.' },
  });
  return ask ? (found.data ?? { worker_ids: [], user_ids: [] }) : null;
}
