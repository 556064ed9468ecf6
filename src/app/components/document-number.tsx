// A record's document number ('TES-2026-000123'), or what a record made offline shows until the
// server gives it one (docs/documents.md).
import { NUMBER_PENDING, type DocumentRef } from '@shared/documents';

export function DocumentNumber({ document, className = '' }: { document: DocumentRef | null | undefined; className?: string }) {
  if (!document) return <span className={`text-slate-500 italic ${className}`}>{NUMBER_PENDING}</span>;
  return <span className={`font-mono whitespace-nowrap ${className}`}>{document.number}</span>;
}
