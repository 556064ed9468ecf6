// The printed KKD- document ('KKD ve Malzeme Teslim Tutanağı', docs/stock.md), made with the parts
// every paper shares (the sheet, company head, signed texts, signature boxes, the seal with its QR).
// A PPE line prints what a PPE delivery record carries: type, standard, size, quantity, the day of
// issue and the next replacement day (Europe/Istanbul); then the worker's acknowledgement that they
// were shown its use, and both signatures.
import type { DocumentPaper } from '@shared/document-types';
import { DOCUMENT_TITLES, NUMBER_PENDING } from '@shared/documents';
import { formatDateTime, formatPhone, fullName } from '@shared/format';
import { warehouseToday } from '@shared/local-day';
import type { StockIssueRecord } from '@shared/stock';
import { PaperFoot, PaperHead, SignedTexts } from '@app/components/paper/paper-parts';
import { PrintSheet } from '@app/components/paper/print-sheet';
import { SignatureBox } from '@app/components/paper/signature-box';
import {
  issueAcknowledgement,
  PPE_BRIEFED_TEXT,
  PPE_NOT_BRIEFED_TEXT,
  STOCK_RECEIVED_TEXT,
  StockPaperLines,
} from '@app/components/paper/stock-lines-paper';

export { issueAcknowledgement, PPE_BRIEFED_TEXT, PPE_NOT_BRIEFED_TEXT, STOCK_RECEIVED_TEXT };

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
      <StockPaperLines lines={record.lines} issuedOn={issuedOn} />
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
