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

export const linkClasses =
  'rounded font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
