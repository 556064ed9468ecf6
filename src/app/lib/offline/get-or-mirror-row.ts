// A detail screen's read of one row that also opens offline (equipment, warehouse): kept out of the
// device copy's engine (mirror-read.ts), which the first paint fetches, as only those screens ask it.
import { api, isTransientFailure } from '../api-client';
import type { MirrorTable } from './db';
import { readMirrorRow } from './mirror-read';

/**
 * One row as the server answers `path`; without an answer (no network, a time limit, a server fault)
 * the mirrored row (names resolved when `names`), and that error when the device does not hold it. A
 * refusal (401, 403, 404 …) is passed on: the server's word stands over the device's copy.
 */
export async function getOrMirrorRow<T extends { id: string }>(
  path: string,
  table: MirrorTable,
  id: string,
  options: { names?: boolean } = {},
): Promise<T> {
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    const row = await readMirrorRow<T>(table, id, options);
    if (!row) throw error;
    return row;
  }
}
