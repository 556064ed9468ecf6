// The five status counters of equipment (Toplam, Müsait, Sahada, Arızalı, Hurda), in the order and
// colours every summary shows them: the equipment list's tiles and a warehouse's counters.
export interface StatusCounts {
  total: number;
  available: number;
  in_field: number;
  broken: number;
  scrapped: number;
}

export const STATUS_COUNTERS: ReadonlyArray<{ key: keyof StatusCounts; label: string; text: string; border: string }> = [
  { key: 'total', label: 'Toplam', text: 'text-slate-900', border: 'border-slate-200' },
  { key: 'available', label: 'Müsait', text: 'text-green-800', border: 'border-green-200' },
  { key: 'in_field', label: 'Sahada', text: 'text-blue-800', border: 'border-blue-200' },
  { key: 'broken', label: 'Arızalı', text: 'text-red-800', border: 'border-red-200' },
  { key: 'scrapped', label: 'Hurda', text: 'text-slate-700', border: 'border-slate-300' },
];
