// The column mapping a user chose is remembered per kind, by header name, so the next file with
// the same headers (in any order, any case) maps the same way.
import { autoMapping, importFields, type ImportKind, type ImportMapping } from '@shared/import';
import { nameKey } from '@shared/search';

const storageKey = (kind: ImportKind) => `depo-takip.import-mapping.${kind}`;

export function rememberMapping(kind: ImportKind, headers: readonly string[], mapping: ImportMapping): void {
  const byName: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping)) {
    const header = headers[index];
    if (header !== undefined && header.trim() !== '') byName[field] = header;
  }
  try {
    localStorage.setItem(storageKey(kind), JSON.stringify(byName));
  } catch {
    // Storage full or blocked: the automatic mapping still works.
  }
}

function remembered(kind: ImportKind): Record<string, string> {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(kind)) ?? '{}') as unknown;
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The remembered choice for each field whose header is in this file, else the automatic one. */
export function initialMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const mapping = autoMapping(kind, headers);
  const saved = remembered(kind);
  const keys = headers.map((h) => nameKey(h));
  for (const field of importFields(kind)) {
    const name = saved[field.key];
    if (typeof name !== 'string') continue;
    const index = keys.indexOf(nameKey(name));
    if (index < 0) continue;
    for (const [other, i] of Object.entries(mapping)) if (i === index && other !== field.key) delete mapping[other];
    mapping[field.key] = index;
  }
  return mapping;
}
