// Answers whose JSON text the database built: sent as is, never parsed into objects first.
import type { Context } from 'hono';
import type { PageAnswer } from '@shared/api-types';

export const jsonText = (c: Context, text: string) => c.body(text, 200, { 'content-type': 'application/json; charset=utf-8' });

/** The page answer around items already built as JSON text by the database. */
export function pageJsonText(itemsJson: string, meta: Omit<PageAnswer<string>, 'items'>): string {
  return `{"items":${itemsJson},"total":${meta.total},"filtered":${meta.filtered},"page":${meta.page},"page_size":${meta.page_size},"next_cursor":${JSON.stringify(meta.next_cursor)}}`;
}
