// PUT /company and POST /document-texts ('Şirket' in Ayarlar): each save is a new version; the lists
// that show them are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, DocumentText } from '@shared/document-types';
import type { CompanyFormValues, DocumentTextInput } from '@shared/schemas/company';
import { api } from '@app/lib/api-client';
import { COMPANY_KEY, DOCUMENT_TEXTS_KEY } from '@app/lib/documents/document-queries';

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyFormValues) => api.put<CompanyProfile>('/company', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}

export function useSaveDocumentText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentTextInput) => api.post<DocumentText>('/document-texts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_TEXTS_KEY }),
  });
}
