// Kits ('Setler', docs/planning.md "Kits"): a named, fixed set of specific items of one warehouse,
// and optionally stock lines ('2 × Pil'), with its own barcode code ('SET-00001'). Scanning the
// code in a hand-over adds every member, or stops at the first member that cannot go, naming it;
// a return that leaves members with the worker says which. The same rule runs on the server and,
// from the device copy, in the form (`kitStop`).
import * as v from 'valibot';
import { optionalText, requiredId, requiredText } from './schemas/fields';

export interface KitMember {
  equipment_id: string;
  serial_number: string;
  brand: string | null;
  model: string;
  status: string;
}

export interface KitStockLine {
  stock_item_id: string;
  name: string;
  unit: string;
  quantity: number;
}

/** A kit as the API answers it (list and detail alike; the device copy keeps these rows). */
export interface Kit {
  id: string;
  warehouse_id: string;
  warehouse_name: string;
  code: string;
  name: string;
  note: string | null;
  members: KitMember[];
  stock_lines: KitStockLine[];
  created_at: string;
  updated_at: string;
}

export const KIT_MESSAGES = {
  notFound: 'Set bulunamadı.',
  name: 'Set adı zorunludur',
  warehouse: 'Depo seçimi zorunludur',
  warehouseNotFound: 'Depo bulunamadı.',
  itemNotFound: 'Ekipman bulunamadı.',
  stockItemNotFound: 'Stok kartı bulunamadı.',
  quantity: 'Adet 1 ile 10.000 arasında olmalıdır.',
  twice: 'Aynı ekipman bir sette iki kez yer alamaz.',
  empty: (kit: KitRef) => `${kitLabel(kit)} setinde ekipman yok.`,
  itemElsewhere: (serial: string) => `${serial} seri numaralı ekipman bu setin deposunda değil.`,
  inOtherKit: (serial: string, other: string) => `${serial} seri numaralı ekipman zaten ${other} setinde.`,
  notMember: (serial: string) => `${serial} seri numaralı ekipman bu sette değil.`,
  /** The first member that cannot go stops the whole kit (its refusal names it). */
  stopped: (kit: KitRef, refusal: string) => `${kitLabel(kit)} seti eklenemedi: ${refusal}`,
  /** A return that left members of the kit with the worker. */
  short: (kit: KitRef, missing: readonly string[], holder: string) =>
    `${kitLabel(kit)} eksik iade edildi: ${missing.join(', ')} ${holder} üzerinde kalıyor.`,
  added: (kit: KitRef, count: number) => `${kitLabel(kit)}: ${count} ekipman eklendi.`,
} as const;

export interface KitRef {
  code: string;
  name: string;
}
export const kitLabel = (kit: KitRef) => `${kit.name} (${kit.code})`;

/** After a kit's code on the count screen: ': Nivo Seti — 3 ekipman sayıldı' (each member is its own read). */
export function kitCountText(kit: KitRef & { members: readonly unknown[] }, added: number): string {
  if (kit.members.length === 0) return `: ${kit.name} setinde ekipman yok.`;
  const repeated = kit.members.length - added;
  return `: ${kit.name} — ${added} ekipman sayıldı${repeated ? `, ${repeated} tanesi zaten sayılmıştı` : ''}.`;
}

/** Kit codes are read case-blind, like serial numbers typed by hand. */
export const sameKitCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Whether every member may go: null, or the kit's refusal naming its first member that cannot
 * (`refusal(member)` is the hand-over's own rule for one item).
 */
export function kitStop(kit: KitRef & { members: readonly KitMember[] }, refusal: (m: KitMember) => string | null): string | null {
  if (kit.members.length === 0) return KIT_MESSAGES.empty(kit);
  for (const member of kit.members) {
    const why = refusal(member);
    if (why) return KIT_MESSAGES.stopped(kit, why);
  }
  return null;
}

const ids = (max: number) =>
  v.optional(v.pipe(v.array(requiredId(KIT_MESSAGES.itemNotFound)), v.maxLength(max, `En fazla ${max} ekipman seçilebilir.`)), []);

export const KitStockLineSchema = v.object({
  stock_item_id: requiredId(KIT_MESSAGES.stockItemNotFound),
  quantity: v.pipe(
    v.number(KIT_MESSAGES.quantity),
    v.integer(KIT_MESSAGES.quantity),
    v.minValue(1, KIT_MESSAGES.quantity),
    v.maxValue(10_000, KIT_MESSAGES.quantity),
  ),
});
const stockLines = v.optional(v.pipe(v.array(KitStockLineSchema), v.maxLength(50, 'En fazla 50 stok satırı eklenebilir.')), []);

export const CreateKitSchema = v.object({
  warehouse_id: requiredId(KIT_MESSAGES.warehouse),
  name: requiredText(KIT_MESSAGES.name),
  note: optionalText(),
  equipment_ids: ids(200),
  stock_lines: stockLines,
});
export type CreateKitInput = v.InferOutput<typeof CreateKitSchema>;

export const UpdateKitSchema = v.object({
  name: requiredText(KIT_MESSAGES.name),
  note: optionalText(),
  stock_lines: v.optional(v.pipe(v.array(KitStockLineSchema), v.maxLength(50, 'En fazla 50 stok satırı eklenebilir.'))),
});
export type UpdateKitInput = v.InferOutput<typeof UpdateKitSchema>;

export const KitMemberSchema = v.object({ equipment_id: requiredId(KIT_MESSAGES.itemNotFound) });
