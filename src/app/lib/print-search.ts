// `?yazdir=1` on a record's address: print its paper once it is loaded (the list row's 'Yazdır', the
// step after a stock issue). Anything else reads as no request to print.
export type PrintSearch = { yazdir?: 1 };

export function validatePrintSearch(search: Record<string, unknown>): PrintSearch {
  return search.yazdir === 1 || search.yazdir === '1' ? { yazdir: 1 } : {};
}
