import { z } from 'zod';
import { SEARCH_COUNT_CAP } from '../../../domain/discovery';
import { badRequest } from '../../platform/http/app-error';

const cursorSchema = z.object({
  key: z.number().finite(),
  id: z.uuid(),
  depth: z.number().int().min(0).max(10_000),
  /** Search: the first page's capped count, so that later pages need not count again (the client shows the first page's). */
  total: z.number().int().min(0).max(SEARCH_COUNT_CAP + 1).optional(),
});
export type KeysetCursor = z.infer<typeof cursorSchema>;

/** An opaque page cursor: the sort key and id of the last row (keyset pagination), the page depth, and for search the count. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string | undefined): KeysetCursor | null {
  if (!value) return null;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('This page link is no longer valid. Please reload the results.');
  }
}
