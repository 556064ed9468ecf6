// The printed 'Zimmet Durumu' (what the worker holds now, with the documents that gave it, and what
// they returned in the period) and the 'İlişik Kesme' document (nothing held; numbered, sealed).
import { useQuery } from '@tanstack/react-query';
import type { StatementLine, WorkerStatement } from '@shared/document-types';
import { DOCUMENT_TITLES } from '@shared/documents';
import { formatDateTime, formatPhone } from '@shared/format';
import { formatLocalDay } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import { formatQuantity } from '@shared/stock';
import { CompanyHead, PaperSeal } from '@app/components/paper/paper-parts';
import { PrintSheet } from '@app/components/paper/print-sheet';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';

/** A paper's cell: when, and under it the number of the document that did it ('-' without one). */
function DatedNumber({ at, number }: { at: string | null; number: string | null | undefined }) {
  return (
    <td>
      {formatDateTime(at)}
      <br />
      {number ?? '-'}
    </td>
  );
}

function WorkerLines({ statement }: { statement: WorkerStatement }) {
  const w = statement.worker;
  return (
    <table>
      <tbody>
        <tr>
          <th scope="row">İşçi</th>
          <td>
            {w.first_name} {w.last_name} — TC: {w.tc_no} · Tel: {formatPhone(w.phone)} · {w.department ?? '-'}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Lines({ lines, returned }: { lines: StatementLine[]; returned: boolean }) {
  if (lines.length === 0) return <p>{returned ? 'Bu dönemde iade edilen ekipman yok.' : 'Üzerinde zimmetli ekipman yok.'}</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Ekipman / Seri No</th>
          <th scope="col">Teslim</th>
          <th scope="col">{returned ? 'İade' : 'Beklenen İade'}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.id}>
            <td>{i + 1}</td>
            <td>
              {l.title} · {l.serial_number}
              {l.category ? ` · ${l.category}` : ''}
            </td>
            <DatedNumber at={l.issued_at} number={l.handover?.number} />
            <td>
              {returned ? (
                <>
                  {formatDateTime(l.returned_at)} · {returnConditionLabel(l.return_condition)}
                  <br />
                  {l.return_document?.number ?? '-'}
                </>
              ) : (
                formatLocalDay(l.due_date)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StatementPaper({ statement }: { statement: WorkerStatement }) {
  return (
    <PrintSheet testId="statement-paper">
      <header className="paper-sheet-head">
        <div>
          <CompanyHead company={statement.company} />
          <h1>Zimmet Durumu</h1>
        </div>
        <div className="paper-sheet-meta">
          Tarih: {formatDateTime(statement.generated_at, { zone: true })}
          <br />
          İade dönemi: {formatLocalDay(statement.from)} – {formatLocalDay(statement.to)}
        </div>
      </header>
      <WorkerLines statement={statement} />
      <h2>Üzerindeki Ekipmanlar ({statement.held.length})</h2>
      <Lines lines={statement.held} returned={false} />
      {statement.held_elsewhere > 0 ? <p>Erişiminiz dışındaki depolarda ayrıca {statement.held_elsewhere} zimmetli ekipmanı var.</p> : null}
      {statement.held_stock.length > 0 ? (
        <>
          <h2>İade Edilecek KKD ve Malzemeler ({statement.held_stock.length})</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Malzeme</th>
                <th scope="col">Miktar</th>
                <th scope="col">Son Teslim</th>
              </tr>
            </thead>
            <tbody>
              {statement.held_stock.map((l, i) => (
                <tr key={l.item_id} data-testid="statement-stock-line">
                  <td>{i + 1}</td>
                  <td>
                    {l.title}
                    {l.warehouse ? ` · ${l.warehouse}` : ''}
                  </td>
                  <td>
                    {formatQuantity(l.held)} {l.unit}
                  </td>
                  <DatedNumber at={l.last_issued_at} number={l.document?.number} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <h2>Dönem İçinde İade Ettikleri ({statement.returned.length})</h2>
      <Lines lines={statement.returned} returned />
      <div className="paper-sheet-lines">
        <div>İşçi (imza)</div>
        <div>Depo Sorumlusu (imza)</div>
      </div>
    </PrintSheet>
  );
}

export function ClearancePaper({
  statement,
  documentId,
  onSealReady,
}: {
  statement: WorkerStatement;
  documentId: string;
  onSealReady: () => void;
}) {
  const paper = useQuery(documentPaperQueryOptions(documentId));
  return (
    <PrintSheet testId="clearance-paper">
      <header className="paper-sheet-head">
        <div>
          <CompanyHead company={paper.data?.company ?? statement.company} />
          <h1>{DOCUMENT_TITLES.clearance}</h1>
        </div>
        <div className="paper-sheet-meta">
          Belge No: {paper.data?.number ?? '-'}
          <br />
          Tarih: {paper.data ? formatDateTime(paper.data.created_at, { zone: true }) : '-'}
        </div>
      </header>
      <WorkerLines statement={statement} />
      <p>
        Yukarıda kimliği yazılı işçinin, bu belgenin tarihi itibarıyla şirketimize ait zimmetli hiçbir ekipmanı bulunmamaktadır. Teslim
        aldığı tüm ekipmanları iade etmiş olup ekipman zimmeti yönünden ilişiği kesilmiştir.
      </p>
      <div className="paper-closing">
        <div className="paper-sheet-lines">
          <div>İşçi (imza)</div>
          <div>Düzenleyen (imza)</div>
        </div>
        {paper.data ? <PaperSeal paper={paper.data} onReady={onSealReady} /> : null}
      </div>
    </PrintSheet>
  );
}
