// The printed count report (A4): header, counters, one table per outcome, who counted, start and
// close times and signature lines. Rendered outside the app shell (a portal on <body>) only while
// printing; the print stylesheet hides everything else.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { portalBoundary } from '@app/components/portal-boundary';
import { useQuery } from '@tanstack/react-query';
import { a4PrintCss, CompanyHead, PAPER_CSS, PaperSeal } from '@app/components/paper/paper-parts';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';
import { equipmentStatusLabel } from '@app/components/status-badge';
import { formatDateTime, fullName } from '@shared/format';
import { OUTCOME_LABELS, SESSION_STATUS_LABELS, SETTLE_ACTION_LABELS } from '@shared/schemas/stocktake';
import type { StocktakeResult } from '../api/types';
import { placeText } from './outcome-badge';
import { groupRows, RESULT_COLUMNS, SECTION_ORDER, settlementsBySerial } from '../lib/result-groups';

const PRINT_CSS = a4PrintCss(
  'st-print-root',
  'font-size: 10pt; line-height: 1.35;',
  `
  .st-print-root h2 { font-size: 11pt; margin: 12pt 0 4pt; }
  .st-head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1.5pt solid #000; padding-bottom: 6pt; }
  .st-print-root table { width: 100%; border-collapse: collapse; }
  .st-print-root th, .st-print-root td { border: .75pt solid #555; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  .st-print-root th { background: #eee; }
  .st-counters td { text-align: center; }
  .st-sigs { display: flex; gap: 12pt; margin-top: 18pt; break-inside: avoid; }
  .st-sig { flex: 1; border-top: .75pt solid #000; padding-top: 3pt; margin-top: 30pt; font-size: 9pt; }
  .st-print-root tr { break-inside: avoid; }`,
);

/** `onSealReady`: a closed count carries its seal (QR, code, fingerprint); print once it is drawn. */
export function CountReport({ data, onDone, onSealReady }: { data: StocktakeResult; onDone: () => void; onSealReady?: () => void }) {
  const paper = useQuery(documentPaperQueryOptions(data.session.status === 'closed' ? data.session.document?.id : null));
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    return () => window.removeEventListener('afterprint', onDone);
  }, [onDone]);
  const { session, counters } = data;
  const groups = groupRows(data.rows);
  const settled = settlementsBySerial(data.settlements);
  return createPortal(
    <div className="st-print-root" data-testid="count-report" {...portalBoundary}>
      <style>{PRINT_CSS + PAPER_CSS}</style>
      <div className="st-head">
        <div>
          <CompanyHead company={paper.data?.company} />
          <h1>Depo Sayım Raporu</h1>
          <div>{session.warehouse_name}</div>
        </div>
        <div>
          Sayım No: {session.document?.number ?? '-'}
          <br />
          Durum: {SESSION_STATUS_LABELS[session.status]}
        </div>
      </div>
      <p>
        Başlangıç: {formatDateTime(session.started_at, { zone: true })} ({session.started_by_user ? fullName(session.started_by_user) : '-'}
        )
        <br />
        Kapanış:{' '}
        {session.closed_at
          ? `${formatDateTime(session.closed_at, { zone: true })} (${session.closed_by_user ? fullName(session.closed_by_user) : '-'})`
          : 'Kapatılmadı'}
        <br />
        Kapsam: {session.categories.length ? session.categories.map((c) => c.name).join(', ') : 'Tüm kategoriler'}
        <br />
        Sayanlar: {session.counters_users.length ? session.counters_users.map(fullName).join(', ') : '-'}
        {session.note ? (
          <>
            <br />
            Not: {session.note}
          </>
        ) : null}
      </p>
      <table className="st-counters">
        <thead>
          <tr>
            <th>Beklenen</th>
            {SECTION_ORDER.map((o) => (
              <th key={o}>{OUTCOME_LABELS[o]}</th>
            ))}
            <th>Okuma</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{counters.expected}</td>
            {SECTION_ORDER.map((o) => (
              <td key={o}>{counters[o]}</td>
            ))}
            <td>{counters.reads}</td>
          </tr>
        </tbody>
      </table>
      {SECTION_ORDER.map((o) => {
        const rows = groups.get(o) ?? [];
        if (rows.length === 0) return null;
        return (
          <section key={o} data-testid={`report-${o}`}>
            <h2>
              {OUTCOME_LABELS[o]} ({rows.length})
            </h2>
            <table>
              <thead>
                <tr>
                  {RESULT_COLUMNS.map((c) => (
                    <th key={c}>{c}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.serial_number}>
                    <td>{r.serial_number}</td>
                    <td>{[r.brand_name, r.model].filter(Boolean).join(' ') || '-'}</td>
                    <td>
                      {placeText(r)}
                      {r.status && o !== 'not_on_shelf' ? ` (${equipmentStatusLabel(r.status)})` : ''}
                    </td>
                    <td>{r.counted_by_name ?? '-'}</td>
                    <td>
                      {(settled.get(r.serial_number) ?? [])
                        .map((s) => `${SETTLE_ACTION_LABELS[s.action]}${s.note ? `: ${s.note}` : ''}`)
                        .join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
      <div className="st-sigs">
        <div className="st-sig">Sayımı Yapan — Ad Soyad / İmza</div>
        <div className="st-sig">Depo Sorumlusu — Ad Soyad / İmza</div>
      </div>
      {paper.data ? <PaperSeal paper={paper.data} onReady={onSealReady} /> : null}
    </div>,
    document.body,
  );
}
