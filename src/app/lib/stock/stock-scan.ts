// A stock item's code read by the camera or a keyboard wedge (docs/stock.md "Scanning stock"): its
// barcode (the maker's EAN-13 or the company's own), or, for an item without one, the stock code its
// papers print ('STK-' and the start of its id). Each read is one more unit of the item.
import { readMirror } from '@app/lib/offline/mirror-read';
import { foldTurkish } from '@shared/search';
import { parseQuantityText, type StockItem } from '@shared/stock';

/** The code an item's papers print: its barcode, or 'STK-' and the start of its id (as the server writes it). */
export const stockCode = (item: Pick<StockItem, 'id' | 'barcode'>): string => item.barcode ?? `STK-${item.id.slice(0, 8).toUpperCase()}`;

/** The item a scanned code names: its barcode exactly, else its code ignoring case and surrounding spaces. */
export function findStockByCode<T extends Pick<StockItem, 'id' | 'barcode'>>(items: readonly T[], scanned: string): T | undefined {
  const value = scanned.trim();
  if (!value) return undefined;
  const exact = items.find((i) => i.barcode === value);
  if (exact) return exact;
  const folded = foldTurkish(value);
  return items.find((i) => foldTurkish(stockCode(i).trim()) === folded);
}

/**
 * The lines after one more unit of `itemId` was scanned (or `amount` of it: a kit's stock line): added
 * on its line, else an empty line takes it, else a new line. A quantity typed that is not a number
 * starts again from nothing.
 */
export function addScannedUnit<L extends { item_id: string; quantity: string }>(
  lines: readonly L[],
  itemId: string,
  make: () => L,
  amount = 1,
): L[] {
  const text = (n: number) => String(Math.round(n * 1000) / 1000).replace('.', ',');
  const index = lines.findIndex((l) => l.item_id === itemId);
  if (index >= 0) {
    const typed = parseQuantityText(lines[index]!.quantity);
    return lines.map((l, i) => (i === index ? { ...l, quantity: text((Number.isFinite(typed) ? typed : 0) + amount) } : l));
  }
  const empty = lines.findIndex((l) => l.item_id === '');
  if (empty >= 0) return lines.map((l, i) => (i === empty ? { ...l, item_id: itemId, quantity: text(amount) } : l));
  return [...lines, { ...make(), item_id: itemId, quantity: text(amount) }];
}

/** The stock item a code scanned in the shell names, from the device copy's catalogue (offline too); undefined when none. */
export async function findScannedStock(code: string): Promise<StockItem | undefined> {
  return findStockByCode(await readMirror<StockItem>('stock_items').catch((): StockItem[] => []), code);
}
