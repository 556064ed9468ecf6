import { createFileRoute } from '@tanstack/react-router';
import { WarehousesPage } from '@app/features/warehouses/components/warehouses-page';

export const Route = createFileRoute('/_app/warehouses/')({ component: WarehousesPage });
