import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createPet, createShop, createStaff, type Owner } from '../../../test/factories.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let clock = new Date('2026-11-25T09:00:00Z');
let shopA: number;
let shopB: number;
let staffA: { staffSeq: number; auth: { authorization: string } };
let staffB: { staffSeq: number; auth: { authorization: string } };
let alice: Owner;
let bob: Owner;
let coco: number; // Alice's dog, a customer of shop A
let bori: number; // Bob's dog, a customer of shop A
let stranger: number; // Alice's cat is fine; this one belongs to an owner shop A does not know

let invitation = 0;
async function linkCustomer(owner: Owner, shopId: number) {
  const token = `LINK-${++invitation}-${shopId}`;
  await t.invitation(token, shopId, 5000 + invitation);
  await t.app.services.invitations.link(owner.userSeq, shopId, token);
}

async function staffMember(email: string, shopId: number) {
  const staffSeq = await createStaff(t, email, [shopId]);
  const { token } = await t.app.services.partner.issueSession(staffSeq);
  return { staffSeq, auth: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  t = await createTestContext({ shops: 2, now: () => clock });
  shopA = (await createShop(t, { name: '해피독 유치원' })).shopId;
  shopB = (await createShop(t, { name: '다른 매장' })).shopId;
  staffA = await staffMember('teacher-a@guardian.kr', shopA);
  staffB = await staffMember('teacher-b@guardian.kr', shopB);
  alice = await createOwner(t);
  bob = await createOwner(t);
  await linkCustomer(alice, shopA);
  await linkCustomer(bob, shopA);
  coco = await createPet(t, alice, { name: '코코' });
  bori = await createPet(t, bob, { name: '보리' });
  const carol = await createOwner(t);
  stranger = await createPet(t, carol, { name: '모르는개' });
});
afterAll(() => t.close());

async function photo(auth: { authorization: string }) {
  const body = multipartBody(await pngImage(80, 60));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.mediaSeq as number;
}

const card = (over: Record<string, unknown> = {}) => ({
  shopId: shopA,
  petSeq: coco,
  date: '2026-11-25',
  moods: ['신나요', '졸려요'],
  meal: { amount: 'MOST', note: '사료 조금 남겼어요' },
  potty: { pee: 3, poop: 1, state: 'NORMAL', note: '' },
  activity: { walkMinutes: 40, note: '공원 산책' },
  health: { vomiting: true, injury: false, medicine: false, note: '점심 먹고 한 번 토했어요' },
  text: '오늘 코코는 친구들과 잘 놀았어요.',
  ...over,
});

const post = (url: string, auth: object, payload?: object) =>
  t.inject({ method: 'POST', url, headers: auth as Record<string, string>, payload });
const get = (url: string, auth: object = {}) =>
  t.inject({ method: 'GET', url, headers: auth as Record<string, string> });

describe('알림장: the shop writes and publishes, the owner reads', () => {
  it('a published card with two photos reaches the owner as a 소식 entry, unread until opened', async () => {
    const photos = [await photo(staffA.auth), await photo(staffA.auth)];
    const created = await post('/v2/partner/alim-papers', staffA.auth, card({ mediaSeqs: photos }));
    expect(created.statusCode).toBe(200);
    const draft = created.json().data;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      hasHealthNote: true,
      teacherName: '테스트 직원',
      publishedAt: null,
    });
    expect(draft.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual(photos);

    // A draft is the shop's alone.
    expect((await get(`/v2/alim-papers/${draft.alimPaperSeq}`, alice.auth)).statusCode).toBe(404);
    expect((await get('/v2/alim-papers', alice.auth)).json().data.items).toEqual([]);

    const published = await post(`/v2/partner/alim-papers/${draft.alimPaperSeq}/publish`, staffA.auth);
    expect(published.json().data).toMatchObject({ status: 'PUBLISHED', publishedAt: clock.toISOString() });
    const again = await post(`/v2/partner/alim-papers/${draft.alimPaperSeq}/publish`, staffA.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().resultCode).toBe('ALIM_PAPER_ALREADY_PUBLISHED');

    const news = (await get('/v2/notifications', alice.auth)).json().data;
    expect(news.items).toHaveLength(1);
    expect(news.items[0]).toMatchObject({
      kind: 'ALIM_PAPER',
      title: '코코의 알림장이 도착했어요',
      body: '해피독 유치원 · 11월 25일\n건강 메모가 있어요. 꼭 확인해 주세요.',
      link: `/alim-paper/${draft.alimPaperSeq}`,
    });

    const list = (await get('/v2/alim-papers', alice.auth)).json().data;
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      alimPaperSeq: draft.alimPaperSeq,
      date: '2026-11-25',
      pet: { petSeq: coco, name: '코코' },
      moods: ['신나요', '졸려요'],
      hasHealthNote: true,
      photoCount: 2,
      unread: true,
      thumbnailUrl: expect.stringContaining(`/v2/media/${photos[0]}/w320?`),
    });
    expect((await get(list.items[0].thumbnailUrl.replace('http://api.test', ''))).statusCode).toBe(200);

    const detail = (await get(`/v2/alim-papers/${draft.alimPaperSeq}`, alice.auth)).json().data;
    expect(detail).toMatchObject({
      meal: { amount: 'MOST', note: '사료 조금 남겼어요' },
      health: { vomiting: true, note: '점심 먹고 한 번 토했어요' },
      readAt: clock.toISOString(),
      share: null,
    });
    expect(detail.photos).toHaveLength(2);
    expect((await get(detail.photos[0].url.replace('http://api.test', ''))).statusCode).toBe(200);
    expect((await get('/v2/alim-papers', alice.auth)).json().data).toMatchObject({ unread: 0 });

    const filtered = (await get(`/v2/alim-papers?petSeq=${bori}`, alice.auth)).json().data;
    expect(filtered.items).toEqual([]);
    const cocos = (await get(`/v2/alim-papers?petSeq=${coco}`, alice.auth)).json().data;
    expect(cocos).toMatchObject({ total: 1, unread: 0, items: [{ alimPaperSeq: draft.alimPaperSeq }] });
    // Bob, asking right after Alice, sees his own cards: none yet.
    expect((await get('/v2/alim-papers', bob.auth)).json().data).toMatchObject({
      items: [],
      total: 0,
      unread: 0,
    });
    expect((await get(`/v2/alim-papers?page=1&size=20`, alice.auth)).json().data).toMatchObject({
      items: [],
      total: 1,
    });
  });

  it('refuses moods outside the word list, strangers’ pets, a second card for the day and someone else’s photos', async () => {
    const badMood = await post(
      '/v2/partner/alim-papers',
      staffA.auth,
      card({ date: '2026-11-20', moods: ['우울해요?'] }),
    );
    expect(badMood.statusCode).toBe(400);
    expect(badMood.json().data.fields).toEqual([
      { field: 'moods', message: '기분은 목록에 있는 단어로 골라 주세요.' },
    ]);

    const notCustomer = await post('/v2/partner/alim-papers', staffA.auth, card({ petSeq: stranger }));
    expect(notCustomer.statusCode).toBe(404);
    expect(notCustomer.json().resultCode).toBe('ALIM_PAPER_NOT_CUSTOMER');

    const twice = await post('/v2/partner/alim-papers', staffA.auth, card());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().resultCode).toBe('ALIM_PAPER_EXISTS');

    const ownersPhoto = await photo(alice.auth);
    const borrowed = await post(
      '/v2/partner/alim-papers',
      staffA.auth,
      card({ date: '2026-11-21', mediaSeqs: [ownersPhoto] }),
    );
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().resultCode).toBe('MEDIA_NOT_FOUND');
    // Nothing was written for that day.
    const day = (
      await get('/v2/partner/alim-papers?shopId=' + shopA + '&date=2026-11-21', staffA.auth)
    ).json().data;
    expect(day.total).toBe(0);
  });
});

describe('알림장 dates', () => {
  it('refuses a card for a day still to come, on create and on edit, and keeps the card as it was', async () => {
    // The clock is 2026-11-25 18:00 in Seoul: the 25th is today, the 26th tomorrow.
    const shopCards = async () =>
      (await get(`/v2/partner/alim-papers?shopId=${shopA}&size=50`, staffA.auth)).json().data;
    const before = await shopCards();
    for (const date of ['2026-11-26', '2099-01-01']) {
      const res = await post('/v2/partner/alim-papers', staffA.auth, card({ petSeq: bori, date }));
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'date', message: '오늘이나 지난 날짜로 써주세요.' }] },
      });
    }
    expect(await shopCards()).toEqual(before);

    const made = await post(
      '/v2/partner/alim-papers',
      staffA.auth,
      card({ petSeq: bori, date: '2026-11-10' }),
    );
    expect(made.statusCode).toBe(200);
    const seq = made.json().data.alimPaperSeq;
    const written = (await get(`/v2/partner/alim-papers/${seq}`, staffA.auth)).json().data;
    const { shopId: _shop, petSeq: _pet, ...edit } = card({ date: '2026-12-01' });
    const moved = await t.inject({
      method: 'PUT',
      url: `/v2/partner/alim-papers/${seq}`,
      headers: staffA.auth,
      payload: edit,
    });
    expect(moved.statusCode).toBe(400);
    expect((await get(`/v2/partner/alim-papers/${seq}`, staffA.auth)).json().data).toEqual(written);
  });
});

describe('알림장 authorisation', () => {
  it('another shop’s staff gets 404 (or 403 for the shop itself) and changes nothing', async () => {
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ petSeq: bori }))
    ).json().data;
    expect((await get(`/v2/partner/alim-papers/${alimPaperSeq}`, staffB.auth)).statusCode).toBe(404);
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/partner/alim-papers/${alimPaperSeq}`,
      headers: staffB.auth,
      payload: { date: '2026-11-25', text: '덮어쓰기' },
    });
    expect(put.statusCode).toBe(404);
    expect((await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffB.auth)).statusCode).toBe(404);
    expect(
      (await post('/v2/partner/alim-papers', staffB.auth, card({ date: '2026-11-19' }))).statusCode,
    ).toBe(403);
    expect((await get(`/v2/partner/alim-papers?shopId=${shopA}`, staffB.auth)).statusCode).toBe(403);
    // An owner token is not a partner token.
    expect((await get(`/v2/partner/alim-papers/${alimPaperSeq}`, bob.auth)).statusCode).toBe(401);

    const unchanged = (await get(`/v2/partner/alim-papers/${alimPaperSeq}`, staffA.auth)).json().data;
    expect(unchanged).toMatchObject({ status: 'DRAFT', text: '오늘 코코는 친구들과 잘 놀았어요.' });
  });

  it('opening a card from the list reads its 소식 entry too, so 알림 and 알림장 count the same', async () => {
    // A day of its own: one card per pet a day.
    const created = await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-16' }));
    const { alimPaperSeq } = created.json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    const before = (await get('/v2/notifications', alice.auth)).json().data;
    const entry = before.items.find((n: { link: string }) => n.link === `/alim-paper/${alimPaperSeq}`);
    expect(entry).toMatchObject({ readAt: null });

    expect((await get(`/v2/alim-papers/${alimPaperSeq}`, alice.auth)).statusCode).toBe(200);

    const after = (await get('/v2/notifications', alice.auth)).json().data;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((n: { link: string }) => n.link === entry.link)).toMatchObject({
      readAt: clock.toISOString(),
    });
  });

  it('another owner gets 404 on read, reply and share, and the card is not marked read', async () => {
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-24' }))
    ).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    expect((await get(`/v2/alim-papers/${alimPaperSeq}`, bob.auth)).statusCode).toBe(404);
    expect((await post(`/v2/alim-papers/${alimPaperSeq}/reply`, bob.auth, { text: '안녕' })).statusCode).toBe(
      404,
    );
    expect((await post(`/v2/alim-papers/${alimPaperSeq}/share`, bob.auth)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/v2/alim-papers/${alimPaperSeq}/share`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);
    const list = (await get('/v2/alim-papers', alice.auth)).json().data;
    expect(list.items.find((i: { alimPaperSeq: number }) => i.alimPaperSeq === alimPaperSeq).unread).toBe(
      true,
    );
    expect((await get('/v2/partner/alim-papers/' + alimPaperSeq, staffA.auth)).json().data.reply).toBeNull();
  });
});

describe('알림장 edits, replies and share links', () => {
  it('an edit after publishing swaps photos (the dropped one is free again) and the owner sees it', async () => {
    const [p1, p2, p3] = [await photo(staffA.auth), await photo(staffA.auth), await photo(staffA.auth)];
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-23', mediaSeqs: [p1, p2] }))
    ).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    const edited = await t.inject({
      method: 'PUT',
      url: `/v2/partner/alim-papers/${alimPaperSeq}`,
      headers: staffA.auth,
      payload: { date: '2026-11-23', moods: ['행복해요'], text: '사진을 바꿨어요.', mediaSeqs: [p3, p1] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'PUBLISHED', hasHealthNote: false, health: null });
    const seen = (await get(`/v2/alim-papers/${alimPaperSeq}`, alice.auth)).json().data;
    expect(seen.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual([p3, p1]);
    expect(seen.text).toBe('사진을 바꿨어요.');
    await expect(
      t.app.services.media.claim({ kind: 'STAFF', seq: staffA.staffSeq }, [p2]),
    ).resolves.toHaveLength(1);
  });

  it('a health note added after publishing tells the owner in 소식 and makes the card unread again; other edits do not', async () => {
    const quiet = card({ date: '2026-11-19', health: null });
    const { alimPaperSeq } = (await post('/v2/partner/alim-papers', staffA.auth, quiet)).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    await get(`/v2/alim-papers/${alimPaperSeq}`, alice.auth); // read
    const entries = async () =>
      (await t.app.services.notifications.list(alice.userSeq, 0, 50)).items.filter(
        (n) => n.link === `/alim-paper/${alimPaperSeq}`,
      );
    const put = (payload: object) =>
      t.inject({
        method: 'PUT',
        url: `/v2/partner/alim-papers/${alimPaperSeq}`,
        headers: staffA.auth,
        payload,
      });
    const { shopId: _s, petSeq: _p, ...body } = quiet;

    expect((await put({ ...body, text: '산책을 더 했어요.' })).statusCode).toBe(200);
    expect(await entries()).toHaveLength(1);

    const health = { vomiting: true, injury: false, medicine: false, note: '저녁에 한 번 토했어요' };
    expect((await put({ ...body, health })).statusCode).toBe(200);
    const after = await entries();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      title: '코코의 알림장에 건강 메모가 더해졌어요',
      body: '해피독 유치원 · 11월 19일\n꼭 확인해 주세요.',
      readAt: null,
    });
    const mine = (await get('/v2/alim-papers?page=0&size=50', alice.auth)).json().data;
    expect(mine.items.find((c: { alimPaperSeq: number }) => c.alimPaperSeq === alimPaperSeq).unread).toBe(
      true,
    );

    // The note edited again (it was there already): no third entry.
    expect((await put({ ...body, health: { ...health, note: '저녁에 두 번 토했어요' } })).statusCode).toBe(
      200,
    );
    expect(await entries()).toHaveLength(2);
  });

  it('the owner replies to the teacher, and the shop sees the reply', async () => {
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-22' }))
    ).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    const empty = await post(`/v2/alim-papers/${alimPaperSeq}/reply`, alice.auth, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const replied = await post(`/v2/alim-papers/${alimPaperSeq}/reply`, alice.auth, {
      text: ' 선생님 감사합니다! ',
    });
    expect(replied.json().data.reply).toEqual({ text: '선생님 감사합니다!', repliedAt: clock.toISOString() });
    expect((await get(`/v2/partner/alim-papers/${alimPaperSeq}`, staffA.auth)).json().data.reply.text).toBe(
      '선생님 감사합니다!',
    );
  });

  it('refuses a reply that shows nothing (zero-width marks, Hangul fillers) and keeps the reply already sent', async () => {
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-17' }))
    ).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);
    expect(
      (await post(`/v2/alim-papers/${alimPaperSeq}/reply`, alice.auth, { text: '고맙습니다' })).statusCode,
    ).toBe(200);
    for (const text of ['\u200B', '\u200B\u200D\uFEFF', '\u3164\u3164']) {
      const res = await post(`/v2/alim-papers/${alimPaperSeq}/reply`, alice.auth, { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'text', message: '내용을 입력해 주세요.' }] },
      });
    }
    expect((await get(`/v2/partner/alim-papers/${alimPaperSeq}`, staffA.auth)).json().data.reply.text).toBe(
      '고맙습니다',
    );
  });

  it('a share link opens the card without login until it is replaced, revoked or expired', async () => {
    const p1 = await photo(staffA.auth);
    const { alimPaperSeq } = (
      await post('/v2/partner/alim-papers', staffA.auth, card({ date: '2026-11-18', mediaSeqs: [p1] }))
    ).json().data;
    await post(`/v2/partner/alim-papers/${alimPaperSeq}/publish`, staffA.auth);

    const first = (await post(`/v2/alim-papers/${alimPaperSeq}/share`, alice.auth)).json().data;
    expect(first.token.length).toBeGreaterThanOrEqual(32);
    expect(first.path).toBe(`/alim-paper/detail?token=${first.token}`);
    const open = await get(`/v2/alim-papers/shared?token=${first.token}`);
    expect(open.statusCode).toBe(200);
    const shared = open.json().data;
    expect(shared).toMatchObject({ alimPaperSeq, pet: { name: '코코' }, hasHealthNote: true });
    expect(shared).not.toHaveProperty('readAt');
    expect(shared).not.toHaveProperty('share');
    expect((await get(shared.photos[0].thumbnailUrl.replace('http://api.test', ''))).statusCode).toBe(200);
    expect((await get(`/v2/alim-papers/shared?token=${first.token}&id=${alimPaperSeq}`)).statusCode).toBe(
      200,
    );
    const wrongId = await get(`/v2/alim-papers/shared?token=${first.token}&id=${alimPaperSeq + 1}`);
    expect(wrongId.statusCode).toBe(404);
    expect(wrongId.json().resultCode).toBe('ALIM_PAPER_SHARE_INVALID');
    expect((await get(`/v2/alim-papers/${alimPaperSeq}`, alice.auth)).json().data.share).toEqual({
      expiresAt: new Date(clock.getTime() + 7 * 86_400_000).toISOString(),
    });

    const second = (await post(`/v2/alim-papers/${alimPaperSeq}/share`, alice.auth)).json().data;
    expect((await get(`/v2/alim-papers/shared?token=${first.token}`)).statusCode).toBe(404);
    expect((await get(`/v2/alim-papers/shared?token=${second.token}`)).statusCode).toBe(200);

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 8 * 86_400_000);
      expect((await get(`/v2/alim-papers/shared?token=${second.token}`)).statusCode).toBe(404);
    } finally {
      clock = saved;
    }

    const revoked = await t.inject({
      method: 'DELETE',
      url: `/v2/alim-papers/${alimPaperSeq}/share`,
      headers: alice.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get(`/v2/alim-papers/shared?token=${second.token}`)).statusCode).toBe(404);
    expect((await get(`/v2/alim-papers/${alimPaperSeq}`, alice.auth)).json().data.share).toBeNull();
    expect((await get('/v2/alim-papers/shared?token=' + 'x'.repeat(40))).json().resultCode).toBe(
      'ALIM_PAPER_SHARE_INVALID',
    );
  });
});
