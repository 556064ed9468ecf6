// The printed fault report ('Arıza Kaydı', ARZ-…; docs/documents.md), made with the parts every paper
// shares (the sheet, company head, the seal with its QR, code and fingerprint): its number, the item,
// who reported it and when (Europe/Istanbul), the fault as written, the warranty notice when the
// fault came within it, the damage photos as thumbnails, and lines for the signatures. The number, code and company are the
// document's own data (GET /documents/:id/paper); without them it prints 'Numara gönderildiğinde verilir'.
import type { DocumentPaper } from '@shared/document-types';
import { DOCUMENT_TITLES, NUMBER_PENDING } from '@shared/documents';
import { warrantyNotice } from '@shared/equipment-value';
import { formatDateTime, fullName } from '@shared/format';
import { PaperFoot, PaperHead } from '@app/components/paper/paper-parts';
import { PrintSheet } from '@app/components/paper/print-sheet';
import type { PhotoRef } from '@shared/photos';
import { PaperPhotos } from '@app/components/photos/photo-thumbs';
import type { BrokenRecord } from '../api/types';
import { equipmentTitle } from './labels';

export function FaultPaper({
  record,
  photos = [],
  paper,
  onSealReady,
}: {
  record: Pick<BrokenRecord, 'equipment' | 'warehouse' | 'issue' | 'created_at' | 'reported_by_user' | 'document' | 'under_warranty_until'>;
  /** The damage photos, printed as thumbnails under the fault. */
  photos?: readonly PhotoRef[];
  paper: DocumentPaper | undefined;
  onSealReady: () => void;
}) {
  const reporter = record.reported_by_user ? fullName(record.reported_by_user) : '-';
  return (
    <PrintSheet testId="fault-paper">
      <PaperHead company={paper?.company} title={DOCUMENT_TITLES.fault}>
        Belge No: <span data-testid="print-number">{paper?.number ?? record.document?.number ?? NUMBER_PENDING}</span>
        <br />
        Bildirim Tarihi: <span data-testid="print-date">{formatDateTime(record.created_at, { zone: true })}</span>
        <br />
        Depo: {record.warehouse?.name ?? '-'}
      </PaperHead>
      <h2>Ekipman</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">Ekipman</th>
            <td>{equipmentTitle(record.equipment)}</td>
          </tr>
          <tr>
            <th scope="row">Seri No</th>
            <td>{record.equipment?.serial_number ?? '-'}</td>
          </tr>
          <tr>
            <th scope="row">Kategori</th>
            <td>{record.equipment?.category?.name ?? '-'}</td>
          </tr>
          <tr>
            <th scope="row">Bildiren</th>
            <td data-testid="print-reporter">{reporter}</td>
          </tr>
        </tbody>
      </table>
      <h2>Arıza Açıklaması</h2>
      <p data-testid="print-issue" style={{ whiteSpace: 'pre-wrap' }}>
        {record.issue}
      </p>
      {record.under_warranty_until ? <p data-testid="print-warranty">{warrantyNotice(record.under_warranty_until)}</p> : null}
      <PaperPhotos photos={photos} title="Hasar Fotoğrafları" />
      <PaperFoot paper={paper} onSealReady={onSealReady}>
        <div className="paper-sheet-lines">
          <div>Bildiren: {reporter}</div>
          <div>Teslim Alan (Depo)</div>
        </div>
      </PaperFoot>
    </PrintSheet>
  );
}
