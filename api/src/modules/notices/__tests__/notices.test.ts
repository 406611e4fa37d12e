import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, testClock } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createShop,
  createStaffSession,
  linkOwnerToShop,
  type Owner,
  type StaffSession,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
const clock = testClock();
let shopId: number;
let otherShopId: number;
let staff: StaffSession;
let otherStaff: StaffSession;
let customer: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await bookingContext(clock);
  shopId = (await createShop(t, { name: '공지 미용실' })).shopId;
  otherShopId = (await createShop(t, { name: '옆집 호텔' })).shopId;
  staff = await createStaffSession(t, [shopId]);
  otherStaff = await createStaffSession(t, [otherShopId]);
  customer = await createOwner(t, { nickname: '공지고객' });
  stranger = await createOwner(t, { nickname: '지나가는사람' });
  await linkOwnerToShop(t, customer, shopId);
});
afterAll(() => t.close());

const write = (auth: StaffSession['auth'], body: object) =>
  t.inject({ method: 'POST', url: '/v2/partner/notices', headers: auth, payload: body });
const edit = (auth: StaffSession['auth'], id: number, body: object) =>
  t.inject({ method: 'PUT', url: `/v2/partner/notices/${id}`, headers: auth, payload: body });
const ownerList = async (id = shopId) =>
  (await t.inject({ method: 'GET', url: `/v2/notices?shopId=${id}` })).json();
const news = async (owner: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/notifications', headers: owner.auth })).json().data;

describe('공지: the shop writes, the owner reads', () => {
  it('a published notice reaches the shop’s customers in 소식 with a link to it; strangers hear nothing', async () => {
    const res = await write(staff.auth, {
      shopId,
      title: '  설 연휴 휴무 안내 ',
      body: '2월 9일~11일 휴무입니다.',
    });
    expect(res.statusCode).toBe(200);
    const notice = res.json().data;
    expect(notice).toMatchObject({ title: '설 연휴 휴무 안내', status: 'PUBLISHED', pinned: false });

    const inbox = await news(customer);
    expect(inbox.items[0]).toMatchObject({
      kind: 'NOTICE',
      title: '공지 미용실 새 공지',
      body: '설 연휴 휴무 안내',
      link: `/notice/${notice.noticeSeq}`,
      readAt: null,
    });
    expect((await news(stranger)).total).toBe(0);

    // The screen it links to reads the notice without logging in.
    const open = await t.inject({ method: 'GET', url: `/v2/notices/${notice.noticeSeq}` });
    expect(open.json().data).toMatchObject({ shopName: '공지 미용실', body: '2월 9일~11일 휴무입니다.' });
    expect((await news(customer)).unread).toBe(1);
    // Opened by the owner (a push, a link, the list: not only from 소식), its 소식 entry is read too.
    const read = await t.inject({
      method: 'GET',
      url: `/v2/notices/${notice.noticeSeq}`,
      headers: customer.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(await news(customer)).toMatchObject({ unread: 0, items: [{ readAt: expect.any(String) }] });
    // A session that has ended reads it as anyone would.
    const ended = await t.inject({
      method: 'GET',
      url: `/v2/notices/${notice.noticeSeq}`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(ended.statusCode).toBe(200);
  });

  it('lists published notices pinned first, then newest; drafts stay with the shop until published (notified once)', async () => {
    const pinned = (
      await write(staff.auth, { shopId, title: '영업시간 변경', body: '평일 10시~20시', pinned: true })
    ).json().data;
    const draft = (
      await write(staff.auth, { shopId, title: '이벤트 준비 중', body: '초안', publish: false })
    ).json().data;
    expect(draft.status).toBe('DRAFT');

    const list = (await ownerList()).data;
    expect(list.items.map((n: { title: string }) => n.title)).toEqual(['영업시간 변경', '설 연휴 휴무 안내']);
    expect(list.items[0].pinned).toBe(true);
    // The next shop, asked right after, has none of them; one a page, the second page is the older notice.
    expect((await ownerList(otherShopId)).data).toMatchObject({ items: [], total: 0 });
    const second = (
      await t.inject({ method: 'GET', url: `/v2/notices?shopId=${shopId}&page=1&size=1` })
    ).json();
    expect(second.data).toMatchObject({ total: 2, hasNext: false, items: [{ title: '설 연휴 휴무 안내' }] });
    expect((await t.inject({ method: 'GET', url: `/v2/notices/${draft.noticeSeq}` })).json().resultCode).toBe(
      'NOTICE_NOT_FOUND',
    );
    const before = (await news(customer)).total;

    const published = await edit(staff.auth, draft.noticeSeq, {
      title: '12월 이벤트',
      body: '목욕 10% 할인',
    });
    expect(published.json().data).toMatchObject({ status: 'PUBLISHED', title: '12월 이벤트' });
    const again = await edit(staff.auth, draft.noticeSeq, {
      title: '12월 이벤트 (수정)',
      body: '목욕 15% 할인',
    });
    expect(again.statusCode).toBe(200);
    expect((await news(customer)).total).toBe(before + 1); // publishing notified; editing did not

    const staffView = (
      await t.inject({ method: 'GET', url: `/v2/partner/notices?shopId=${shopId}`, headers: staff.auth })
    ).json().data;
    expect(staffView.items[0]).toMatchObject({ noticeSeq: pinned.noticeSeq, pinned: true });
    expect(staffView.total).toBe(3);
  });

  it('another shop’s staff can neither see, edit nor delete the notice (404) and it stays unchanged', async () => {
    const { items } = (await ownerList()).data;
    const target = items[0];
    const theirs = await edit(otherStaff.auth, target.noticeSeq, { title: '가로채기', body: 'x' });
    expect([theirs.statusCode, theirs.json().resultCode]).toEqual([404, 'NOTICE_NOT_FOUND']);
    const del = await t.inject({
      method: 'DELETE',
      url: `/v2/partner/notices/${target.noticeSeq}`,
      headers: otherStaff.auth,
    });
    expect(del.json().resultCode).toBe('NOTICE_NOT_FOUND');
    const post = await write(otherStaff.auth, { shopId, title: '남의 매장 공지', body: 'x' });
    expect([post.statusCode, post.json().resultCode]).toEqual([404, 'SHOP_NOT_FOUND']);
    const list = await t.inject({
      method: 'GET',
      url: `/v2/partner/notices?shopId=${shopId}`,
      headers: otherStaff.auth,
    });
    expect(list.json().resultCode).toBe('SHOP_NOT_FOUND');
    expect(
      (await t.inject({ method: 'GET', url: `/v2/notices/${target.noticeSeq}` })).json().data.title,
    ).toBe(target.title);
    // An owner's token is no partner token.
    const asOwner = await write(customer.auth, { shopId, title: 'x', body: 'x' });
    expect(asOwner.statusCode).toBe(401);
  });

  it('rejects an empty title with a Korean field error; the shop deletes its own notice', async () => {
    const bad = await write(staff.auth, { shopId, title: '   ', body: '내용' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR' });
    expect(bad.json().data.fields[0].field).toBe('title');

    const { items } = (await ownerList()).data;
    const del = await t.inject({
      method: 'DELETE',
      url: `/v2/partner/notices/${items[0].noticeSeq}`,
      headers: staff.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await ownerList()).data.total).toBe(items.length - 1);
    expect((await ownerList(999999)).resultCode).toBe('SHOP_NOT_FOUND');
  });
});

describe('공지: un-publishing and publishing again', () => {
  let repubShopId: number;
  let repubStaff: StaffSession;
  let owners: Owner[];
  beforeAll(async () => {
    repubShopId = (await createShop(t, { name: '다시 올리는 매장' })).shopId;
    repubStaff = await createStaffSession(t, [repubShopId]);
    owners = [await createOwner(t), await createOwner(t)];
    for (const owner of owners) await linkOwnerToShop(t, owner, repubShopId);
  });
  /** The 소식 entries of the owner that open this notice. */
  const entriesFor = async (owner: Owner, noticeSeq: number) =>
    (await news(owner)).items.filter(
      (n: { kind: string; link: string }) => n.kind === 'NOTICE' && n.link === `/notice/${noticeSeq}`,
    );
  /** An hour later each time: a date taken at the re-publish would differ from the first. */
  const toggle = async (noticeSeq: number, publish: boolean) => {
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    const res = await edit(repubStaff.auth, noticeSeq, { title: '휴무 안내', body: '내일 휴무', publish });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('notifies each owner once, however often it goes back to draft and out again; its date stays the first', async () => {
    const first = (
      await write(repubStaff.auth, { shopId: repubShopId, title: '휴무 안내', body: '내일 휴무' })
    ).json().data;
    for (const owner of owners) expect(await entriesFor(owner, first.noticeSeq)).toHaveLength(1);

    for (let round = 0; round < 2; round++) {
      const draft = await toggle(first.noticeSeq, false);
      expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
      const again = await toggle(first.noticeSeq, true);
      expect(again).toMatchObject({ status: 'PUBLISHED', publishedAt: first.publishedAt });
    }
    for (const owner of owners) expect(await entriesFor(owner, first.noticeSeq)).toHaveLength(1);
    const open = await t.inject({ method: 'GET', url: `/v2/notices/${first.noticeSeq}` });
    expect(open.json().data.publishedAt).toBe(first.publishedAt);
  });

  it('a notice written as a draft notifies when first published, and never again', async () => {
    const draft = (
      await write(repubStaff.auth, {
        shopId: repubShopId,
        title: '휴무 안내',
        body: '내일 휴무',
        publish: false,
      })
    ).json().data;
    for (const owner of owners) expect(await entriesFor(owner, draft.noticeSeq)).toHaveLength(0);
    // Back to draft before it was ever published: still nobody has been told.
    await toggle(draft.noticeSeq, false);
    for (const owner of owners) expect(await entriesFor(owner, draft.noticeSeq)).toHaveLength(0);

    const published = await toggle(draft.noticeSeq, true);
    expect(published.status).toBe('PUBLISHED');
    for (const owner of owners) expect(await entriesFor(owner, draft.noticeSeq)).toHaveLength(1);
    await toggle(draft.noticeSeq, false);
    expect((await toggle(draft.noticeSeq, true)).publishedAt).toBe(published.publishedAt);
    for (const owner of owners) expect(await entriesFor(owner, draft.noticeSeq)).toHaveLength(1);
  });
});
