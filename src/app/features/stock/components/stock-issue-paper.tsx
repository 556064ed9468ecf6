// The printed KKD- document ('KKD ve Malzeme Teslim Tutanağı', docs/stock.md), made with the parts
// every paper shares (the sheet, company head, signed texts, signature boxes, the seal with its QR).
// A PPE line prints what a PPE delivery record carries: type, standard, size, quantity, the day of
// issue and the next replacement day (Europe/Istanbul); then the worker's acknowledgement that they
// were shown its use, and both signatures.
import type { DocumentPaper } from '@shared/document-types';
import { DOCUMENT_TITLES, NUMBER_PENDING } from '@shared/documents';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import { formatLocalDay, warehouseToday } from '@shared/local-day';
import { formatQuantity, STOCK_KIND_LABELS, type StockIssueRecord } from '@shared/stock';
import { PaperFoot, PaperHead, SignedTexts } from '@app/components/paper/paper-parts';
import { PrintSheet } from '@app/components/paper/print-sheet';
import { SignatureBox } from '@app/components/paper/signature-box';

export const PPE_BRIEFED_TEXT =
  'Yukarıda yazılı kişisel koruyucu donanımları eksiksiz ve sağlam olarak teslim aldım; kullanımı bana gösterildi ve anlatıldı. Çalışırken kullanacağımı, hasar gördüğünde ya da yenileme tarihi geldiğinde değiştirilmesini isteyeceğimi kabul ederim.';
export const PPE_NOT_BRIEFED_TEXT = 'KKD kullanımının işçiye gösterildiği bu teslimde onaylanmamıştır.';
export const STOCK_RECEIVED_TEXT = 'Yukarıda yazılı malzemeleri eksiksiz teslim aldım.';

/** The acknowledgement the paper prints above the signatures. */
export function issueAcknowledgement(record: Pick<StockIssueRecord, 'ppe_briefed' | 'lines'>): string {
  if (!record.lines.some((l) => l.kind === 'ppe')) return STOCK_RECEIVED_TEXT;
  return record.ppe_briefed ? PPE_BRIEFED_TEXT : PPE_NOT_BRIEFED_TEXT;
}

export function StockIssuePaper({
  record,
  paper,
  onSealReady,
}: {
  record: StockIssueRecord;
  paper: DocumentPaper | undefined;
  onSealReady: () => void;
}) {
  const issuedOn = warehouseToday(new Date(record.created_at));
  const w = record.worker;
  return (
    <PrintSheet testId="stock-issue-paper">
      <PaperHead company={paper?.company} title={DOCUMENT_TITLES.stock_issue}>
        Belge No: <span data-testid="print-number">{paper?.number ?? record.document?.number ?? NUMBER_PENDING}</span>
        <br />
        Teslim Tarihi: {formatDateTime(record.created_at, { zone: true })}
        <br />
        Depo: {record.warehouse.name}
      </PaperHead>
      <h2>Taraflar</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">Teslim Alan İşçi</th>
            <td>
              {fullName(w)}
              {w.department ? ` — ${w.department}` : ''}
              <br />
              TC: {w.tc_no || '-'} · Tel: {w.phone ? formatPhone(w.phone) : '-'}
            </td>
          </tr>
          <tr>
            <th scope="row">Teslim Eden</th>
            <td>{fullName(record.issued_by)}</td>
          </tr>
        </tbody>
      </table>
      <h2>Teslim Edilen KKD ve Malzemeler</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Malzeme / Türü</th>
            <th scope="col">Standart</th>
            <th scope="col">Beden / Varyant</th>
            <th scope="col">Miktar</th>
            <th scope="col">Teslim Tarihi</th>
            <th scope="col">Yenileme Tarihi</th>
          </tr>
        </thead>
        <tbody>
          {record.lines.map((l, i) => (
            <tr key={l.movement_id} data-testid="paper-stock-line">
              <td>{i + 1}</td>
              <td>
                {l.name} · {STOCK_KIND_LABELS[l.kind]}
                <br />
                <span className="fe-muted">Stok kodu: {l.stock_code}</span>
              </td>
              <td>{l.standard ?? '-'}</td>
              <td>{l.variant ?? '-'}</td>
              <td>
                {formatQuantity(l.quantity)} {l.unit}
              </td>
              <td>{formatLocalDay(issuedOn)}</td>
              <td>{l.next_replacement_on ? formatLocalDay(l.next_replacement_on) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="paper-acknowledgement">{issueAcknowledgement(record)}</p>
      <SignedTexts texts={paper?.texts ?? []} />
      <PaperFoot paper={paper} onSealReady={onSealReady}>
        <div className="fe-sigs">
          <SignatureBox print kind="worker" title="Teslim Alan" name={fullName(w)} image={record.signature} />
          <SignatureBox print kind="user" title="Teslim Eden" name={fullName(record.issued_by)} image={record.issuer_signature} />
        </div>
      </PaperFoot>
    </PrintSheet>
  );
}
