// The destruction log (docs/kvkk.md): the latest runs and what each destroyed, kept three years.
import { useState } from 'react';
import { Button } from '@app/components/button';
import { Spinner } from '@app/components/spinner';
import { formatDateTime } from '@shared/format';
import { DESTRUCTION_RECORD_LABELS } from '@shared/kvkk';
import { useDestructionLog } from '../api';
import { runSummary } from './run-summary';

export function DestructionLog() {
  const [open, setOpen] = useState(false);
  const log = useDestructionLog(open);
  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          İmha Kaydını Göster
        </Button>
      </div>
    );
  if (log.isPending) return <Spinner block />;
  const runs = log.data?.runs ?? [];
  const entries = log.data?.entries ?? [];
  return (
    <div className="flex flex-col gap-4" aria-label="İmha kaydı">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Çalışmalar</h3>
        {runs.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">Henüz imha çalışması yapılmadı.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
            {runs.slice(0, 10).map((run) => (
              <li key={run.id}>
                <span className="font-medium">{formatDateTime(run.started_at)}</span> ·{' '}
                {run.trigger === 'schedule' ? 'Zamanlanmış' : 'Elle başlatıldı'} ·{' '}
                {run.status === 'done' ? runSummary(run) : run.status === 'failed' ? `Hata: ${run.error ?? ''}` : 'Sürüyor'}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="overflow-x-auto">
        <h3 className="text-sm font-semibold text-slate-800">İmha edilen kayıtlar (son 500)</h3>
        {entries.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">İmha kaydı boş.</p>
        ) : (
          <table className="mt-1 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">Zaman</th>
                <th className="py-1 pr-3 font-medium">Kayıt Türü</th>
                <th className="py-1 pr-3 font-medium">İşlem</th>
                <th className="py-1 font-medium">Kayıt</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="py-1 pr-3">{DESTRUCTION_RECORD_LABELS[e.record_type] ?? e.record_type}</td>
                  <td className="py-1 pr-3">{e.action === 'anonymised' ? 'Anonimleştirildi' : 'Silindi'}</td>
                  <td className="py-1 font-mono text-xs break-all">
                    {typeof e.detail?.number === 'string' ? e.detail.number : e.record_id}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
