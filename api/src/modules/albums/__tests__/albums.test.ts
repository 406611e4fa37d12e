import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createShop,
  createStaffSession,
  linkOwnerToShop,
  type Owner,
  type StaffSession,
} from '../../../test/factories.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let shopId: number;
let otherShopId: number;
let staff: StaffSession;
let otherStaff: StaffSession;
let owner: Owner;
let neighbour: Owner;
let stranger: Owner;
let coco: number;
let bori: number;
let strangersPet: number;

beforeAll(async () => {
  t = await bookingContext();
  shopId = (await createShop(t, { name: '사진 유치원' })).shopId;
  otherShopId = (await createShop(t, { name: '다른 호텔' })).shopId;
  staff = await createStaffSession(t, [shopId]);
  otherStaff = await createStaffSession(t, [otherShopId]);
  owner = await createOwner(t, { nickname: '코코맘' });
  neighbour = await createOwner(t, { nickname: '보리아빠' });
  stranger = await createOwner(t, { nickname: '낯선이' });
  await linkOwnerToShop(t, owner, shopId);
  await linkOwnerToShop(t, neighbour, shopId);
  coco = await createPet(t, owner, { name: '코코' });
  bori = await createPet(t, neighbour, { name: '보리' });
  strangersPet = await createPet(t, stranger, { name: '몰래' });
});
afterAll(() => t.close());

/** Uploads a photo as the staff member, through the media API as the partner app would. */
async function upload(as: StaffSession) {
  const body = multipartBody(await pngImage(120, 90), { filename: 'dog.png', contentType: 'image/png' });
  const res = await t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...as.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.mediaSeq as number;
}
const post = (as: StaffSession, body: object) =>
  t.inject({ method: 'POST', url: '/v2/partner/albums', headers: as.auth, payload: body });
const get = (user: Owner, url: string) => t.inject({ method: 'GET', url: `/v2${url}`, headers: user.auth });

describe('앨범: the shop posts, the pet’s owner sees it', () => {
  let dayAlbum: number;

  it('a day album of two customers’ pets reaches each owner in 소식; each sees only their own pet’s name', async () => {
    const photos = [await upload(staff), await upload(staff), await upload(staff)];
    const res = await post(staff, {
      shopId,
      kind: 'DAY',
      title: '  눈 오는 날 산책 ',
      date: '2026-11-22',
      petSeqs: [coco, bori],
      mediaSeqs: photos,
    });
    expect(res.statusCode).toBe(200);
    dayAlbum = res.json().data.albumSeq;
    expect(res.json().data).toMatchObject({ title: '눈 오는 날 산책', photoCount: 3, kind: 'DAY' });

    const news = (await get(owner, '/notifications')).json().data.items[0];
    expect(news).toMatchObject({
      kind: 'ALBUM',
      title: '사진 유치원에서 코코의 앨범을 올렸어요',
      body: '눈 오는 날 산책 · 사진 3장',
      link: `/album/${dayAlbum}`,
    });
    expect((await get(neighbour, '/notifications')).json().data.items[0].title).toContain('보리의 앨범');
    expect((await get(stranger, '/notifications')).json().data.total).toBe(0);

    const list = (await get(owner, `/albums?shopId=${shopId}`)).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      date: '2026-11-22',
      photoCount: 3,
      pets: [{ petSeq: coco, name: '코코' }],
    });
    expect(list.items[0].cover.mediaSeq).toBe(photos[0]);
    expect(list.items[0].cover.thumbnailUrl).toMatch(/\/v2\/media\/\d+\/w320\?exp=\d+&sig=/);

    expect(news.readAt).toBeNull();
    const detail = (await get(owner, `/albums/${dayAlbum}`)).json().data;
    expect(detail.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual(photos);
    // Opened: its 소식 entry is read too; the neighbour's, for the same album, is still theirs to read.
    expect((await get(owner, '/notifications')).json().data.items[0].readAt).not.toBeNull();
    expect((await get(neighbour, '/notifications')).json().data.items[0].readAt).toBeNull();
    const photo = await t.inject({ method: 'GET', url: detail.photos[1].url.replace('http://api.test', '') });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('another owner gets 404 for the album and an empty list; logged out is 401', async () => {
    const res = await get(stranger, `/albums/${dayAlbum}`);
    expect([res.statusCode, res.json().resultCode]).toEqual([404, 'ALBUM_NOT_FOUND']);
    expect((await get(stranger, '/albums')).json().data.total).toBe(0);
    expect((await t.inject({ method: 'GET', url: `/v2/albums/${dayAlbum}` })).statusCode).toBe(401);
  });

  it('another shop’s staff cannot post to this shop, tag its pets, use its photos or delete its album (404)', async () => {
    const mine = await upload(otherStaff);
    const toShop = await post(otherStaff, {
      shopId,
      kind: 'PET',
      title: '가로채기',
      date: '2026-11-22',
      petSeqs: [coco],
      mediaSeqs: [mine],
    });
    expect([toShop.statusCode, toShop.json().resultCode]).toEqual([404, 'SHOP_NOT_FOUND']);
    const notTheirPet = await post(otherStaff, {
      shopId: otherShopId,
      kind: 'PET',
      title: '남의 반려동물',
      date: '2026-11-22',
      petSeqs: [coco],
      mediaSeqs: [mine],
    });
    expect(notTheirPet.json().resultCode).toBe('PET_NOT_FOUND');
    const strangerPet = await post(staff, {
      shopId,
      kind: 'PET',
      title: '고객 아님',
      date: '2026-11-22',
      petSeqs: [strangersPet],
      mediaSeqs: [await upload(staff)],
    });
    expect(strangerPet.json().resultCode).toBe('PET_NOT_FOUND');
    const theirPhoto = await post(staff, {
      shopId,
      kind: 'PET',
      title: '남의 사진',
      date: '2026-11-22',
      petSeqs: [coco],
      mediaSeqs: [mine],
    });
    expect(theirPhoto.json().resultCode).toBe('MEDIA_NOT_FOUND');
    const del = await t.inject({
      method: 'DELETE',
      url: `/v2/partner/albums/${dayAlbum}`,
      headers: otherStaff.auth,
    });
    expect([del.statusCode, del.json().resultCode]).toEqual([404, 'ALBUM_NOT_FOUND']);
    expect((await get(owner, `/albums/${dayAlbum}`)).statusCode).toBe(200);
    // Nothing of those attempts was posted.
    expect((await get(owner, '/albums')).json().data.total).toBe(1);
  });

  it('rejects a bad date and an empty photo list in Korean; the shop deletes its own album', async () => {
    const bad = await post(staff, {
      shopId,
      kind: 'PET',
      title: '사진',
      date: '11/22',
      petSeqs: [coco],
      mediaSeqs: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe('VALIDATION_ERROR');
    expect(
      bad
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['date', 'mediaSeqs']);

    const staffList = (
      await t.inject({ method: 'GET', url: '/v2/partner/albums', headers: staff.auth })
    ).json().data;
    expect(staffList.items[0].pets.map((p: { name: string }) => p.name)).toEqual(['코코', '보리']);
    const del = await t.inject({
      method: 'DELETE',
      url: `/v2/partner/albums/${dayAlbum}`,
      headers: staff.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(owner, `/albums/${dayAlbum}`)).json().resultCode).toBe('ALBUM_NOT_FOUND');
  });
});
