import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, S3Storage, type Storage, storageFromConfig } from '../index.js';
import { streamToBuffer } from '../storage.js';

let s3rver: S3rver;
let s3Dir: string;
let diskDir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'guardian-s3rver-'));
  diskDir = await mkdtemp(path.join(tmpdir(), 'guardian-disk-'));
  // A local fake of S3 on the loopback interface only.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'guardian-media', configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(diskDir, { recursive: true, force: true });
});

const s3 = () =>
  new S3Storage({
    bucket: 'guardian-media',
    region: 'ap-northeast-2',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });

const adapters: [string, () => Storage][] = [
  ['disk', () => new DiskStorage(diskDir)],
  ['S3 (against s3rver)', s3],
];

describe.each(adapters)('%s storage', (_name, make) => {
  it('puts, reads back whole and as a stream with its type, and deletes', async () => {
    const storage = make();
    const bytes = Buffer.from('RIFF....WEBPpicture bytes');
    await storage.put('media/abc123/w320.webp', bytes, 'image/webp');
    expect(await storage.get('media/abc123/w320.webp')).toEqual(bytes);
    const obj = await storage.stream('media/abc123/w320.webp');
    expect(obj).toMatchObject({ contentType: 'image/webp', size: bytes.length });
    expect(await streamToBuffer(obj!.body)).toEqual(bytes);

    await storage.put('media/abc123/w320.webp', Buffer.from('replaced'), 'image/webp');
    expect((await storage.get('media/abc123/w320.webp'))?.toString()).toBe('replaced');

    await storage.delete('media/abc123/w320.webp');
    expect(await storage.get('media/abc123/w320.webp')).toBeNull();
    expect(await storage.stream('media/abc123/w320.webp')).toBeNull();
    await expect(storage.delete('media/abc123/w320.webp')).resolves.toBeUndefined();
  });

  it('answers null for a key that was never written, and refuses keys that could leave its folder', async () => {
    const storage = make();
    expect(await storage.get('media/nothing/original')).toBeNull();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.get('/absolute')).rejects.toThrow(/invalid storage key/);
  });
});

describe('storageFromConfig', () => {
  it('uses S3 when a bucket is configured, the folder otherwise', () => {
    expect(storageFromConfig({ dir: diskDir, s3: null }).kind).toBe('disk');
    expect(
      storageFromConfig({
        dir: diskDir,
        s3: {
          bucket: 'b',
          region: 'ap-northeast-2',
          endpoint,
          accessKeyId: 'k',
          secretAccessKey: 's',
          forcePathStyle: true,
          prefix: '',
        },
      }).kind,
    ).toBe('s3');
  });
});
