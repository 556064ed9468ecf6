// The lines of a stock issue as a paper prints them (docs/stock.md): the KKD- paper, and the TES-
// hand-over paper for the stock lines signed with the serial items. A PPE line carries what a PPE
// delivery record does: type, standard, size, quantity, the day of issue and the next replacement day.
import { NUMBER_PENDING } from '@shared/documents';
import { formatLocalDay, warehouseToday, type LocalDay } from '@shared/local-day';
import { formatQuantity, STOCK_KIND_LABELS, type HandoverStockLines, type StockIssueRecord } from '@shared/stock';

export const PPE_BRIEFED_TEXT =
  'Yukarıda yazılı kişisel koruyucu donanımları eksiksiz ve sağlam olarak teslim aldım; kullanımı bana gösterildi ve anlatıldı. Çalışırken kullanacağımı, hasar gördüğünde ya da yenileme tarihi geldiğinde değiştirilmesini isteyeceğimi kabul ederim.';
export const PPE_NOT_BRIEFED_TEXT = 'KKD kullanımının işçiye gösterildiği bu teslimde onaylanmamıştır.';
export const STOCK_RECEIVED_TEXT = 'Yukarıda yazılı malzemeleri eksiksiz teslim aldım.';

/** The acknowledgement the paper prints above the signatures. */
export function issueAcknowledgement(record: Pick<StockIssueRecord, 'ppe_briefed' | 'lines'>): string {
  if (!record.lines.some((l) => l.kind === 'ppe')) return STOCK_RECEIVED_TEXT;
  return record.ppe_briefed ? PPE_BRIEFED_TEXT : PPE_NOT_BRIEFED_TEXT;
}

export function StockPaperLines({ lines, issuedOn }: { lines: StockIssueRecord['lines']; issuedOn: LocalDay }) {
  return (
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
        {lines.map((l, i) => (
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
  );
}

/** The stock lines signed with a hand-over, on its TES- paper: their KKD- number, the lines, the worker's acknowledgement. */
export function HandoverStockOnPaper({ stock, issuedAt }: { stock: HandoverStockLines; issuedAt: string }) {
  return (
    <div data-testid="print-stock-lines">
      <h2>Teslim Edilen KKD ve Malzemeler</h2>
      <StockPaperLines lines={stock.lines} issuedOn={warehouseToday(new Date(issuedAt))} />
      <p>
        KKD ve malzeme teslim belgesi: {stock.document?.number ?? NUMBER_PENDING}. {issueAcknowledgement(stock)}
      </p>
    </div>
  );
}
