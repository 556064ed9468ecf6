// The count screen's stock section (docs/stock.md "In the stocktake"): each stock item of the
// warehouse with the quantity counted, typed in its box (taken on Enter or when the box is left) or
// added one per scan of its barcode anywhere on the screen. Each line says whether its number is on
// the server, waiting on this device, or refused (with the reason and 'Yeniden Dene').
import { memo, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Button } from '@app/components/button';
import { StatusBadge } from '@app/components/status-badge';
import { foldTurkish } from '@shared/search';
import { StockCountSchema } from '@shared/schemas/stock';
import { formatQuantity, parseQuantityText, STOCK_KIND_LABELS } from '@shared/stock';
import type { CountStockItem } from '../api/types';
import type { ShownStockLine } from '../lib/use-count-stock';

/** The quantity in its box: a Turkish comma, no thousands separator (the box reads it back). */
const boxText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
const itemLabel = (item: CountStockItem) => (item.variant ? `${item.name} ${item.variant}` : item.name);

const StockRow = memo(function StockRow({
  line,
  onCount,
  onRetry,
}: {
  line: ShownStockLine;
  onCount: (item: CountStockItem, counted: number) => void;
  onRetry: (itemId: string) => void;
}) {
  const [text, setText] = useState(boxText(line.counted));
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // A scan or another counter's number shows in the box unless someone is typing in it.
  useEffect(() => {
    if (!editing) setText(boxText(line.counted));
  }, [line.counted, editing]);

  // A bad number stays in its box with the reason; nothing is sent.
  const commit = () => {
    if (text.trim() === '' && line.counted === null) {
      setEditing(false);
      return setError(null);
    }
    const parsed = v.safeParse(StockCountSchema.entries.counted, parseQuantityText(text));
    if (!parsed.success) return setError(parsed.issues[0].message);
    setEditing(false);
    setError(null);
    if (parsed.output !== line.counted) onCount(line.item, parsed.output);
  };
  const label = itemLabel(line.item);
  const errorId = `stock-count-error-${line.item.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2" data-testid="stock-count-row" data-state={line.state}>
      <span className="min-w-0 grow basis-48">
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">
          {STOCK_KIND_LABELS[line.item.kind]}
          {line.item.barcode ? ` · ${line.item.barcode}` : ''}
          {line.countedBy ? ` · Sayan: ${line.countedBy}` : ''}
          {line.total !== undefined ? ` · Toplam: ${formatQuantity(line.total)} ${line.item.unit}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <input
          value={text}
          onChange={(e) => {
            setEditing(true);
            setText(e.target.value);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${label} sayılan miktar`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="—"
          className="min-h-11 w-24 rounded-lg border border-slate-300 px-3 text-right text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
        />
        <span className="w-10 text-sm text-slate-700">{line.item.unit}</span>
        {line.state === 'pending' ? <StatusBadge tone="neutral">Beklemede</StatusBadge> : null}
        {line.state === 'sent' ? <StatusBadge tone="success">Gönderildi</StatusBadge> : null}
        {line.state === 'failed' ? <StatusBadge tone="danger">Gönderilemedi</StatusBadge> : null}
      </span>
      {error ? (
        <span id={errorId} className="w-full text-sm text-red-700">
          {error}
        </span>
      ) : null}
      {line.state === 'failed' ? (
        <span className="flex w-full items-center gap-2 text-sm text-red-800">
          {line.error}
          <Button variant="ghost" onClick={() => onRetry(line.item.id)}>
            Yeniden Dene
          </Button>
        </span>
      ) : null}
    </li>
  );
});

export function CountStockSection({
  lines,
  onCount,
  onRetry,
}: {
  lines: readonly ShownStockLine[];
  onCount: (item: CountStockItem, counted: number) => void;
  onRetry: (itemId: string) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = foldTurkish(query.trim());
    return q ? lines.filter((l) => foldTurkish(`${itemLabel(l.item)} ${l.item.barcode ?? ''}`).includes(q)) : lines;
  }, [lines, query]);
  const counted = lines.filter((l) => l.counted !== null).length;
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="stock-count-title" className="mt-6">
      <h2 id="stock-count-title" className="mb-1 text-lg font-semibold text-slate-900">
        Stok Sayımı ({counted.toLocaleString('tr-TR')} / {lines.length.toLocaleString('tr-TR')})
      </h2>
      <p className="mb-2 text-sm text-slate-600">
        Her stok kalemi için saydığınız miktarı yazın ya da barkodunu okutun: her okutma bir ekler.
      </p>
      {lines.length > 8 ? (
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label="Stok kalemi ara"
          placeholder="Stok kalemi ara"
          className="mb-2 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 md:w-80"
        />
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="stock-count-list">
        {shown.map((l) => (
          <StockRow key={l.item.id} line={l} onCount={onCount} onRetry={onRetry} />
        ))}
      </ul>
    </section>
  );
}
