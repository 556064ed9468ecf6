// Whether a person of a list (a worker, a user) matches what was typed in its search: the words,
// Turkish-aware, on the person's search key; or, when a reader who sees national ids masked types a
// whole one, whether the server found the person holding it (national-id-search.ts).
//   const matches = usePersonMatch(query, 'worker_ids');
//   keyed.filter((k) => matches(k.worker.id, k.key))
import { useMemo } from 'react';
import type { NationalIdSearchAnswer } from '@shared/document-types';
import { foldTurkish, matchesQuery } from '@shared/search';
import { useNationalIdMatches } from './national-id-search';

export function usePersonMatch(query: string, list: keyof NationalIdSearchAnswer): (id: string, key: string) => boolean {
  const byNationalId = useNationalIdMatches(query);
  return useMemo(() => {
    const q = foldTurkish(query);
    return (id, key) => (byNationalId ? byNationalId[list].includes(id) : matchesQuery(key, q));
  }, [query, list, byNationalId]);
}
