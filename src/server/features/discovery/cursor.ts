import { z } from 'zod';
import { badRequest } from '../../platform/http/app-error';

const cursorSchema = z.object({ key: z.number().finite(), id: z.uuid(), depth: z.number().int().min(0).max(10_000) });
export type KeysetCursor = z.infer<typeof cursorSchema>;

/** An opaque page cursor: the sort key and id of the last row (keyset pagination), and the page depth. */
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
