// The bar a list shows while it is filtered: how many rows match (and of how many, when that
// differs) and 'Filtreleri Temizle', which resets every filter of the list.
//   {filtersActive ? <FilterSummary shown={filtered.length} total={rows.length} onClear={clearFilters} /> : null}

export function FilterSummary({
  shown,
  total,
  noun = 'kayıt',
  onClear,
  className = 'md:col-span-3',
}: {
  shown: number;
  /** Omit to show only the match count. */
  total?: number;
  /** '12 kayıt bulundu', '12 sonuç bulundu'. */
  noun?: string;
  onClear: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-3 text-sm text-slate-600 ${className}`}>
      <span role="status">
        {shown.toLocaleString('tr-TR')} {noun} bulundu
        {total !== undefined && shown !== total ? ` (toplam ${total.toLocaleString('tr-TR')})` : ''}
      </span>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-blue-700 hover:bg-blue-50"
      >
        Filtreleri Temizle
      </button>
    </div>
  );
}
