import path from 'node:path';
import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/** The S3-compatible bucket when S3_BUCKET is set, else the local disk under DATA_DIR/media. */
export function createStorage(config: AppConfig): FileStorage & { close?(): void } {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(path.join(config.dataDir, 'media'));
}
