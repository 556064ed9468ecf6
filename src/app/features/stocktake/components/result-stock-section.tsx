// The stock lines of a count on its result (docs/stock.md "In the stocktake"): per stock item the
// quantity counted, what the books said when it was counted, and the difference. Once the count is
// closed, a user holding adjust_stock settles every difference still open as one count-correction
// movement each ('Stok Farklarını İşle'); settled lines say so. An item counted by more than one
// person shows each one's number; a number that arrived after the close is marked, and when the item
// was settled before it, settling again writes only the further correction.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { StatusBadge } from '@app/components/status-badge';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { formatDateTime, fullName } from '@shared/format';
import { formatQuantity } from '@shared/stock';
import { useSettleStockCounts, useStockCounts } from '../api/stock-counts';
import type { StockCountLine } from '../api/types';
import { Chevron } from './result-section';

const signed = (n: number) => (n > 0 ? `+${formatQuantity(n)}` : formatQuantity(n));
/** What settling now would write: the difference less what earlier settlings wrote. */
const toSettle = (line: StockCountLine) => (line.settled_at ? 0 : Math.round((line.difference - line.corrected) * 1000) / 1000);

function LineRow({ line }: { line: StockCountLine }) {
  const further = !line.settled_at && line.corrected !== 0;
  const tone = line.difference === 0 ? 'text-slate-700' : line.difference < 0 ? 'text-red-800' : 'text-amber-800';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm" data-testid="stock-result-row">
      <span className="min-w-0 grow basis-48 font-medium text-slate-900">
        {line.name}
        {line.variant ? ` ${line.variant}` : ''}
      </span>
      <span>
        Sayılan: {formatQuantity(line.counted)} {line.unit}
      </span>
      <span className="text-slate-600">
        Sistemde: {formatQuantity(line.expected)} {line.unit}
      </span>
      <span className={`font-semibold ${tone}`}>Fark: {line.difference === 0 ? '0' : `${signed(line.difference)} ${line.unit}`}</span>
      {further ? (
        <span className="text-slate-700" data-testid="stock-result-further">
          İşlenen: {signed(line.corrected)} {line.unit} · İşlenecek: {signed(toSettle(line))} {line.unit}
        </span>
      ) : null}
      {line.late ? <StatusBadge tone="warning">Kapanıştan sonra gelen sayım</StatusBadge> : null}
      {line.settled_at ? (
        <StatusBadge tone="success">{line.movement_id ? `Stoğa işlendi · ${formatDateTime(line.settled_at)}` : 'Fark yok'}</StatusBadge>
      ) : null}
      {line.counters.length > 1 ? (
        <span className="basis-full text-xs text-slate-600" data-testid="stock-result-counters">
          {line.counters
            .map((c) => `${fullName(c.counted_by)}: ${formatQuantity(c.counted)} ${line.unit}${c.late ? ' (kapanıştan sonra)' : ''}`)
            .join(' · ')}
        </span>
      ) : null}
    </li>
  );
}

export function ResultStockSection({ sessionId, closed }: { sessionId: string; closed: boolean }) {
  const { can } = useSession();
  const lines = useStockCounts(sessionId);
  const settle = useSettleStockCounts(sessionId);
  const [confirm, setConfirm] = useState(false);
  const rows = lines.data ?? [];
  if (rows.length === 0) return null;
  const open = rows.filter((l) => toSettle(l) !== 0);
  const unsettled = rows.some((l) => !l.settled_at);

  const doSettle = async () => {
    try {
      await settle.mutateAsync();
      toast.success('Stok farkları stoğa işlendi.');
    } catch (error) {
      toast.error(errorMessage(error, 'Stok farkları işlenemedi.'));
    } finally {
      setConfirm(false);
    }
  };

  return (
    <details open className="group mt-4 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="result-stock">
      <summary className="flex min-h-12 cursor-pointer select-none items-center gap-2 px-4 py-2 text-base font-semibold text-slate-900 hover:bg-slate-50">
        <Chevron />
        Stok Sayımı ({rows.length.toLocaleString('tr-TR')} kalem, {open.length.toLocaleString('tr-TR')} fark)
      </summary>
      <ul className="divide-y divide-slate-100 border-t border-slate-200">
        {rows.map((l) => (
          <LineRow key={l.item_id} line={l} />
        ))}
      </ul>
      {closed && unsettled && can('adjust_stock') ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-3">
          <Button onClick={() => setConfirm(true)}>Stok Farklarını İşle</Button>
          <span className="text-sm text-slate-600">
            {rows.some((l) => !l.settled_at && l.corrected !== 0)
              ? 'Farklar işlendikten sonra gelen sayımlar var: yalnızca ek düzeltme stoğa yazılır.'
              : 'Her fark bir sayım düzeltmesi hareketi olarak stoğa yazılır.'}
          </span>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title="Stok Farklarını İşle"
        message={`${open.length.toLocaleString('tr-TR')} stok kaleminin farkı sayım düzeltmesi olarak stoğa işlenecek. Emin misiniz?`}
        confirmLabel="İşle"
        busyLabel="İşleniyor..."
        variant="primary"
        busy={settle.isPending}
        onConfirm={() => void doSettle()}
        onCancel={() => setConfirm(false)}
      />
    </details>
  );
}
