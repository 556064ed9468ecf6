// Turkish-aware search: one fold for every list, so 'ışık' finds 'IŞIK' and 'istanbul' finds 'İstanbul'.

/**
 * Folds text for comparison: Turkish lower case, then dotless/dotted i and the other Turkish
 * letters mapped to their ASCII base, so a user typing without Turkish keys still finds the row.
 */
export function foldTurkish(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/\u0307/g, '')
    .trim();
}

/** Builds the precomputed key a row is matched on: its searchable fields folded and joined. */
export function searchKey(...fields: ReadonlyArray<string | null | undefined>): string {
  // join, not +=: the key is a flat string from the start (see filter-equipment.ts).
  const parts: string[] = [];
  for (const f of fields) if (f) parts.push(foldTurkish(f));
  if (parts.length === 0) return '';
  parts.push('');
  return parts.join('\u0001');
}

/** True when every word of the query occurs in the key. An empty query matches everything. */
export function matchesQuery(key: string, foldedQuery: string): boolean {
  if (!foldedQuery) return true;
  if (!foldedQuery.includes(' ')) return key.includes(foldedQuery);
  for (const word of foldedQuery.split(/\s+/)) if (word && !key.includes(word)) return false;
  return true;
}

/** Filters rows by a query over the given fields. For large lists precompute keys with searchKey. */
export function searchRows<T>(rows: readonly T[], query: string, fields: (row: T) => ReadonlyArray<string | null | undefined>): T[] {
  const q = foldTurkish(query);
  if (!q) return rows.slice();
  return rows.filter((row) => matchesQuery(searchKey(...fields(row)), q));
}

/**
 * Comparison key for names that must be unique: Turkish lower case with dotted and dotless i
 * merged, so 'IŞIK', 'Işık' and 'ışık' clash, and so do 'Saha Şefi' and 'saha şefi'. Compared in
 * code because the database's collation may know nothing of Turkish (a C-locale cluster).
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/\u0307/g, '')
    .trim();
}
