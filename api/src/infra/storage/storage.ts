import type { Readable } from 'node:stream';

/** One stored object as read back: its bytes as a stream, with what the writer said about them. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
}

/**
 * Where uploaded files live: a folder on disk by default, S3-compatible object storage when configured
 * (so several API instances share one set of files). Keys are `/`-separated, never user input.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream (responses pipe it), or null when there is none. */
  stream(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the media service (`media/<random>/<name>`); anything else is a bug, refused loudly. */
export function assertKey(key: string) {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes('..'))
    throw new Error(`invalid storage key: ${key}`);
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
