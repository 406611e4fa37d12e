import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type Storage, type StoredObject, streamToBuffer } from './storage.js';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a local fake); unset: AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most S3-compatible servers want this). */
  forcePathStyle: boolean;
  /** Prefix of every key (several environments in one bucket). */
  prefix: string;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

/** S3-compatible object storage through the AWS SDK v3 client. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private key(key: string) {
    assertKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async stream(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }),
      );
      if (!out.Body) return null;
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? 'application/octet-stream',
        size: out.ContentLength ?? null,
      };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async get(key: string) {
    const obj = await this.stream(key);
    return obj ? streamToBuffer(obj.body) : null;
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }
}
