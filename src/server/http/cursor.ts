// The cursor of a keyset page: the sort values of the previous page's last row, as base64url JSON.
import { CURSOR_INVALID } from '@shared/schemas/list-query';
import { badRequest } from './errors';

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values, or null for anything that is not one of our cursors. */
export function readCursor(text: string): string[] | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' && v.length < 100))
      return values as string[];
  } catch {
    // falls through
  }
  return null;
}

/** `readCursor`, 400 'Geçersiz sayfa imleci.' for anything else. */
export function decodeCursor(text: string): string[] {
  const values = readCursor(text);
  if (!values) throw badRequest(CURSOR_INVALID);
  return values;
}
