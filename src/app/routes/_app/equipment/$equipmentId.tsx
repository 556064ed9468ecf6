import { createFileRoute } from '@tanstack/react-router';
import { EquipmentDetailPage } from '@app/features/equipment/components/equipment-detail-page';
import { ReservationAgenda } from '@app/features/reservations/components/reservation-agenda';

export const Route = createFileRoute('/_app/equipment/$equipmentId')({ component: EquipmentRoute });

function EquipmentRoute() {
  const { equipmentId } = Route.useParams();
  // key: another item starts with fresh history pages.
  return (
    <>
      <EquipmentDetailPage key={equipmentId} equipmentId={equipmentId} />
      <ReservationAgenda equipmentId={equipmentId} />
    </>
  );
}
