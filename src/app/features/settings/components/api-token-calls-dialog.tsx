// 'Son Çağrılar': the latest 200 calls made with one API token (method, path, answer, time).
import { Button } from '@app/components/button';
import { Modal } from '@app/components/modal';
import { Spinner } from '@app/components/spinner';
import type { ApiTokenRow } from '@shared/api-tokens';
import { formatDateTime } from '@shared/format';
import { useApiTokenCalls } from '../api/api-tokens';

export function ApiTokenCallsDialog({ token, onClose }: { token: ApiTokenRow | null; onClose: () => void }) {
  const { data, isPending } = useApiTokenCalls(token?.id ?? null);
  return (
    <Modal
      open={token !== null}
      onClose={onClose}
      title="Son Çağrılar"
      description={token ? `'${token.name}' anahtarıyla yapılan son 200 istek` : undefined}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      {isPending ? <Spinner block showLabel /> : null}
      {data?.length === 0 ? <p className="text-sm text-slate-500">Bu anahtarla henüz istek yapılmadı.</p> : null}
      {data && data.length > 0 ? (
        <ul className="flex max-h-96 flex-col divide-y divide-slate-100 overflow-y-auto text-sm">
          {data.map((call, i) => (
            <li key={i} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
              <span className="font-mono font-medium text-slate-900">{call.method}</span>
              <span className="min-w-0 flex-1 break-all font-mono text-slate-700">{call.path}</span>
              <span className={call.status < 400 ? 'text-green-800' : 'text-red-700'}>{call.status}</span>
              <span className="whitespace-nowrap text-slate-600">{formatDateTime(call.at)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
