import { createFileRoute } from '@tanstack/react-router';
import { guardedIdPage } from '@app/components/guarded-id-page';
import { FieldEquipmentDetailPage } from '@app/features/field/components/field-equipment-detail-page';

/** `?belge=iade` opens the record with its return document printed (links from lists and histories). */
const readDetailSearch = (search: Record<string, unknown>): { belge?: 'iade' } => (search.belge === 'iade' ? { belge: 'iade' } : {});

const FieldEquipmentDetailRoute = guardedIdPage(
  'view_field_equipment',
  (id, search) => <FieldEquipmentDetailPage id={id} printReturnDocument={search.belge === 'iade'} />,
  readDetailSearch,
);

export const Route = createFileRoute('/_app/field-equipment/$id')({
  validateSearch: readDetailSearch,
  component: FieldEquipmentDetailRoute,
});
