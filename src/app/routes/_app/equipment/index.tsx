import { createFileRoute } from '@tanstack/react-router';
import { EquipmentPage } from '@app/features/equipment/components/equipment-page';

export const Route = createFileRoute('/_app/equipment/')({ component: EquipmentPage });
