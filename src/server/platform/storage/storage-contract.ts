import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage';

export const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

export async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What every storage adapter must do. `stored(key)` looks behind the adapter (the disk, the S3 server), so
 * a file is proven to be where the adapter says it put it.
 */
export function storageContract(storage: () => FileStorage, stored: (key: string) => Promise<boolean>) {
  it('puts, reads, overwrites and deletes files', async () => {
    await storage().put('listings/a/photo.png', png, 'image/png');
    expect(await stored('listings/a/photo.png')).toBe(true);
    const file = await storage().read('listings/a/photo.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(png.length);
    expect(await bytesOf(file!.body)).toEqual(png);

    const other = Buffer.concat([png, Buffer.from('more')]);
    await storage().put('listings/a/photo.png', other, 'image/png');
    expect(await bytesOf((await storage().read('listings/a/photo.png'))!.body)).toEqual(other);

    await storage().delete('listings/a/photo.png');
    expect(await stored('listings/a/photo.png')).toBe(false);
    expect(await storage().read('listings/a/photo.png')).toBeNull();
    await storage().delete('listings/a/photo.png'); // deleting twice is fine
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage().read('listings/never-stored.webp')).toBeNull();
  });

  it('refuses bad keys and a content type that disagrees with the extension', async () => {
    await expect(storage().put('../escape.png', png, 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(storage().read('../../etc/passwd.png')).rejects.toThrow(/Invalid storage key/);
    await expect(storage().put('a.png', png, 'image/webp')).rejects.toThrow(/does not match/);
  });

  it('gives the same-origin URL that /media/* serves', () => {
    expect(storage().publicUrl('listings/a-480.webp')).toBe('/media/listings/a-480.webp');
  });
}
