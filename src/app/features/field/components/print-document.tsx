// The paper a supervisor hands the worker: one A4 page per signing (every item of the batch, the
// parties, the date, the terms, the signatures), or the return document (the items returned
// together, each with its condition and note, the worker's drawing and the receiver's signature). Rendered outside the app
// shell (a portal on <body>); the print stylesheet hides everything else and this never shows on
// screen, so the browser's own print command gives the same document as the button.
import { createPortal } from 'react-dom';
import { portalBoundary } from '@app/components/portal-boundary';
import type { DocumentPaper } from '@shared/document-types';
import { NUMBER_PENDING } from '@shared/documents';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import { formatLocalDay } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import type { FieldEquipmentDetail } from '../api/types';
import { a4PrintCss, CompanyHead, PAPER_CSS, PaperSeal, SignedTexts } from '@app/components/paper/paper-parts';
import { SignatureBox } from '@app/components/paper/signature-box';
import { PaperPhotos } from '@app/components/photos/photo-thumbs';
import { HandoverStockOnPaper } from '@app/components/paper/stock-lines-paper';

export type PrintKind = 'handover' | 'return';

const PRINT_CSS = a4PrintCss(
  'fe-print-root',
  'font-size: 10.5pt; line-height: 1.4;',
  `
  .fe-print-root h2 { font-size: 11pt; margin: 12pt 0 4pt; text-transform: uppercase; letter-spacing: .03em; }
  .fe-head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1.5pt solid #000; padding-bottom: 6pt; }
  .fe-meta { text-align: right; font-size: 9.5pt; }
  .fe-print-root table { width: 100%; border-collapse: collapse; }
  .fe-print-root th, .fe-print-root td { border: .75pt solid #555; padding: 3pt 5pt; text-align: left; vertical-align: top; }
  .fe-print-root th { background: #eee; font-weight: 600; }
  .fe-parties td:first-child { width: 28%; font-weight: 600; }
  .fe-terms { text-align: justify; }
  .fe-foot { margin-top: 10pt; font-size: 8pt; color: #444; }
  .fe-print-root tr, .fe-print-root figure { break-inside: avoid; }`,
);

function PersonRow({
  role,
  person,
  department,
}: {
  role: string;
  person: { first_name: string; last_name: string; tc_no: string; phone: string };
  department?: string | null;
}) {
  return (
    <tr>
      <td>{role}</td>
      <td>
        {fullName(person)}
        {department ? ` — ${department}` : ''}
        <br />
        TC: {person.tc_no || '-'} · Tel: {person.phone ? formatPhone(person.phone) : '-'}
      </td>
    </tr>
  );
}

/**
 * `paper`: the document's own data (number, code, company and texts as signed); without it (not
 * loaded, no network) the paper prints what the record says and no seal.
 */
export function PrintDocument({
  record,
  kind,
  paper,
  onReady,
}: {
  record: FieldEquipmentDetail;
  kind: PrintKind;
  paper?: DocumentPaper;
  onReady?: () => void;
}) {
  const returnItems = record.return_items ?? [];
  const items = kind === 'handover' ? record.batch_items : returnItems;
  const returner = record.returned_by_user;
  const number = paper?.number ?? (kind === 'handover' ? record.document : record.return_document)?.number ?? NUMBER_PENDING;
  return createPortal(
    <div className="fe-print-root" data-testid="print-document" data-kind={kind} {...portalBoundary}>
      <style>{PRINT_CSS + PAPER_CSS}</style>
      <header className="fe-head">
        <div>
          <CompanyHead company={paper?.company} />
          <h1>{kind === 'handover' ? 'Ekipman Teslim Tutanağı' : 'Ekipman İade Tutanağı'}</h1>
        </div>
        <div className="fe-meta">
          Belge No: <span data-testid="print-number">{number}</span>
          {paper?.refers_to ? (
            <>
              <br />
              Tamamladığı belge: {paper.refers_to.number}
            </>
          ) : null}
          <br />
          {kind === 'return' ? (
            <>
              Teslim Tarihi: {formatDateTime(record.issued_at, { zone: true })}
              <br />
            </>
          ) : null}
          {kind === 'handover' ? 'Teslim Tarihi' : 'İade Tarihi'}:{' '}
          {formatDateTime(kind === 'handover' ? record.issued_at : record.returned_at, { zone: true })}
          <br />
          {record.due_date ? (
            <>
              Beklenen İade Tarihi: {formatLocalDay(record.due_date)}
              <br />
            </>
          ) : null}
          Depo: {record.warehouse?.name ?? '-'}
        </div>
      </header>

      <h2>Taraflar</h2>
      <table className="fe-parties">
        <tbody>
          <PersonRow
            role={kind === 'handover' ? 'Teslim Alan İşçi' : 'İade Eden İşçi'}
            person={record.worker}
            department={record.worker.department?.name}
          />
          {record.team_leader ? (
            <PersonRow role="Ekip Lideri" person={record.team_leader} department={record.team_leader.department?.name} />
          ) : null}
          {kind === 'handover' ? <PersonRow role="Teslim Eden" person={record.issued_by_user} /> : null}
          {kind === 'return' && returner ? <PersonRow role="İade Alan" person={returner} /> : null}
        </tbody>
      </table>

      <h2>{kind === 'handover' ? 'Teslim Edilen Ekipmanlar' : 'İade Alınan Ekipmanlar'}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Marka / Model</th>
            <th scope="col">Kategori</th>
            <th scope="col">Seri No</th>
            {kind === 'return' ? (
              <>
                <th scope="col">Durumu</th>
                <th scope="col">Not</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const returned = kind === 'return' ? returnItems.find((r) => r.id === item.id) : undefined;
            return (
              <tr key={item.id} data-testid="print-item">
                <td>{index + 1}</td>
                <td>
                  {item.equipment.brand.name} {item.equipment.model}
                </td>
                <td>{item.equipment.category?.name ?? '-'}</td>
                <td>
                  {item.equipment.serial_number}
                  {kind === 'handover' && item.check_override_reason ? (
                    <>
                      <br />
                      <span data-testid="print-check-override">
                        Kontrol süresi dolmuşken teslim edildi. Gerekçe: {item.check_override_reason}
                      </span>
                    </>
                  ) : null}
                </td>
                {returned ? (
                  <>
                    <td data-testid="print-condition">
                      {returnConditionLabel(returned.return_condition)}
                      {returned.return_fault_id ? (
                        <>
                          <br />
                          <span className="fe-muted">Arıza kaydı açıldı</span>
                        </>
                      ) : null}
                    </td>
                    <td>{returned.return_note || '-'}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* The condition photos taken at the hand-over or at the return, as thumbnails. */}
      {items.map((item) => (
        <PaperPhotos key={item.id} photos={item.photos ?? []} title={`Durum Fotoğrafları — ${item.equipment.serial_number}`} />
      ))}

      {kind === 'handover' && record.stock_issue ? <HandoverStockOnPaper stock={record.stock_issue} issuedAt={record.issued_at} /> : null}
      {kind === 'handover' ? (
        <>
          <SignedTexts texts={paper?.texts ?? []} />
          <div className="paper-closing" data-testid="paper-closing">
            <div className="fe-sigs">
              <SignatureBox print kind="worker" title="Teslim Alan" name={fullName(record.worker)} image={record.signature} />
              <SignatureBox
                print
                kind="user"
                title="Teslim Eden"
                name={fullName(record.issued_by_user)}
                image={record.issued_by_user.signature}
              />
            </div>
            {paper ? <PaperSeal paper={paper} onReady={onReady} /> : null}
          </div>
        </>
      ) : (
        <>
          <p>
            Yukarıda listelenen ekipmanlar {fullName(record.worker)} tarafından depoya iade edilmiş ve belirtilen durumlarıyla teslim
            alınmıştır.
            {returnItems.some((i) => i.return_fault_id) ? ' Hasarlı olarak iade alınan ekipmanlar için arıza kaydı açılmıştır.' : ''}
          </p>
          <div className="paper-closing" data-testid="paper-closing">
            <div className="fe-sigs">
              <SignatureBox
                print
                kind="worker"
                title="İade Eden (İşçi)"
                name={fullName(record.worker)}
                image={record.return_signature}
                missingText="İmza alınmadı"
              />
              <SignatureBox print kind="user" title="İade Alan" name={returner ? fullName(returner) : '-'} image={returner?.signature} />
            </div>
            {paper ? <PaperSeal paper={paper} onReady={onReady} /> : null}
          </div>
        </>
      )}

      <p className="fe-foot">Bu belge Depo Takip sisteminden {formatDateTime(new Date(), { zone: true })} tarihinde yazdırılmıştır.</p>
    </div>,
    document.body,
  );
}
