import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../../infra/storage/index.js';
import { pngImage, uploadPhoto } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let dir: string;
let alice: User;
let bob: User;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'guardian-community-photos-'));
  t = await createTestContext({ shops: 1, storage: new DiskStorage(dir) });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async (who: User, width = 64, height = 48) =>
  uploadPhoto(t, who, await pngImage(width, height));

const post = (who: User, payload: object) =>
  t.inject({ method: 'POST', url: '/v2/community', headers: who.auth, payload });

describe('post photos', () => {
  it('a post keeps its photos in the order given, with signed links, and edits reorder and remove them', async () => {
    const [a, b, c] = [await upload(alice, 80, 60), await upload(alice, 60, 80), await upload(alice)];
    const created = await post(alice, { content: '사진 세 장', mediaSeqs: [b, a, c] });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    expect(data.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual([b, a, c]);
    expect(data.photos[0]).toMatchObject({ width: 60, height: 80 });
    expect(data.photos[0].url).toMatch(/\/v2\/media\/\d+\/w1280\?exp=\d+&sig=/);
    const feed = (await t.inject({ method: 'GET', url: '/v2/community' })).json().data.items;
    expect(feed[0].photos).toHaveLength(3);

    const edited = await t.inject({
      method: 'PUT',
      url: `/v2/community/${data.communitySeq}`,
      headers: alice.auth,
      payload: { content: '사진 두 장', mediaSeqs: [c, b] },
    });
    expect(edited.json().data.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual([c, b]);
    // The removed photo is free again: its uploader may use it in another post.
    const again = await post(alice, { content: '다시 쓴 사진', mediaSeqs: [a] });
    expect(again.json().data.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual([a]);
  });

  it("someone else's photo, a used photo or more than 10 photos are refused and no post is saved", async () => {
    const bobs = await upload(bob);
    const before = (await t.inject({ method: 'GET', url: '/v2/community' })).json().data.items.length;
    const stolen = await post(alice, { content: '남의 사진', mediaSeqs: [bobs] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().resultCode).toBe('MEDIA_NOT_FOUND');
    const mine = await upload(alice);
    expect((await post(alice, { content: '첫 글', mediaSeqs: [mine] })).statusCode).toBe(200);
    const reused = await post(alice, { content: '같은 사진 또', mediaSeqs: [mine] });
    expect(reused.json().resultCode).toBe('MEDIA_ALREADY_ATTACHED');
    const tooMany = await post(alice, {
      content: '사진 11장',
      mediaSeqs: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(tooMany.json().resultCode).toBe('VALIDATION_ERROR');
    const after = (await t.inject({ method: 'GET', url: '/v2/community' })).json().data.items.length;
    expect(after).toBe(before + 1);
  });
});
