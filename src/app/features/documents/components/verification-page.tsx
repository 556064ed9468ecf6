// /belge/:code — what a printed document's QR code opens, on any phone, signed in or not
// (docs/documents.md). Read from the server: whether the paper is valid, its number and kind; a
// signed-in reader of the kind also sees what it holds, the signatures, the texts' versions, and
// what became of it since.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { DocumentVerification, VerificationState } from '@shared/document-types';
import { ANONYMISED_NOTICE, formatCode, normalizeCode, verificationPath } from '@shared/documents';
import { formatDateTime } from '@shared/format';
import { buttonClasses } from '@app/components/button';
import { StackCard } from '@app/components/detail-card';
import { Spinner } from '@app/components/spinner';
import { StatusBadge, type BadgeTone } from '@app/components/status-badge';
import { ApiError, isNetworkError } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { useVerifyDocument } from '../api/verify-document';

const STATES: Record<VerificationState, { tone: BadgeTone; label: string; text: string }> = {
  valid: { tone: 'success', label: 'Geçerli belge', text: 'Bu belge sistemde kayıtlı ve imzalandığı günden bu yana değiştirilmemiş.' },
  altered: {
    tone: 'danger',
    label: 'Belge kayıtlarla uyuşmuyor',
    text: 'Bu belgenin kayıtları imzalandıktan sonra uygulama dışında değiştirilmiş. Elinizdeki kâğıda güvenmeyin; yöneticinize bildirin.',
  },
  open: { tone: 'warning', label: 'Sayım sürüyor', text: 'Bu sayım henüz kapatılmadı; sonucu kapatıldığında kesinleşir.' },
  unproven: {
    tone: 'info',
    label: 'Kayıtlı belge (imza kanıtı yok)',
    text: 'Bu belge, doğrulama özelliğinden önce imzalanmış: numarası ve içeriği kayıtlardan okunur, imzalandığı andaki içeriğin kanıtı saklanmamıştır.',
  },
};

/** A titled section of the document's details, left out when it lists nothing. */
function ListCard({ rows, title, children }: { rows: readonly unknown[]; title: string; children: ReactNode }) {
  return rows.length > 0 ? (
    <StackCard compact title={title}>
      {children}
    </StackCard>
  ) : null;
}

/** One term of the document, left out when the paper does not carry it. */
function Row({ term, value }: { term: string; value: string | null | undefined }) {
  return value ? (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd>{value}</dd>
    </>
  ) : null;
}

function Details({ details }: { details: NonNullable<DocumentVerification['details']> }) {
  return (
    <>
      <StackCard compact title="Belge">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Tarih</dt>
          <dd>{formatDateTime(details.date, { zone: true })}</dd>
          <Row term="Şirket" value={details.company} />
          <Row term="Depo" value={details.warehouse} />
          {details.worker ? (
            <>
              <dt className="text-slate-500">İşçi</dt>
              <dd data-testid="verify-worker">
                {details.worker.name}
                {details.worker.tc_no ? <span className="font-mono text-slate-600"> · {details.worker.tc_no}</span> : null}
              </dd>
            </>
          ) : null}
          {[...details.people, ...details.extra.map((e) => ({ role: e.label, name: e.value }))].map((p) => (
            <div key={`${p.role}-${p.name}`} className="contents">
              <dt className="text-slate-500">{p.role}</dt>
              <dd>{p.name}</dd>
            </div>
          ))}
          {details.refers_to ? (
            <>
              <dt className="text-slate-500">Tamamladığı belge</dt>
              <dd>
                <Link to="/belge/$code" params={{ code: details.refers_to.code }} className="text-blue-700 underline">
                  {details.refers_to.number}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </StackCard>
      <ListCard rows={details.items} title={`Ekipmanlar (${details.items.length})`}>
        <ul className="divide-y divide-slate-100 text-sm" data-testid="verify-items">
          {details.items.map((item) => (
            <li key={item.serial_number} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{item.title}</span> · <span className="font-mono">{item.serial_number}</span>
                {item.category ? <span className="text-slate-500"> · {item.category}</span> : null}
                {item.condition ? <span className="text-slate-600"> · {item.condition}</span> : null}
                {item.note ? <span className="block text-slate-600">Not: {item.note}</span> : null}
              </span>
              {item.now ? <StatusBadge tone="neutral">{item.now}</StatusBadge> : null}
            </li>
          ))}
        </ul>
      </ListCard>
      <ListCard rows={details.signatures} title="İmzalar">
        <ul className="text-sm">
          {details.signatures.map((s) => (
            <li key={s.role} className="flex justify-between gap-2 py-1">
              <span>
                {s.role}: {s.name}
              </span>
              <StatusBadge tone={s.present ? 'success' : 'warning'}>{s.present ? 'İmza var' : 'İmza yok'}</StatusBadge>
            </li>
          ))}
        </ul>
      </ListCard>
      <ListCard rows={details.texts} title="İmzalanan metinler">
        <ul className="text-sm">
          {details.texts.map((t) => (
            <li key={`${t.title}-${t.version}-${t.category ?? ''}`}>
              {t.title}
              {t.category ? ` — ${t.category}` : ''} (sürüm {t.version})
            </li>
          ))}
        </ul>
      </ListCard>
      <ListCard rows={details.later} title="Belgeden sonra">
        <ol className="flex flex-col gap-1 text-sm" data-testid="verify-later">
          {details.later.map((line, i) => (
            <li key={`${line.at}-${i}`}>
              <span className="text-slate-500">{formatDateTime(line.at)}</span> · {line.text}{' '}
              {line.document ? (
                <Link to="/belge/$code" params={{ code: line.document.code }} className="text-blue-700 underline">
                  {line.document.number}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </ListCard>
      <ListCard rows={details.revisions} title="Parmak izi">
        <p className="text-sm text-slate-600">
          Kâğıttaki parmak izi aşağıdakilerden biriyle aynı olmalıdır (belgeye sonradan eklenen ekipman yeni bir sürüm açar).
        </p>
        <ul className="font-mono text-sm">
          {details.revisions.map((r) => (
            <li key={r.revision}>
              {r.fingerprint}{' '}
              <span className="font-sans text-slate-500">
                (sürüm {r.revision}, {formatDateTime(r.at)}
                {r.superseded ? ', yerini sonraki sürüm aldı' : ''})
              </span>
            </li>
          ))}
        </ul>
      </ListCard>
    </>
  );
}

export function VerificationPage({ code }: { code: string }) {
  const session = useSession();
  const normalized = normalizeCode(code);
  const verification = useVerifyDocument(normalized ?? code);
  const answer = verification.data;
  const state = answer ? STATES[answer.state] : null;
  const notFound = verification.error instanceof ApiError && verification.error.status === 404;

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-blue-700">Depo Takip · Belge Doğrulama</p>
        <h1 className="text-2xl font-semibold text-slate-900">{answer ? answer.title : 'Belge doğrulama'}</h1>
        {normalized ? <p className="font-mono text-sm text-slate-600">Doğrulama kodu: {formatCode(normalized)}</p> : null}
      </header>

      {verification.isPending ? <Spinner block /> : null}
      {notFound ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Bu kodla kayıtlı bir belge yok.</p>
          <p className="text-sm">Kodu kâğıttaki gibi yazdığınızdan emin olun; kayıtlı olmayan bir belge sahte olabilir.</p>
        </div>
      ) : null}
      {verification.isError && !notFound ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {isNetworkError(verification.error)
            ? 'Doğrulama için sunucuya bağlanılamadı. Bağlantı gelince yeniden deneyin.'
            : 'Belge doğrulanamadı. Lütfen tekrar deneyin.'}
        </div>
      ) : null}
      {answer && state ? (
        <>
          <section
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            aria-live="polite"
            data-testid="verify-state"
            data-state={answer.state}
          >
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
              <span className="font-mono text-lg font-semibold" data-testid="verify-number">
                {answer.number}
              </span>
            </div>
            <p className="text-sm text-slate-700">{state.text}</p>
            {answer.anonymised_at ? (
              <p className="text-sm text-slate-700" data-testid="verify-anonymised">
                {ANONYMISED_NOTICE} ({formatDateTime(answer.anonymised_at)})
              </p>
            ) : null}
          </section>
          {answer.details ? (
            <Details details={answer.details} />
          ) : (
            <p className="text-sm text-slate-600">
              {session.user
                ? 'Bu belgenin içeriğini görme yetkiniz yok; yalnızca geçerliliği ve numarası gösterilir.'
                : 'İçeriği (ekipmanlar, kişiler, imzalar) yalnızca yetkili kullanıcılar giriş yaptıktan sonra görebilir.'}
            </p>
          )}
        </>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {session.user ? (
          <Link to="/" className={buttonClasses('secondary')}>
            Uygulamaya Dön
          </Link>
        ) : (
          <a href={`/login?redirect=${encodeURIComponent(verificationPath(normalized ?? code))}`} className={buttonClasses('secondary')}>
            Giriş Yap
          </a>
        )}
      </div>
    </main>
  );
}
