import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertValidStorageKey, contentTypeForKey, type FileStorage, type StoredFile } from './file-storage';
import { MEDIA_URL_PREFIX } from './local-disk-storage';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…), so every app instance reads what any
 * instance stored. The browser still fetches them from /media/* on our origin (the bucket may stay
 * private; the Content Security Policy stays 'self'); keys are content-addressed, so answers are cached
 * for a year and the bucket is read once per file and browser.
 */
export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const keyFor = (key: string) => {
    assertValidStorageKey(key);
    return key;
  };

  return {
    async put(key, bytes, contentType) {
      if (contentTypeForKey(keyFor(key)) !== contentType) throw new Error(`Storage key ${key} does not match content type ${contentType}`);
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },

    async read(key): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyFor(key) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, contentType: contentTypeForKey(key)!, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyFor(key) }));
    },

    publicUrl(key) {
      return MEDIA_URL_PREFIX + keyFor(key);
    },

    close() {
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}
