// GET /documents/verify/:code: public; with a session (sent when the device has one) the answer also
// holds what the document says. Never ends a session: the server answers no 401 here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentVerification } from '@shared/document-types';
import { api } from '@app/lib/api-client';

export function verifyDocumentQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['document-verification', code],
    queryFn: () => api.get<DocumentVerification>(`/documents/verify/${encodeURIComponent(code)}`),
    retry: false,
    staleTime: 0,
    // Read from the server every time: the page exists to say what the server holds now.
    meta: { persist: false },
  });
}

export function useVerifyDocument(code: string) {
  return useQuery(verifyDocumentQueryOptions(code));
}
