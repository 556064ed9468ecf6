// PUT /company and POST /document-texts ('Şirket' in Ayarlar): each save is a new version; the lists
// that show them are read again.
import type { CompanyProfile, DocumentText } from '@shared/document-types';
import type { CompanyFormValues, DocumentTextInput } from '@shared/schemas/company';
import { api } from '@app/lib/api-client';
import { COMPANY_KEY, DOCUMENT_TEXTS_KEY } from '@app/lib/documents/document-queries';
import { useRefreshingMutation } from '@app/lib/use-refreshing-mutation';

export function useSaveCompany() {
  return useRefreshingMutation((input: CompanyFormValues) => api.put<CompanyProfile>('/company', input), [COMPANY_KEY]);
}

export function useSaveDocumentText() {
  return useRefreshingMutation((input: DocumentTextInput) => api.post<DocumentText>('/document-texts', input), [DOCUMENT_TEXTS_KEY]);
}
