// A model as the catalogue names it: brand + model text, from the items the device holds.
import type { EquipmentRow } from '@shared/api-types';
import { compareTurkish } from '@shared/collation';

export interface ModelChoice {
  brand_id: string;
  model: string;
  label: string;
}

export const modelKey = (m: { brand_id: string; model: string }) => `${m.brand_id}|${m.model}`;

/** The distinct models of `items`, in Turkish order of their labels. */
export function modelsOf(items: readonly EquipmentRow[]): ModelChoice[] {
  const seen = new Map<string, ModelChoice>();
  for (const e of items) {
    const choice = { brand_id: e.brand_id, model: e.model, label: `${e.brand.name} ${e.model}` };
    if (!seen.has(modelKey(choice))) seen.set(modelKey(choice), choice);
  }
  return [...seen.values()].sort((a, b) => compareTurkish(a.label, b.label));
}
