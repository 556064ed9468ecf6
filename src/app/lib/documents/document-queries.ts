// The documents' reads that several screens share (docs/documents.md): the texts in force (the
// hand-over form shows and sends them; Ayarlar edits them), the company, and a printout's data.
import { queryOptions } from '@tanstack/react-query';
import type { CompanyProfile, DocumentPaper, DocumentText, DocumentTextsAnswer } from '@shared/document-types';
import { api } from '../api-client';

export const DOCUMENT_TEXTS_KEY = ['document-texts'] as const;
export const COMPANY_KEY = ['company'] as const;

/** Kept on the device (small): the hand-over form shows the texts offline too. */
export function documentTextsQueryOptions() {
  return queryOptions({
    queryKey: DOCUMENT_TEXTS_KEY,
    queryFn: () => api.get<DocumentTextsAnswer>('/document-texts'),
    staleTime: 60_000,
    meta: { errorMessage: 'Teslim şartları yüklenirken bir hata oluştu.' },
  });
}

export function companyQueryOptions() {
  return queryOptions({
    queryKey: COMPANY_KEY,
    queryFn: () => api.get<CompanyProfile>('/company'),
    staleTime: 60_000,
    // The logo may be large; the printouts read the company from the document's own data.
    meta: { persist: false, errorMessage: 'Şirket bilgileri yüklenirken bir hata oluştu.' },
  });
}

export function documentPaperQueryOptions(id: string | null | undefined) {
  return queryOptions({
    queryKey: ['document-paper', id],
    queryFn: () => api.get<DocumentPaper>(`/documents/${encodeURIComponent(id ?? '')}/paper`),
    enabled: !!id,
    staleTime: 0,
    retry: false,
    meta: { persist: false },
  });
}

/**
 * The texts a hand-over of items of `categoryIds` is signed with: the general terms, each category's
 * own terms, the KVKK notice (in that order, as the paper prints them).
 */
export function handoverTexts(
  current: readonly DocumentText[] | undefined,
  categoryIds: ReadonlyArray<string | null | undefined>,
): DocumentText[] {
  const categories = new Set(categoryIds.filter((c): c is string => !!c));
  return (current ?? []).filter((t) => t.kind === 'kvkk' || !t.category || categories.has(t.category.id));
}
