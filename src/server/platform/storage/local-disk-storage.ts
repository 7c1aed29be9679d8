import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, contentTypeForKey, type FileStorage, type StoredFile } from './file-storage';

export const MEDIA_URL_PREFIX = '/media/';

/**
 * Files under one directory (default `${DATA_DIR}/media`), served by GET /media/*. The content type is the
 * key's extension, so put() refuses a key whose extension disagrees with the given type.
 */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileFor = (key: string) => {
    assertValidStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      const file = fileFor(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Storage key ${key} does not match content type ${contentType}`);
      }
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, bytes);
      await fsp.rename(temporary, file);
    },

    async read(key): Promise<StoredFile | null> {
      const file = fileFor(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), contentType: contentTypeForKey(key)!, size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return MEDIA_URL_PREFIX + key;
    },
  };
}
