// A list that holds scanned items shows them first, the latest scan on top, so the person who
// scanned (and the worker who signs) sees them without scrolling through the warehouse's rows.

/** `items` with those in `scannedIds` moved to the front, the most recently scanned first. */
export function scannedFirst<T extends { id: string }>(items: readonly T[], scannedIds: readonly string[]): T[] {
  if (scannedIds.length === 0) return [...items];
  const rank = new Map(scannedIds.map((id, index) => [id, index + 1]));
  return items
    .map((item, index) => ({ item, index, rank: rank.get(item.id) ?? 0 }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Class names of a row that holds a scanned item. */
export const SCANNED_ROW = 'bg-amber-50 ring-2 ring-inset ring-amber-400';
