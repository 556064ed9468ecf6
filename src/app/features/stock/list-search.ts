// The 'Stok' list's address (`/stock?depo=&azalan=1&q=&tur=&sira=&sayfa=`): read by the route, kept
// apart from the screen so the route table (on the first screen) carries neither the screen nor the
// stock module: `tur` is kept as any short word here and checked against the kinds by the screen.
import type { StockListSort } from '@shared/stock-list';
import { isUuid } from '@shared/uuid';

export interface StockSearch {
  depo?: string;
  azalan?: 1;
  q?: string;
  /** The kind shown ('Tür'); the screen ignores one that is not a kind. */
  tur?: string;
  /** The order, when not by name (the default, kept out of the address). */
  sira?: Exclude<StockListSort, 'name'>;
  sayfa?: number;
}

export function sortOf(value: unknown): StockSearch['sira'] {
  return value === 'on_hand' || value === 'value' ? value : undefined;
}

export function stockSearchOf(search: Record<string, unknown>): StockSearch {
  const kind = typeof search.tur === 'string' && /^[a-z_]{1,20}$/.test(search.tur) ? search.tur : undefined;
  const sort = sortOf(search.sira);
  const page = Number(search.sayfa);
  return {
    ...(typeof search.depo === 'string' && isUuid(search.depo) ? { depo: search.depo } : {}),
    ...(search.azalan === 1 || search.azalan === '1' ? { azalan: 1 as const } : {}),
    ...(typeof search.q === 'string' && search.q !== '' ? { q: search.q.slice(0, 100) } : {}),
    ...(kind ? { tur: kind } : {}),
    ...(sort ? { sira: sort } : {}),
    ...(Number.isInteger(page) && page > 1 ? { sayfa: page } : {}),
  };
}
