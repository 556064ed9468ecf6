// The count screen's address: `/stocktakes/<id>?serial=<serial>` hands it a serial scanned
// elsewhere (the scan sheet's 'Sayıma ekle'), taken once as if scanned on the screen; `source`
// says how it was scanned (camera when absent).
import { READ_SOURCES, SERIAL_MAX, type ReadSource } from '@shared/schemas/stocktake';

export interface CountSearch {
  serial?: string;
  source?: ReadSource;
}

export function countSearch(search: Record<string, unknown>): CountSearch {
  const serial = typeof search.serial === 'string' || typeof search.serial === 'number' ? String(search.serial).trim() : '';
  if (!serial || serial.length > SERIAL_MAX) return {};
  const source = (READ_SOURCES as readonly unknown[]).includes(search.source) ? (search.source as ReadSource) : undefined;
  return source ? { serial, source } : { serial };
}
