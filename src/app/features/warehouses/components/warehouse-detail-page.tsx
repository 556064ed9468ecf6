// Warehouse detail (spec 02): header with name, description, location and back (history or
// /warehouses), the five counters, and the inventory (passed in by the route, it belongs to the
// equipment feature). A missing or out-of-scope warehouse shows a not-found state.
import type { ReactNode } from 'react';
import { BackButton } from '@app/components/go-back';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { PrimaryLink } from '@app/components/path-link';
import { ApiError } from '@app/lib/api-client';
import { WAREHOUSE_LOAD_FAILED, useWarehouse } from '../api/get-warehouse';
import type { WarehouseRow } from '../api/get-warehouses';
import { WarehouseCounters } from './warehouse-counters';

/** `summary`: blocks of other areas shown under the counters (the last count), put in by the route. */
export function WarehouseDetailPage({
  warehouseId,
  inventory,
  summary,
}: {
  warehouseId: string;
  inventory: (warehouse: WarehouseRow) => ReactNode;
  summary?: (warehouse: WarehouseRow) => ReactNode;
}) {
  const warehouse = useWarehouse(warehouseId);
  const notFound = warehouse.error instanceof ApiError && warehouse.error.status === 404;

  if (warehouse.isPending) return <Spinner block />;
  if (warehouse.isError) {
    return (
      <EmptyState
        title={notFound ? 'Depo bulunamadı' : WAREHOUSE_LOAD_FAILED}
        description={notFound ? 'Aradığınız depo mevcut değil veya erişim yetkiniz yok.' : undefined}
        action={<PrimaryLink to="/warehouses">Depolara Dön</PrimaryLink>}
      />
    );
  }
  const w = warehouse.data;
  return (
    <div>
      <PageHeader
        back={<BackButton fallback="/warehouses" />}
        title={w.name}
        description={
          <>
            <span className="block">{w.location}</span>
            {w.description ? <span className="mt-1 block">{w.description}</span> : null}
          </>
        }
      />
      <WarehouseCounters warehouse={w} large />
      {summary?.(w)}
      {inventory(w)}
    </div>
  );
}
