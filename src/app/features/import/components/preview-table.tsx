// The preview's rows: row number, outcome (a labelled badge), the mapped cells and the reason of
// an error; all rows or only the errors, 20 a page.
import { useMemo, useState } from 'react';
import { ListView, useListPage, type ListColumn } from '@app/components/list-view';
import { StatusBadge, type BadgeTone } from '@app/components/status-badge';
import {
  IMPORT_ACTION_LABELS,
  PREVIEW_ROW_LIMIT,
  ROW_COLUMN,
  type ImportAction,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportRowResult,
} from '@shared/import';

const PAGE_SIZE = 20;
const TONES: Record<ImportAction, BadgeTone> = { create: 'success', update: 'info', skip: 'neutral', error: 'danger' };

export function PreviewTable({
  preview,
  fields,
  mapping,
}: {
  preview: ImportPreview;
  fields: readonly ImportField[];
  mapping: ImportMapping;
}) {
  const [onlyErrors, setOnlyErrors] = useState(preview.counts.error > 0);
  const rows = useMemo(() => (onlyErrors ? preview.rows.filter((r) => r.action === 'error') : preview.rows), [preview.rows, onlyErrors]);
  const { pageRows, paging, setPage } = useListPage(rows, PAGE_SIZE);
  const mapped = fields.filter((f) => mapping[f.key] !== undefined);
  const columns: ListColumn<ImportRowResult>[] = [
    { id: 'row', header: ROW_COLUMN, priority: 1, minWidth: 70, nowrap: true, cell: (r) => <span className="tabular-nums">{r.row}</span> },
    {
      id: 'action',
      header: 'Sonuç',
      priority: 1,
      minWidth: 110,
      bareOnCard: true,
      cell: (r) => <StatusBadge tone={TONES[r.action]}>{IMPORT_ACTION_LABELS[r.action]}</StatusBadge>,
    },
    {
      id: 'error',
      header: 'Hata',
      priority: 2,
      minWidth: 220,
      longText: (r) => r.message ?? '',
      cell: (r) => (r.message ? <span className="text-red-700">{r.message}</span> : null),
    },
    ...mapped.map((f, i): ListColumn<ImportRowResult> => ({
      id: `field-${f.key}`,
      header: f.label,
      // The first mapped fields show on a card too; the rest join the table while they fit.
      priority: i < 2 ? 2 : 3,
      longText: (r) => r.cells[mapping[f.key]!] ?? '',
      cell: (r) => r.cells[mapping[f.key]!] ?? '',
    })),
  ];
  const shownAll = preview.total <= PREVIEW_ROW_LIMIT;
  return (
    <div className="mt-4">
      <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Önizleme satırları">
        <button
          type="button"
          aria-pressed={!onlyErrors}
          onClick={() => {
            setOnlyErrors(false);
            setPage(1);
          }}
          className={`min-h-11 rounded-lg px-3 text-sm font-medium ${!onlyErrors ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-800'}`}
        >
          Tüm satırlar
        </button>
        <button
          type="button"
          aria-pressed={onlyErrors}
          onClick={() => {
            setOnlyErrors(true);
            setPage(1);
          }}
          className={`min-h-11 rounded-lg px-3 text-sm font-medium ${onlyErrors ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-800'}`}
        >
          Yalnızca hatalar ({preview.counts.error.toLocaleString('tr-TR')})
        </button>
      </div>
      <ListView
        caption="İçe aktarma önizlemesi"
        rows={pageRows}
        rowKey={(r) => String(r.row)}
        columns={columns}
        paging={paging}
        empty={<p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-600">Hatalı satır yok.</p>}
      />
      {!shownAll ? (
        <p className="mt-2 text-xs text-slate-600">
          Önizlemede ilk {PREVIEW_ROW_LIMIT.toLocaleString('tr-TR')} satır ve en fazla {PREVIEW_ROW_LIMIT.toLocaleString('tr-TR')} hatalı
          satır gösterilir; sayılar tüm dosya içindir.
        </p>
      ) : null}
    </div>
  );
}
