import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../../infra/storage/index.js';
import { createShop, createStaff } from '../../../test/factories.js';
import { multipartBody, pngImage, sidewaysJpegWithGps } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let dir: string;
let clock = new Date('2026-11-25T09:00:00Z');
let alice: Awaited<ReturnType<TestContext['user']>>;
let bob: Awaited<ReturnType<TestContext['user']>>;
let staffAuth: { authorization: string };
let staffSeq: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'guardian-media-test-'));
  t = await createTestContext({ shops: 2, storage: new DiskStorage(dir), now: () => clock });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const shop = await createShop(t);
  staffSeq = await createStaff(t, 'staff-media@guardian.kr', [shop.shopId]);
  const { token } = await t.app.services.partner.issueSession(staffSeq);
  staffAuth = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(data: Buffer, headers: Record<string, string>, opts = {}) {
  const body = multipartBody(data, opts);
  return t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The path and query of a signed URL (the app is injected, not reached over the network). */
const local = (url: string) => url.replace('http://api.test', '');

async function allStoredFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.type'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('POST /v2/media', () => {
  it('stores a sideways JPEG upright, without its EXIF GPS position, with WebP renditions behind signed links', async () => {
    const jpeg = await sidewaysJpegWithGps(400, 200);
    expect((await exifr.gps(jpeg))?.latitude).toBeCloseTo(37.566, 2);

    const res = await upload(jpeg, alice.auth);
    expect(res.statusCode).toBe(200);
    const photo = res.json().data;
    // Orientation 6 turned the 400x200 pixels into an upright 200x400 photo.
    expect(photo).toMatchObject({ width: 200, height: 400 });
    expect(photo.url).toMatch(/^http:\/\/api\.test\/v2\/media\/\d+\/w1280\?exp=\d+&sig=[\w-]+$/);
    expect(photo.thumbnailUrl).toContain('/w320?');

    const full = await t.inject({ method: 'GET', url: local(photo.url) });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 400]);
    expect(meta.exif).toBeUndefined();
    const thumb = await t.inject({ method: 'GET', url: local(photo.thumbnailUrl) });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200); // never enlarged past the original

    // Nothing kept anywhere in storage carries the position, the private original included.
    const files = await allStoredFiles(dir);
    expect(files.length).toBe(4);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('lists each rendition in srcSet with its real width, so a screen can load only what it needs', async () => {
    const wide = await upload(await pngImage(1600, 900), alice.auth);
    const photo = wide.json().data;
    const entries = photo.srcSet.split(', ').map((e: string) => e.split(' '));
    expect(entries.map(([, w]: string[]) => w)).toEqual(['320w', '720w', '1280w']);
    expect(entries[0][0]).toBe(photo.thumbnailUrl);
    expect(entries[2][0]).toBe(photo.url);
    // Each link opens the rendition of exactly the width it claims.
    for (const [url, w] of entries) {
      const res = await t.inject({ method: 'GET', url: local(url) });
      expect(res.statusCode).toBe(200);
      expect(`${(await sharp(res.rawPayload).metadata()).width}w`).toBe(w);
    }

    // A 500 px photo has no 720 or 1280 px rendition: its own width once, not a width it does not have.
    const narrow = (await upload(await pngImage(500, 300), alice.auth)).json().data;
    expect(narrow.srcSet.split(', ').map((e: string) => e.split(' ')[1])).toEqual(['320w', '500w']);
    expect(narrow.srcSet).toContain('/w720?');
    expect(narrow.srcSet).not.toContain('/w1280?');
  });

  it('accepts PNG from a shop staff token and WebP by content, whatever the file is called', async () => {
    const png = await upload(await pngImage(64, 48), staffAuth, {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
    });
    expect(png.statusCode).toBe(200);
    expect(png.json().data).toMatchObject({ width: 64, height: 48 });
    const webp = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    const res = await upload(webp, alice.auth, {
      filename: 'image.bin',
      contentType: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 7)]);
    const res = await upload(elf, alice.auth, { filename: 'cute-dog.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      resultCode: 'MEDIA_UNSUPPORTED_TYPE',
      message: expect.stringContaining('JPEG'),
    });
  });

  it('refuses a JPEG header over bytes that are not a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 1)]);
    const res = await upload(fake, alice.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('MEDIA_UNREADABLE');
  });

  it('recognises an iPhone HEIC by its brand, and says how to send it when it cannot be converted here', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from('mif1heic', 'latin1'),
      Buffer.alloc(1024, 3),
    ]);
    const res = await upload(heic, alice.auth, { filename: 'IMG_0001.HEIC', contentType: 'image/heic' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      resultCode: 'MEDIA_UNREADABLE',
      message: expect.stringContaining('HEIC'),
    });
  });

  it('takes a 48 MP photo from a recent phone at full size (the browser could not shrink it first)', async () => {
    const photo = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#8a6' } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const phone = await upload(photo, alice.auth);
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data).toMatchObject({ width: 8064, height: 6048 });
  }, 60_000);

  it('refuses a 30 MB file up front and one just over the 15 MB limit while reading it', async () => {
    const huge = await upload(Buffer.alloc(30 * 1024 * 1024, 0xff), alice.auth);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      resultCode: 'MEDIA_TOO_LARGE',
      message: expect.stringContaining('15MB'),
    });
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const justOver = Buffer.concat([jpegStart, Buffer.alloc(15 * 1024 * 1024 + 10 - 4, 0)]);
    const res = await upload(justOver, alice.auth);
    expect(res.statusCode).toBe(413);
    expect(res.json().resultCode).toBe('MEDIA_TOO_LARGE');
  });

  it('asks for a login, and for the `file` part', async () => {
    const anon = await upload(await pngImage(), {});
    expect(anon.statusCode).toBe(401);
    const wrongField = await upload(await pngImage(), alice.auth, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().resultCode).toBe('MEDIA_FILE_REQUIRED');
    const json = await t.inject({
      method: 'POST',
      url: '/v2/media',
      headers: alice.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().resultCode).toBe('MEDIA_FILE_REQUIRED');
  });
});

describe('signed links', () => {
  it('refuses a forged signature, a signature moved to another photo or size, and an expired link', async () => {
    const photo = (await upload(await pngImage(), alice.auth)).json().data;
    const other = (await upload(await pngImage(), alice.auth)).json().data;
    const url = new URL(photo.url);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;

    const forged = await t.inject({
      method: 'GET',
      url: `/v2/media/${photo.mediaSeq}/w1280?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().resultCode).toBe('MEDIA_LINK_INVALID');
    const otherPhoto = await t.inject({
      method: 'GET',
      url: `/v2/media/${other.mediaSeq}/w1280?exp=${exp}&sig=${sig}`,
    });
    expect(otherPhoto.json().resultCode).toBe('MEDIA_LINK_INVALID');
    const otherSize = await t.inject({
      method: 'GET',
      url: `/v2/media/${photo.mediaSeq}/w720?exp=${exp}&sig=${sig}`,
    });
    expect(otherSize.statusCode).toBe(403);
    const longer = await t.inject({
      method: 'GET',
      url: `/v2/media/${photo.mediaSeq}/w1280?exp=${Number(exp) + 86400}&sig=${sig}`,
    });
    expect(longer.json().resultCode).toBe('MEDIA_LINK_INVALID');

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 2 * 3600_000);
      const expired = await t.inject({ method: 'GET', url: local(photo.url) });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().resultCode).toBe('MEDIA_LINK_EXPIRED');
      // A fresh link for the same photo works again.
      const [fresh] = await t.app.services.media.views([photo.mediaSeq], clock);
      expect((await t.inject({ method: 'GET', url: local(fresh.url) })).statusCode).toBe(200);
    } finally {
      clock = saved;
    }
  });
});

describe('app.services.media', () => {
  it('thumbnails: the same 320 px link a full view gives, per photo asked, unknown photos left out', async () => {
    const media = t.app.services.media;
    const first = (await upload(await pngImage(800, 600), alice.auth)).json().data;
    const second = (await upload(await pngImage(640, 480), alice.auth)).json().data;
    const at = new Date();
    const thumbs = await media.thumbnails([second.mediaSeq, 999_999, first.mediaSeq, second.mediaSeq], at);
    const views = await media.views([first.mediaSeq, second.mediaSeq], at);
    expect([...thumbs.keys()].sort()).toEqual([first.mediaSeq, second.mediaSeq].sort());
    for (const v of views) expect(thumbs.get(v.mediaSeq)).toBe(v.thumbnailUrl);
    expect((await t.inject({ method: 'GET', url: local(thumbs.get(second.mediaSeq)!) })).statusCode).toBe(
      200,
    );
    expect(await media.thumbnails([], at)).toEqual(new Map());
  });

  it('removes photos left unattached for a day, rows and files, and keeps attached and fresh ones', async () => {
    const media = t.app.services.media;
    const countFiles = async () => (await allStoredFiles(dir)).length;
    const aliceUp = { kind: 'USER' as const, seq: alice.userSeq };
    const left = (await upload(await pngImage(), alice.auth)).json().data.mediaSeq;
    const kept = (await upload(await pngImage(), alice.auth)).json().data.mediaSeq;
    await media.claim(aliceUp, [kept]);
    const before = await countFiles();
    const later = new Date(clock.getTime() + 25 * 3600_000);

    // Everything this file uploaded unattached so far goes; the claimed one stays.
    const removed = await media.sweepUnattached(later);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await countFiles()).toBe(before - removed * 4);
    expect(await media.views([left, kept])).toEqual([expect.objectContaining({ mediaSeq: kept })]);
    await expect(media.claim(aliceUp, [left])).rejects.toMatchObject({ resultCode: 'MEDIA_NOT_FOUND' });
    // A photo uploaded just now is not touched.
    const fresh = (await upload(await pngImage(), alice.auth)).json().data.mediaSeq;
    expect(await media.sweepUnattached(new Date(clock.getTime() + 3600_000))).toBe(0);
    await expect(media.claim(aliceUp, [fresh])).resolves.toHaveLength(1);
  });

  it('claims only the uploader’s own unattached photos, all or nothing', async () => {
    const media = t.app.services.media;
    const a1 = (await upload(await pngImage(), alice.auth)).json().data.mediaSeq;
    const a2 = (await upload(await pngImage(), alice.auth)).json().data.mediaSeq;
    const b1 = (await upload(await pngImage(), bob.auth)).json().data.mediaSeq;
    const s1 = (await upload(await pngImage(), staffAuth)).json().data.mediaSeq;
    const aliceUp = { kind: 'USER' as const, seq: alice.userSeq };

    await expect(media.claim(aliceUp, [a1, b1])).rejects.toMatchObject({ resultCode: 'MEDIA_NOT_FOUND' });
    // Bob's photo refused, so Alice's was not attached either.
    await expect(media.claim(aliceUp, [a1])).resolves.toHaveLength(1);
    await expect(media.claim(aliceUp, [a1, a2])).rejects.toMatchObject({
      resultCode: 'MEDIA_ALREADY_ATTACHED',
    });
    await expect(media.claim({ kind: 'USER', seq: staffSeq }, [s1])).rejects.toMatchObject({
      resultCode: 'MEDIA_NOT_FOUND',
    });
    const claimed = await media.claim({ kind: 'STAFF', seq: staffSeq }, [s1]);
    expect(claimed.map((r) => r.mediaSeq)).toEqual([s1]);
    await expect(media.claim(aliceUp, [999999])).rejects.toMatchObject({ resultCode: 'MEDIA_NOT_FOUND' });

    await media.release([a1]);
    await expect(media.claim(aliceUp, [a2, a1])).resolves.toHaveLength(2);

    const views = await media.views([a2, 999999, a1]);
    expect(views.map((v) => v.mediaSeq)).toEqual([a2, a1]);
    expect(views[0]).toMatchObject({
      width: 64,
      height: 48,
      url: expect.stringContaining(`/v2/media/${a2}/w1280?`),
    });
  });
});

describe('upload budget', () => {
  it('allows each person a number of uploads per hour, then 429 with Retry-After, without touching others', async () => {
    const small = await createTestContext({ shops: 1, config: { rateLimits: { mediaUploadsPerHour: 2 } } });
    try {
      const carol = await small.user('carol@guardian.kr', '캐롤');
      const dave = await small.user('dave@guardian.kr', '데이브');
      const send = async (auth: { authorization: string }) => {
        const body = multipartBody(await pngImage());
        return small.inject({
          method: 'POST',
          url: '/v2/media',
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
      };
      expect((await send(carol.auth)).statusCode).toBe(200);
      expect((await send(carol.auth)).statusCode).toBe(200);
      const third = await send(carol.auth);
      expect(third.statusCode).toBe(429);
      expect(third.json().resultCode).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(dave.auth)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
