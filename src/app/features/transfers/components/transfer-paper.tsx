// The transfer document (docs/documents.md): the items sent together under one number, the two
// warehouses, who sent, who carries and who received, signature lines and the seal. The items are
// the transfers the document's number finds (the list's search by number).
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_TITLES } from '@shared/documents';
import { formatDateTime, fullName } from '@shared/format';
import { CompanyHead, PaperSeal } from '@app/components/paper/paper-parts';
import { PrintSheet } from '@app/components/paper/print-sheet';
import { api } from '@app/lib/api-client';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';
import type { PageAnswer } from '@shared/api-types';
import type { TransferDetail, TransferRow } from '../api/types';

export function TransferPaper({ transfer, onSealReady }: { transfer: TransferDetail; onSealReady: () => void }) {
  const paper = useQuery(documentPaperQueryOptions(transfer.document?.id));
  const number = transfer.document?.number;
  const batch = useQuery({
    queryKey: ['transfers', 'document', number],
    queryFn: () => api.get<PageAnswer<TransferRow>>(`/transfers?limit=100&q=${encodeURIComponent(number ?? '')}`),
    enabled: !!number,
    meta: { persist: false },
  });
  const items = batch.data?.items ?? [transfer];
  // Printed once the items sent under the number are read (or could not be): not the one transfer alone.
  const itemsRead = !number || !batch.isPending;
  return (
    <PrintSheet testId="transfer-paper">
      <header className="paper-sheet-head">
        <div>
          <CompanyHead company={paper.data?.company} />
          <h1>{DOCUMENT_TITLES.transfer}</h1>
        </div>
        <div className="paper-sheet-meta">
          Belge No: {number ?? '-'}
          <br />
          Tarih: {formatDateTime(transfer.created_at, { zone: true })}
          <br />
          {transfer.from_warehouse.name} → {transfer.to_warehouse.name}
        </div>
      </header>
      <h2>Gönderilen Ekipmanlar</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Marka / Model</th>
            <th scope="col">Seri No</th>
            <th scope="col">Durum</th>
          </tr>
        </thead>
        <tbody>
          {items.map((t, i) => (
            <tr key={t.id}>
              <td>{i + 1}</td>
              <td>
                {t.equipment.brand?.name} {t.equipment.model}
              </td>
              <td>{t.equipment.serial_number}</td>
              <td>{t.status === 'completed' ? `Teslim alındı ${formatDateTime(t.completed_at)}` : 'Yolda'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Taraflar</h2>
      <p>
        Gönderen: {fullName(transfer.issuer)} · Transferi gerçekleştiren: {fullName(transfer.assigned_to_user)}
        {transfer.receiver ? ` · Teslim alan: ${fullName(transfer.receiver)}` : ''}
      </p>
      <div className="paper-closing">
        <div className="paper-sheet-lines">
          <div>Gönderen (imza)</div>
          <div>Taşıyan (imza)</div>
          <div>Teslim Alan (imza)</div>
        </div>
        {paper.data ? <PaperSeal paper={paper.data} onReady={itemsRead ? onSealReady : undefined} /> : null}
      </div>
      <p className="paper-sheet-foot">
        Bu belge Depo Takip sisteminden {formatDateTime(new Date(), { zone: true })} tarihinde yazdırılmıştır.
      </p>
    </PrintSheet>
  );
}
