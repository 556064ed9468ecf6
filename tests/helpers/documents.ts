// Moves and document calls the documents' suites share: a hand-over, a return, a printout's data,
// a verification, and reading a number apart.
import type { DocumentPaper, DocumentVerification } from '@shared/document-types';
import type { DocumentRef } from '@shared/documents';
import type { TestServer } from './api-server';
import { PNG_DATA_URL, randomUUID } from './fixtures';

/** A second drawing, so a test can tell the worker's signature from the staff's. */
export const WORKER_DRAWING = `${PNG_DATA_URL.slice(0, -2)}AA==`;

export interface Issued {
  id: string;
  batch_id: string;
  document: DocumentRef;
  error?: string;
}

export function issue(t: TestServer, token: string, body: Record<string, unknown>) {
  return t.request<Issued>('POST', '/field-equipment', { token, body: { signature: WORKER_DRAWING, team_leader_id: null, ...body } });
}

export interface Returned {
  return_batch_id: string;
  document: DocumentRef;
  error?: string;
}

export function returnItems(t: TestServer, token: string, ids: readonly string[], extra: Record<string, unknown> = {}) {
  return t.request<Returned>('POST', '/field-equipment/returns', {
    token,
    body: { items: ids.map((id) => ({ id, condition: 'intact' })), signature: WORKER_DRAWING, return_batch_id: randomUUID(), ...extra },
  });
}

export async function paper(t: TestServer, token: string, documentId: string): Promise<DocumentPaper> {
  const res = await t.request<DocumentPaper>('GET', `/documents/${documentId}/paper`, { token });
  if (res.status !== 200) throw new Error(`belge okunamadı: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function verify(t: TestServer, code: string, token?: string) {
  return t.request<DocumentVerification & { error?: string }>('GET', `/documents/verify/${encodeURIComponent(code)}`, {
    token: token ?? null,
  });
}

/** 'TES-2026-000123' → { prefix: 'TES', year: 2026, seq: 123 }. */
export function numberParts(number: string): { prefix: string; year: number; seq: number } {
  const m = /^(.+)-(\d{4})-(\d{6,})$/.exec(number);
  if (!m) throw new Error(`not a document number: ${number}`);
  return { prefix: m[1]!, year: Number(m[2]), seq: Number(m[3]) };
}
