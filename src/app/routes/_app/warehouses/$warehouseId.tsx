import { createFileRoute } from '@tanstack/react-router';
import { WarehouseInventory } from '@app/features/equipment/components/warehouse-inventory';
import { ReservationAgenda } from '@app/features/reservations/components/reservation-agenda';
import { WarehouseLastCount } from '@app/features/stocktake/components/warehouse-last-count';
import { WarehouseDetailPage } from '@app/features/warehouses/components/warehouse-detail-page';

export const Route = createFileRoute('/_app/warehouses/$warehouseId')({ component: WarehouseRoute });

function WarehouseRoute() {
  const { warehouseId } = Route.useParams();
  // The inventory belongs to the equipment feature; the route puts the two together.
  return (
    <WarehouseDetailPage
      key={warehouseId}
      warehouseId={warehouseId}
      inventory={(w) => (
        <>
          <WarehouseInventory warehouseId={w.id} warehouseName={w.name} />
          <ReservationAgenda warehouseId={w.id} />
        </>
      )}
      summary={(w) => <WarehouseLastCount warehouseId={w.id} />}
    />
  );
}
