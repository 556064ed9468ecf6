import type { EquipmentOption } from '../api/types';

/** 'Bosch Matkap X' */
export function equipmentTitle(e: Pick<EquipmentOption, 'model' | 'brand'> | null | undefined): string {
  if (!e) return '-';
  return [e.brand?.name, e.model].filter(Boolean).join(' ');
}

/** 'Elektrikli El Aletleri - SN-001' (spec 02: category - serial). */
export function equipmentSubtitle(e: Pick<EquipmentOption, 'serial_number' | 'category'> | null | undefined): string {
  if (!e) return '-';
  return `${e.category?.name ?? '-'} - ${e.serial_number}`;
}

// The app's one link style (components/path-link.tsx), under the name this area's screens import.
export { linkClasses } from '@app/components/path-link';
