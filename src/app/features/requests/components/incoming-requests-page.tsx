// 'Gelen Talepler' (docs/planning.md "Requests"): the requests sent to the caller's warehouses, open
// ones first by their first day; each opens to be approved (all or part) or refused.
import { useState } from 'react';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import { Spinner } from '@app/components/spinner';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES, type RequestStatus } from '@shared/requests';
import { useRequestOptions, useWarehouseRequests } from '../api/requests-api';
import { RequestCard } from './request-card';

export function IncomingRequestsPage() {
  const [warehouseId, setWarehouseId] = useState('');
  const [status, setStatus] = useState<RequestStatus>('open');
  const options = useRequestOptions();
  const list = useWarehouseRequests({ warehouseId: warehouseId || undefined, status });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Gelen Talepler"
        description="Şantiyelerden deponuza gelen talepler: onaylayın, bir kısmını onaylayın ya da reddedin."
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label="Depo"
          placeholder="Tüm depolar"
          options={(options.data?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))}
          value={warehouseId}
          onChange={(e) => setWarehouseId(e.target.value)}
        />
        <SelectField
          label="Durum"
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))}
          value={status}
          onChange={(e) => setStatus(e.target.value as RequestStatus)}
        />
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError && !list.data ? <p className="text-sm text-red-700">Talepler okunamadı.</p> : null}
      {list.data?.length === 0 ? <p className="text-sm text-slate-600">Bu durumda talep yok.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.data.map((r) => (
            <RequestCard key={r.id} request={r} showRequester />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
