// The value columns of an equipment import (docs/import.md, docs/equipment-care.md): a day as
// 'GG.AA.YYYY' (or an .xlsx date), a price the Turkish way ('12.500,00'); an empty cell keeps what is
// stored. A cell that cannot be read is the row's error, in Turkish, naming the column and the text.
import { importedDay, importedPrice, type EquipmentValueFields } from '@shared/equipment-value';

const BAD_DAY = (label: string, text: string) =>
  `${label} okunamadı: '${text.trim()}'. Tarihi GG.AA.YYYY biçiminde yazın (ör. 15.03.2025).`;
const BAD_PRICE = (text: string) => `Fiyat okunamadı: '${text.trim()}'. Tutarı 12.500,00 biçiminde yazın (en fazla 2 kuruş hanesi).`;

/** The mapped cells' value fields; a blank cell is left out (the stored value stays). */
export function importedValue(cells: Record<string, string>): { fields: EquipmentValueFields } | { message: string } {
  const fields: EquipmentValueFields = {};
  for (const [key, label] of [
    ['purchase_date', 'Satın Alma Tarihi'],
    ['warranty_until', 'Garanti Bitişi'],
  ] as const) {
    const text = cells[key] ?? '';
    const day = importedDay(text);
    if (day === undefined) return { message: BAD_DAY(label, text) };
    if (day !== null) fields[key] = day;
  }
  const priceText = cells.purchase_price ?? '';
  const price = importedPrice(priceText);
  if (price === undefined) return { message: BAD_PRICE(priceText) };
  if (price !== null) fields.purchase_price = price;
  for (const key of ['supplier', 'invoice_number'] as const) {
    const text = (cells[key] ?? '').trim();
    if (text !== '' && text !== '-') fields[key] = text;
  }
  return { fields };
}
