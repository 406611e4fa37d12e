import { DiskStorage } from './disk.js';
import { S3Storage, type S3StorageConfig } from './s3.js';
import type { Storage } from './storage.js';

export type { Storage } from './storage.js';
export { DiskStorage } from './disk.js';
export { S3Storage, type S3StorageConfig } from './s3.js';

export interface StorageConfig {
  /** The folder of the disk storage (used when `s3` is null). */
  dir: string;
  /** S3-compatible storage, when S3_BUCKET is set. */
  s3: S3StorageConfig | null;
}

/** S3 when configured, else the folder on disk. */
export function storageFromConfig(config: StorageConfig): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(config.dir);
}
