// The four outcomes of an import as tiles: to create / to update / identical / errors (or, after
// the write, what was done).
import type { ImportCounts as Counts } from '@shared/import';

const TILES: ReadonlyArray<{ key: keyof Counts; planned: string; done: string; tone: string }> = [
  { key: 'create', planned: 'Eklenecek', done: 'Eklendi', tone: 'border-green-200 bg-green-50 text-green-900' },
  { key: 'update', planned: 'Güncellenecek', done: 'Güncellendi', tone: 'border-blue-200 bg-blue-50 text-blue-900' },
  { key: 'skip', planned: 'Aynı (atlanacak)', done: 'Aynı (atlandı)', tone: 'border-slate-200 bg-slate-50 text-slate-900' },
  { key: 'error', planned: 'Hatalı', done: 'İçe aktarılmadı', tone: 'border-red-200 bg-red-50 text-red-900' },
];

export function ImportCounts({ counts, done = false, className = '' }: { counts: Counts; done?: boolean; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 lg:grid-cols-4 ${className}`}>
      {TILES.map((t) => (
        <div key={t.key} className={`rounded-lg border p-3 ${t.tone}`} data-testid={`import-count-${t.key}`}>
          <dt className="text-sm font-medium">{done ? t.done : t.planned}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{counts[t.key].toLocaleString('tr-TR')}</dd>
        </div>
      ))}
    </dl>
  );
}
