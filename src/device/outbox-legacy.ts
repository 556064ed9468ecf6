// Outbox entries queued by earlier versions carried their request itself (`method`, `path`,
// `body`). The page's database upgrade turns each one, once, into the typed command it stands for
// (src/app/lib/offline/offline-database.ts, version 4); only this module still reads such paths.
// An entry it cannot read is kept, marked failed with a message, never dropped.
export const LEGACY_UNREADABLE =
  'Bu işlem uygulamanın eski bir sürümünde kaydedildi ve okunamadı; gönderilemiyor. İşlemi yeniden yapıp bu kaydı silin.';

type Stored = Record<string, unknown>;

/** An entry in the old shape: a request of its own. */
export function isLegacyEntry(entry: Stored): boolean {
  return typeof entry.path === 'string' && typeof entry.method === 'string';
}

/** The typed entry (an OutboxEntry as stored) an old one stands for, its key, state and history kept. */
export function migrateLegacyEntry(entry: Stored): Stored {
  const { method, path, ...rest } = entry;
  const base: Stored = rest;
  const single = typeof path === 'string' ? /^\/field-equipment\/([^/]+)\/return$/.exec(path) : null;
  const reads = typeof path === 'string' ? /^\/stocktakes\/([^/]+)\/reads$/.exec(path) : null;
  const expected: Record<string, string> = {
    issue_equipment: 'POST /field-equipment',
    return_equipment: 'POST /field-equipment/returns',
    report_fault: 'POST /broken-equipment',
    create_worker: 'POST /workers',
  };
  const kind = String(entry.kind);
  if (kind === 'return_equipment' && method === 'PUT' && single) {
    const { body: _ignored, ...withoutBody } = base;
    return { ...withoutBody, recordId: single[1] };
  }
  if (kind === 'stocktake_read' && method === 'POST' && reads) return { ...base, sessionId: reads[1] };
  if (expected[kind] === `${String(method)} ${String(path)}` && base.body && typeof base.body === 'object') return base;
  // Kept for the user to see and discard; the replay leaves a failed entry alone.
  return { ...entry, state: 'failed', error: LEGACY_UNREADABLE };
}
