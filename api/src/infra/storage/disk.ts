import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertKey, type Storage, type StoredObject } from './storage.js';

/**
 * Files in a folder: `<dir>/<key>` and beside it `<dir>/<key>.type` (the content type). Writes go to a
 * temporary name first and are renamed into place, so a reader never sees half a file.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;
  constructor(readonly dir: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: Buffer, contentType: string) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await writeFile(`${file}.type`, contentType);
    await rename(tmp, file);
  }

  async get(key: string) {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async stream(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [info, contentType] = await Promise.all([
        stat(file),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { body: createReadStream(file), contentType, size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string) {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
