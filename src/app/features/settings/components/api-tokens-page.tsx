// /settings/api-tokens (manage_api_tokens): the tokens other systems call the API with — who made
// each, what it may do, where, until when, when it was last used — making one and revoking one.
import { useState } from 'react';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { SubPage } from '@app/components/sub-page';
import { Spinner } from '@app/components/spinner';
import { StackedRow, StackedTable, StatePill } from '@app/components/stacked-table';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { API_TOKEN_STATE_LABELS, type ApiTokenRow, type ApiTokenState } from '@shared/api-tokens';
import { formatDate, formatDateTime, fullName } from '@shared/format';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { ApiTokenCallsDialog } from './api-token-calls-dialog';
import { ApiTokenDialog } from './api-token-dialog';

const STATE_TONE: Record<ApiTokenState, string> = {
  active: 'bg-green-100 text-green-900',
  expired: 'bg-amber-100 text-amber-900',
  revoked: 'bg-slate-200 text-slate-800',
};

const HEADERS = ['Ad', 'Oluşturan', 'Yetki', 'Depolar', 'Son Geçerlilik', 'Son Kullanım', 'Durum', ''];

export function ApiTokensPage() {
  const { data, isPending } = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  const [watching, setWatching] = useState<ApiTokenRow | null>(null);

  async function confirmRevoke(row: ApiTokenRow) {
    await saveWithToasts(() => revoke.mutateAsync(row.id), {
      success: 'API anahtarı iptal edildi.',
      failure: 'API anahtarı iptal edilirken bir hata oluştu.',
      onSaved: () => setRevoking(null),
    });
  }

  return (
    <SubPage
      title="API Anahtarları"
      description="Başka sistemlerin (ör. ERP) Depo Takip API'sine erişmek için kullandığı anahtarlar"
      back={{ to: '/settings', label: 'Ayarlar' }}
      actions={<Button onClick={() => setCreating(true)}>Yeni API Anahtarı</Button>}
    >
      {isPending ? <Spinner block showLabel /> : null}
      {data ? (
        <StackedTable
          caption="API anahtarları"
          headers={HEADERS}
          className="rounded-xl border border-slate-200 bg-white"
          tableClassName="sm:min-w-[56rem]"
        >
          {data.length === 0 ? (
            <tr className="max-sm:block">
              <td colSpan={HEADERS.length} className="px-3 py-6 text-center text-slate-500 max-sm:block">
                Henüz API anahtarı yok.
              </td>
            </tr>
          ) : null}
          {data.map((row) => (
            <TokenRow key={row.id} row={row} onCalls={() => setWatching(row)} onRevoke={() => setRevoking(row)} />
          ))}
        </StackedTable>
      ) : null}
      <ApiTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ApiTokenCallsDialog token={watching} onClose={() => setWatching(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="API Anahtarını İptal Et"
        message={`'${revoking?.name ?? ''}' anahtarı iptal edilecek; bu anahtarla yapılan istekler hemen reddedilir. Bu işlem geri alınamaz. Emin misiniz?`}
        confirmLabel="İptal Et"
        cancelLabel="Vazgeç"
        busyLabel="İptal ediliyor..."
        busy={revoke.isPending}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </SubPage>
  );
}

function TokenRow({ row, onCalls, onRevoke }: { row: ApiTokenRow; onCalls: () => void; onRevoke: () => void }) {
  const cell = 'px-3 py-2 max-sm:p-0';
  return (
    <StackedRow>
      <td className={`${cell} max-sm:w-full`}>
        <span className="block font-medium text-slate-900">{row.name}</span>
        <span className="block font-mono text-xs text-slate-600">{row.hint}</span>
      </td>
      <td className={`${cell} max-sm:text-slate-600`}>{fullName(row.created_by)}</td>
      <td className={`${cell} whitespace-nowrap`} title={row.permissions.join(', ')}>
        {row.permissions.length} yetki
      </td>
      <td className={`${cell} max-sm:text-slate-600`}>
        {row.warehouses.length === 0 ? 'Tüm depolar' : row.warehouses.map((w) => w.name).join(', ')}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <span className="sm:hidden">Son geçerlilik: </span>
        {formatDate(new Date(new Date(row.expires_at).getTime() - 1))}
      </td>
      <td className={`${cell} whitespace-nowrap max-sm:text-slate-600`}>
        <span className="sm:hidden">Son kullanım: </span>
        {row.last_used_at ? formatDateTime(row.last_used_at) : 'Hiç kullanılmadı'}
      </td>
      <td className={cell}>
        <StatePill tone={STATE_TONE[row.state]}>{API_TOKEN_STATE_LABELS[row.state]}</StatePill>
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button variant="secondary" onClick={onCalls}>
            Çağrılar
          </Button>
          {row.state === 'revoked' ? null : (
            <Button variant="secondary" className="text-red-700" onClick={onRevoke}>
              İptal Et
            </Button>
          )}
        </div>
      </td>
    </StackedRow>
  );
}
