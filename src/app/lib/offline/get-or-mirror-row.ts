// A detail screen's read of one row that also opens offline (equipment, warehouse): kept out of the
// device copy's engine (mirror-read.ts), which the first paint fetches, as only those screens ask it.
import { api, isNetworkError } from '../api-client';
import type { MirrorTable } from './db';
import { readMirrorRow } from './mirror-read';

/**
 * One row as the server answers `path`; without a network the mirrored row (names resolved when
 * `names`), and the network's error when the device does not hold it. Any other error is passed on.
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
    if (!isNetworkError(error)) throw error;
    const row = await readMirrorRow<T>(table, id, options);
    if (!row) throw error;
    return row;
  }
}
