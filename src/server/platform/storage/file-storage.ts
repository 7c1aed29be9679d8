import type { Readable } from 'node:stream';

/** Where uploaded and generated files live: local disk by default, S3-compatible storage later. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The URL the browser fetches the file from. */
  publicUrl(key: string): string;
}

export interface StoredFile {
  body: Buffer | Readable;
  contentType: string;
  size?: number;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Keys are relative, slash-separated paths of safe characters with a known file extension, e.g.
 * `listings/3f9c…e1-480.webp`. No `..`, no leading slash, no backslash: a key can never leave the store.
 */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && keyPattern.test(key) && !key.split('/').includes('..') && contentTypeForKey(key) !== undefined;
}

/** The content type implied by a key's extension; undefined for an extension we do not serve. */
export function contentTypeForKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? contentTypes[extension] : undefined;
}

/**
 * Folders whose files are never public: /media/* refuses them, and only a feature's own route (which checks who is
 * asking) reads them from the store. Message attachments live in `messages/`.
 */
export const PRIVATE_STORAGE_PREFIXES = ['messages/'] as const;

export function isPrivateStorageKey(key: string): boolean {
  return PRIVATE_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}
