// The texts a worker accepts on the hand-over form: the custody terms in force, each chosen item
// category's own terms, and the KVKK notice (docs/documents.md). Without them on the device (never
// loaded, no network) the fixed terms of earlier versions are shown, and the server signs the
// hand-over with the versions in force when it lands.
import type { DocumentText } from '@shared/document-types';
import { DELIVERY_TERMS, DELIVERY_TERMS_TITLE } from '@shared/delivery-terms';

export function HandoverTexts({ texts, loading, titleId }: { texts: readonly DocumentText[]; loading: boolean; titleId: string }) {
  const terms = texts.filter((t) => t.kind === 'terms');
  const notice = texts.find((t) => t.kind === 'kvkk');
  if (terms.length === 0) {
    return (
      <>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {DELIVERY_TERMS_TITLE}
        </h2>
        <p className="text-sm leading-relaxed text-slate-700" aria-busy={loading || undefined}>
          {DELIVERY_TERMS}
        </p>
      </>
    );
  }
  return (
    <>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {terms[0]!.title}
      </h2>
      {terms.map((t) => (
        <div key={t.id} className="flex flex-col gap-1" data-testid="issue-terms">
          {t.category ? <h3 className="text-sm font-semibold text-slate-800">{`${t.title} — ${t.category.name}`}</h3> : null}
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{t.body}</p>
        </div>
      ))}
      {notice ? (
        <details className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">{notice.title}</summary>
          <p className="mt-2 leading-relaxed whitespace-pre-line">{notice.body}</p>
        </details>
      ) : null}
    </>
  );
}
