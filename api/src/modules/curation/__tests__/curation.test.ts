import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createEditor, createOwner, createPet, createStaff } from '../../../test/factories.js';
import { addDays, seoulDate } from '../../booking/rules.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Card = { curationSeq: number; curationContentsSeq: number; title: string; breedSeqs: number[] };
const get = async (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

describe('홈 content reads', () => {
  it('lists published series with their contents, and an article with its blocks, shops, related and next', async () => {
    const home = (await get('/v2/curation')).json().data;
    expect(home.series.map((s: { title: string }) => s.title)).toEqual([
      '처음 만나는 반려생활',
      '겨울 케어 가이드',
      '매장 고르는 법',
    ]);
    const [first, second] = home.series[0].contents as Card[];
    expect(first.title).toBe('강아지 첫 미용, 언제 어떻게 시작할까');

    const res = await get(`/v2/curation/${first.curationSeq}/${first.curationContentsSeq}`);
    expect(res.statusCode).toBe(200);
    const article = res.json().data;
    expect(article).toMatchObject({ kind: 'ARTICLE', seriesTitle: '처음 만나는 반려생활', video: null });
    const types = article.blocks.map((b: { type: string }) => b.type);
    expect(types).toEqual(expect.arrayContaining(['heading', 'paragraph', 'image', 'quote', 'list', 'shop']));
    // Image paths become absolute URLs on the API origin, and the generated picture is served there.
    const image = article.blocks.find((b: { type: string }) => b.type === 'image');
    expect(image.url).toMatch(/^http:\/\/api\.test\/static\/curation\/[a-z-]+\.svg$/);
    const svg = await get(image.url.replace('http://api.test', ''));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // Every shop a shop block or the related list names is answered once, with its summary.
    expect(article.shops.map((s: { shopId: number }) => s.shopId).sort()).toEqual([1, 2]);
    expect(article.relatedShopIds).toEqual([1, 2]);
    expect(article.related.map((c: Card) => c.title)).toEqual([
      '겨울 산책, 발바닥 보호가 먼저예요',
      '집에서 하는 5분 빗질 루틴',
    ]);
    expect(article.next).toMatchObject({ curationContentsSeq: second.curationContentsSeq });
  });

  it('answers a video with its provider and id; the last of a series has no next', async () => {
    const home = (await get('/v2/curation')).json().data;
    const winter = home.series[1].contents as Card[];
    const video = (await get(`/v2/curation/${winter[2].curationSeq}/${winter[2].curationContentsSeq}`)).json()
      .data;
    expect(video).toMatchObject({
      kind: 'VIDEO',
      video: { provider: 'YOUTUBE', videoId: expect.any(String) },
      next: null,
    });
  });

  it('a content asked under another series, an unknown one, or an unpublished one is CURATION_NOT_FOUND', async () => {
    const home = (await get('/v2/curation')).json().data;
    const c = home.series[0].contents[0] as Card;
    const other = home.series[1].curationSeq;
    for (const url of [
      `/v2/curation/${other}/${c.curationContentsSeq}`,
      `/v2/curation/${c.curationSeq}/99999`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('CURATION_NOT_FOUND');
    }
    const editor = await createEditor(t);
    const draft = await t.inject({
      method: 'POST',
      url: '/v2/editor/contents',
      headers: editor.auth,
      payload: {
        curationSeq: c.curationSeq,
        kind: 'ARTICLE',
        title: '아직 쓰는 중',
        summary: '초안',
        author: '에디터',
        coverImageUrl: '/static/curation/groom-cover.svg',
        video: null,
        blocks: [{ type: 'paragraph', spans: [{ text: '초안' }] }],
        relatedShopIds: [],
        relatedContentsSeqs: [],
        breedSeqs: [1],
        sortOrder: 99,
        published: false,
      },
    });
    const seq = draft.json().data.curationContentsSeq;
    expect((await get(`/v2/curation/${c.curationSeq}/${seq}`)).statusCode).toBe(404);
    const titles = (await get('/v2/curation')).json().data.series[0].contents.map((x: Card) => x.title);
    expect(titles).not.toContain('아직 쓰는 중');
  });

  it("picks are the contents tagged with my pets' breeds; no pet, no picks; logged out is 401", async () => {
    const owner = await createOwner(t);
    expect((await get('/v2/curation/picks', owner.auth)).json().data).toEqual({ breeds: [], contents: [] });
    await createPet(t, owner, { name: '코코', kind: 'DOG' }); // 말티즈 (1)
    await createPet(t, owner, { name: '나비', kind: 'CAT' }); // 코리안 숏헤어 (1001)
    const picks = (await get('/v2/curation/picks', owner.auth)).json().data;
    expect(picks.breeds).toEqual([
      { breedSeq: 1, name: '말티즈', petNames: ['코코'] },
      { breedSeq: 1001, name: '코리안 숏헤어', petNames: ['나비'] },
    ]);
    expect(picks.contents.length).toBeGreaterThan(2);
    for (const c of picks.contents as Card[])
      expect(c.breedSeqs.some((b) => b === 1 || b === 1001)).toBe(true);
    expect(picks.contents.map((c: Card) => c.title)).toContain(
      '우리 집에 고양이가 왔어요: 첫 일주일 체크리스트',
    );
    // Another owner's picks are their own pets' (here, none), asked right after.
    const neighbour = await createOwner(t);
    expect((await get('/v2/curation/picks', neighbour.auth)).json().data).toEqual({
      breeds: [],
      contents: [],
    });
    await createPet(t, neighbour, { name: '초코', kind: 'DOG' }); // 말티즈 (1)
    const theirs = (await get('/v2/curation/picks', neighbour.auth)).json().data;
    expect(theirs.breeds).toEqual([{ breedSeq: 1, name: '말티즈', petNames: ['초코'] }]);
    for (const c of theirs.contents as Card[]) expect(c.breedSeqs).toContain(1);
    expect((await get('/v2/curation/picks')).statusCode).toBe(401);
  });

  it('a breed guide has the care notes and the contents of that breed; an unknown breed is 404', async () => {
    const guide = (await get('/v2/curation/breeds/6')).json().data; // 포메라니안
    expect(guide).toMatchObject({ breedSeq: 6, kind: 'DOG', name: '포메라니안' });
    expect(guide.note.careNotes.map((n: { title: string }) => n.title)).toContain('털 관리');
    expect(guide.contents.map((c: Card) => c.title)).toContain('집에서 하는 5분 빗질 루틴');
    const guided = (await get('/v2/curation/breeds')).json().data.breedSeqs;
    expect(guided).toEqual(expect.arrayContaining([1, 6, 1001]));
    expect(guided).not.toContain(20);
    const unwritten = (await get('/v2/curation/breeds/20')).json().data;
    expect(unwritten.note).toBeNull();
    expect((await get('/v2/curation/breeds/9999')).json().resultCode).toBe('BREED_NOT_FOUND');
  });

  it('a link naming an article opens that article, in an article and in an event', async () => {
    type Span = { text: string; href?: string };
    const linkNamed = (blocks: { spans?: Span[] }[], text: string) =>
      blocks.flatMap((b) => b.spans ?? []).find((s) => s.text === text)?.href;
    const home = (await get('/v2/curation')).json().data;
    const all = home.series.flatMap((s: { contents: Card[] }) => s.contents) as Card[];
    const pathOf = (title: string) => {
      const c = all.find((x) => x.title === title)!;
      return `/curation/${c.curationSeq}/${c.curationContentsSeq}`;
    };

    const catWeek = (await get(`/v2${pathOf('우리 집에 고양이가 왔어요: 첫 일주일 체크리스트')}`)).json()
      .data;
    expect(linkNamed(catWeek.blocks, '예방접종 달력 정리법')).toBe(
      pathOf('예방접종과 구충, 달력으로 정리하기'),
    );

    const events = (await get('/v2/events')).json().data as { eventSeq: number; title: string }[];
    const hotel = events.find((e) => e.title === '겨울 호텔 예약 오픈')!;
    const hotelEvent = (await get(`/v2/events/${hotel.eventSeq}`)).json().data;
    expect(linkNamed(hotelEvent.blocks, '호텔 고르는 법')).toBe(
      pathOf('반려견 호텔, 처음 맡기기 전 확인할 7가지'),
    );
  });

  it('a curated review links to its shop', async () => {
    const list = (await get('/v2/curation/reviews')).json().data;
    expect(list.length).toBe(2);
    const review = (await get(`/v2/curation/review/${list[0].reviewSeq}`)).json().data;
    expect(review.shop.shopId).toBe(list[0].shopId);
    expect(review.blocks.length).toBeGreaterThan(0);
    expect((await get('/v2/curation/review/999')).json().resultCode).toBe('CURATION_REVIEW_NOT_FOUND');
  });
});

describe('events and their coupon', () => {
  const events = async () =>
    (await get('/v2/events')).json().data as {
      eventSeq: number;
      title: string;
      status: string;
      hasCoupon: boolean;
    }[];

  it('lists running events first and ended ones last', async () => {
    const list = await events();
    const statuses = list.map((e) => e.status);
    expect(statuses.indexOf('ENDED')).toBeGreaterThan(statuses.lastIndexOf('RUNNING'));
    expect(list.filter((e) => e.status === 'ENDED').map((e) => e.title)).toEqual([
      '데이케어 첫 방문 혜택',
      '가을 산책 사진전',
    ]);
    // The banners link to /event/1, /event/3 and /event/5: those events exist.
    for (const id of [1, 3, 5]) expect((await get(`/v2/events/${id}`)).statusCode).toBe(200);
  });

  it("the last banner's event (/event/5) gives its coupon on the event page and asks for no 초대 링크", async () => {
    const owner = await createOwner(t);
    const event = (await get('/v2/events/5', owner.auth)).json().data;
    expect(event.status).toBe('RUNNING');
    expect(event.coupon).toMatchObject({ discountType: 'AMOUNT', discountValue: 3000, couponSeq: null });
    // No referral feature exists: the page must not send owners to an invite link or promise 적립금.
    expect(JSON.stringify([event.title, event.summary, event.blocks])).not.toMatch(/초대|적립금/);
    // The home banner that opens it is titled as the event, not as an invite campaign.
    const banners = (await get('/v2/marketing/banner')).json().data as {
      title: string;
      linkUrl: string | null;
    }[];
    expect(banners.find((b) => b.linkUrl === '/event/5')?.title).toBe(event.title);
    const taken = await t.inject({ method: 'POST', url: '/v2/events/5/coupon', headers: owner.auth });
    expect(taken.statusCode).toBe(200);
    const mine = (await get('/v2/coupons?tab=usable', owner.auth)).json().data as { name: string }[];
    expect(mine.map((c) => c.name)).toContain(event.coupon.name);
  });

  it('a coupon is taken once per person, lands in their 쿠폰함, and shows as taken only to them', async () => {
    const event = (await events()).find((e) => e.title === '첫 미용 20% 할인')!;
    const alice = await createOwner(t);
    const bob = await createOwner(t);
    const take = (auth?: Record<string, string>) =>
      t.inject({ method: 'POST', url: `/v2/events/${event.eventSeq}/coupon`, headers: auth ?? {} });

    expect((await take()).statusCode).toBe(401);
    const before = (await get(`/v2/events/${event.eventSeq}`, alice.auth)).json().data;
    expect(before.coupon).toMatchObject({
      name: '이용권 20% 할인 쿠폰',
      discountType: 'PERCENT',
      discountValue: 20,
      maxDiscount: 10000,
      couponSeq: null,
      takenAt: null,
    });

    const first = await take(alice.auth);
    expect(first.statusCode).toBe(200);
    const { couponSeq, expiresAt, takenAt } = first.json().data;
    // Valid `validDays` through the whole Seoul day: it lasts until 23:59:59.999 KST of the day the 쿠폰함 shows.
    expect(expiresAt).toBe(
      new Date(
        Date.parse(`${addDays(seoulDate(new Date(takenAt)), before.coupon.validDays)}T23:59:59.999+09:00`),
      ).toISOString(),
    );
    const again = await take(alice.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().resultCode).toBe('EVENT_COUPON_ALREADY_TAKEN');

    // The coupon is a real one of the coupons module: once in Alice's 쿠폰함, for any shop, valid 30 days.
    const mine = (await get('/v2/coupons?tab=usable', alice.auth)).json().data;
    expect(mine.filter((c: { name: string }) => c.name === '이용권 20% 할인 쿠폰')).toHaveLength(1);
    const coupon = (await get(`/v2/coupons/${couponSeq}`, alice.auth)).json().data;
    expect(coupon).toMatchObject({ couponSeq, name: '이용권 20% 할인 쿠폰' });
    expect((await get(`/v2/coupons/${couponSeq}`, bob.auth)).statusCode).toBe(404);

    expect((await get(`/v2/events/${event.eventSeq}`, alice.auth)).json().data.coupon.couponSeq).toBe(
      couponSeq,
    );
    expect((await get(`/v2/events/${event.eventSeq}`, bob.auth)).json().data.coupon.couponSeq).toBeNull();
    expect((await get(`/v2/events/${event.eventSeq}`)).json().data.coupon.couponSeq).toBeNull();
    const bobs = await take(bob.auth);
    expect(bobs.json().data.couponSeq).not.toBe(couponSeq);
  });

  it('an event coupon says what it pays for, as the coupon does: a linked shop’s 이용권, never a booking', async () => {
    const running = (await events()).filter((e) => e.status === 'RUNNING');
    const withCoupon = [];
    for (const e of running) {
      const page = (await get(`/v2/events/${e.eventSeq}`)).json().data;
      if (page.coupon) withCoupon.push(page);
    }
    expect(withCoupon.map((e) => e.title)).toEqual(
      expect.arrayContaining(['첫 미용 20% 할인', '유치원 체험 수업', '가디언 감사 쿠폰']),
    );
    for (const page of withCoupon) {
      // The coupon's line on the event page, and its 쿠폰함 description, name the condition.
      expect(page.coupon.description).toMatch(/^연결된 매장의 이용권 구매 시/);
      const body = JSON.stringify(page.blocks);
      expect(body).toContain('연결된 매장의 이용권 구매 시');
      // A coupon is taken only by a pass purchase (vouchers): no booking, no "결제할 때", no 제휴 매장 anywhere.
      expect(JSON.stringify([page.summary, page.coupon, body])).not.toMatch(
        /예약하면|예약할 때|결제할 때|제휴 매장/,
      );
    }
    const grooming = withCoupon.find((e) => e.title === '첫 미용 20% 할인')!;
    expect(grooming.summary).toBe('연결된 매장의 이용권을 살 때 쓰는 20% 할인 쿠폰을 드려요.');
    expect(grooming.coupon.name).toBe('이용권 20% 할인 쿠폰');
  });

  it('two taps at once still give one coupon', async () => {
    const event = (await events()).find((e) => e.title === '유치원 체험 수업')!;
    const owner = await createOwner(t);
    const url = `/v2/events/${event.eventSeq}/coupon`;
    const answers = await Promise.all(
      [1, 2].map(() => t.inject({ method: 'POST', url, headers: owner.auth })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('an ended event gives no coupon, an event without one says so', async () => {
    const list = await events();
    const owner = await createOwner(t);
    const ended = list.find((e) => e.title === '데이케어 첫 방문 혜택')!;
    const r1 = await t.inject({
      method: 'POST',
      url: `/v2/events/${ended.eventSeq}/coupon`,
      headers: owner.auth,
    });
    expect([r1.statusCode, r1.json().resultCode]).toEqual([409, 'EVENT_NOT_RUNNING']);
    const none = list.find((e) => !e.hasCoupon && e.status === 'RUNNING')!;
    const r2 = await t.inject({
      method: 'POST',
      url: `/v2/events/${none.eventSeq}/coupon`,
      headers: owner.auth,
    });
    expect([r2.statusCode, r2.json().resultCode]).toEqual([404, 'EVENT_COUPON_NOT_FOUND']);
    const r3 = await t.inject({ method: 'POST', url: '/v2/events/9999/coupon', headers: owner.auth });
    expect(r3.json().resultCode).toBe('EVENT_NOT_FOUND');
  });
});

describe('editor API', () => {
  const series = { title: '새 시리즈', subtitle: '테스트', sortOrder: 10, published: true };

  it('owners, shop staff and anonymous callers are refused and nothing is written', async () => {
    const owner = await createOwner(t);
    await createStaff(t, 'staff-curation@guardian.kr', [1], 'OWNER');
    const partner = (
      await t.inject({
        method: 'POST',
        url: '/v2/partner/login',
        payload: { email: 'staff-curation@guardian.kr', password: 'partner1234' },
      })
    ).json().data.token;
    const before = (await get('/v2/curation')).json().data.series.length;
    for (const headers of [owner.auth, { authorization: `Bearer ${partner}` }, {}]) {
      const res = await t.inject({ method: 'POST', url: '/v2/editor/series', headers, payload: series });
      expect(res.statusCode).toBe(401);
      const note = await t.inject({
        method: 'PUT',
        url: '/v2/editor/breed-notes/1',
        headers,
        payload: { summary: '바뀜', traits: [], careNotes: [{ title: '바뀜', body: '바뀜' }] },
      });
      expect(note.statusCode).toBe(401);
    }
    expect((await get('/v2/curation')).json().data.series.length).toBe(before);
    expect((await get('/v2/curation/breeds/1')).json().data.note.summary).not.toBe('바뀜');
    // An editor token is no owner session either.
    const editor = await createEditor(t);
    expect((await get('/v2/me', editor.auth)).statusCode).toBe(401);
  });

  it('every editor route that names an object refuses owner and partner tokens (401) and changes nothing', async () => {
    // The access-control table lists these routes as `open` (editor content is shared, not per-owner) and relies on this.
    const editor = await createEditor(t);
    const write = async (
      method: 'POST' | 'PUT',
      url: string,
      payload: object,
      headers: Record<string, string> = editor.auth,
    ) => t.inject({ method, url, headers, payload });
    const seriesBody = { ...series, title: '권한 시리즈' };
    const curationSeq = (await write('POST', '/v2/editor/series', seriesBody)).json().data.curationSeq;
    const contentBody = {
      curationSeq,
      kind: 'ARTICLE',
      title: '권한 콘텐츠',
      summary: '요약',
      author: '테스트 에디터',
      coverImageUrl: '/static/curation/winter-walk-cover.svg',
      video: null,
      blocks: [{ type: 'heading', text: '제목' }],
      relatedShopIds: [],
      relatedContentsSeqs: [],
      breedSeqs: [],
      sortOrder: 0,
      published: true,
    };
    const contentSeq = (await write('POST', '/v2/editor/contents', contentBody)).json().data
      .curationContentsSeq;
    const eventBody = {
      title: '권한 이벤트',
      summary: '요약',
      coverImageUrl: '/static/curation/event-groom.svg',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      blocks: [],
      coupon: null,
      published: true,
    };
    const eventSeq = (await write('POST', '/v2/editor/events', eventBody)).json().data.eventSeq;
    const noteBody = { summary: '원래 노트', traits: [], careNotes: [{ title: '원래', body: '원래' }] };
    expect((await write('PUT', '/v2/editor/breed-notes/2', noteBody)).statusCode).toBe(200);

    const routes: [string, object][] = [
      [`/v2/editor/series/${curationSeq}`, { ...seriesBody, title: '바뀜' }],
      [`/v2/editor/contents/${contentSeq}`, { ...contentBody, title: '바뀜' }],
      [`/v2/editor/events/${eventSeq}`, { ...eventBody, title: '바뀜' }],
      ['/v2/editor/breed-notes/2', { ...noteBody, summary: '바뀜' }],
    ];
    const state = async () => [
      (await get('/v2/curation'))
        .json()
        .data.series.find((s: { curationSeq: number }) => s.curationSeq === curationSeq),
      (await get(`/v2/curation/${curationSeq}/${contentSeq}`)).json().data,
      (await get(`/v2/events/${eventSeq}`)).json().data,
      (await get('/v2/curation/breeds/2')).json().data.note,
    ];
    const before = await state();
    expect(before.every(Boolean)).toBe(true);

    const owner = await createOwner(t);
    await createStaff(t, 'staff-curation-ids@guardian.kr', [1], 'OWNER');
    const partner = (
      await t.inject({
        method: 'POST',
        url: '/v2/partner/login',
        payload: { email: 'staff-curation-ids@guardian.kr', password: 'partner1234' },
      })
    ).json().data.token;
    for (const headers of [owner.auth, { authorization: `Bearer ${partner}` }, {}])
      for (const [url, payload] of routes) {
        const res = await write('PUT', url, payload, headers);
        expect([url, res.statusCode]).toEqual([url, 401]);
      }
    expect(await state()).toEqual(before);

    // The same writes from an editor go through.
    for (const [url, payload] of routes) expect((await write('PUT', url, payload)).statusCode).toBe(200);
  });

  it('an editor writes a series, a content tagged with a breed, a breed note and an event', async () => {
    const editor = await createEditor(t);
    const s = await t.inject({
      method: 'POST',
      url: '/v2/editor/series',
      headers: editor.auth,
      payload: series,
    });
    expect(s.statusCode).toBe(200);
    const curationSeq = s.json().data.curationSeq;
    const content = {
      curationSeq,
      kind: 'ARTICLE',
      title: '시베리안 허스키 여름나기',
      summary: '더위에 약한 허스키를 위한 팁',
      author: '테스트 에디터',
      coverImageUrl: '/static/curation/winter-walk-cover.svg',
      video: null,
      blocks: [
        { type: 'heading', text: '여름나기' },
        {
          type: 'paragraph',
          spans: [
            { text: '그늘에서 ' },
            { text: '쉬게', bold: true },
            { text: ' 해 주세요.', href: '/event' },
          ],
        },
        { type: 'shop', shopId: 5 },
      ],
      relatedShopIds: [5],
      relatedContentsSeqs: [],
      breedSeqs: [30],
      sortOrder: 0,
      published: true,
    };
    const c = await t.inject({
      method: 'POST',
      url: '/v2/editor/contents',
      headers: editor.auth,
      payload: content,
    });
    expect(c.statusCode).toBe(200);
    const seq = c.json().data.curationContentsSeq;
    const read = (await get(`/v2/curation/${curationSeq}/${seq}`)).json().data;
    expect(read.breedSeqs).toEqual([30]);
    expect((await get('/v2/curation/breeds/30')).json().data.contents.map((x: Card) => x.title)).toContain(
      '시베리안 허스키 여름나기',
    );

    const note = await t.inject({
      method: 'PUT',
      url: '/v2/editor/breed-notes/30',
      headers: editor.auth,
      payload: {
        summary: '썰매견',
        traits: [{ label: '크기', value: '대형' }],
        careNotes: [{ title: '더위', body: '시원하게' }],
      },
    });
    expect(note.statusCode).toBe(200);
    expect((await get('/v2/curation/breeds/30')).json().data.note.summary).toBe('썰매견');

    const ev = await t.inject({
      method: 'POST',
      url: '/v2/editor/events',
      headers: editor.auth,
      payload: {
        title: '여름 이벤트',
        summary: '요약',
        coverImageUrl: '/static/curation/event-groom.svg',
        startDate: '2026-07-01',
        endDate: '2026-06-01',
        blocks: [],
        coupon: {
          name: '150% 할인',
          description: '말이 안 되는 쿠폰',
          discountType: 'PERCENT',
          discountValue: 150,
          maxDiscount: null,
          minPrice: 0,
          validDays: 7,
        },
        published: true,
      },
    });
    expect(ev.statusCode).toBe(400);
    expect(ev.json().data.fields.map((f: { field: string }) => f.field)).toEqual([
      'endDate',
      'coupon.discountValue',
    ]);
  });

  it('refuses HTML-ish links, unknown block types, and references to nothing', async () => {
    const editor = await createEditor(t);
    const home = (await get('/v2/curation')).json().data;
    const base = {
      curationSeq: home.series[0].curationSeq,
      kind: 'ARTICLE',
      title: '제목',
      summary: '요약',
      author: '에디터',
      coverImageUrl: '/static/curation/groom-cover.svg',
      video: null,
      relatedShopIds: [],
      relatedContentsSeqs: [],
      breedSeqs: [],
      sortOrder: 0,
      published: true,
    };
    const post = (payload: object) =>
      t.inject({
        method: 'POST',
        url: '/v2/editor/contents',
        headers: editor.auth,
        payload: { ...base, ...payload },
      });
    const js = await post({
      blocks: [{ type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] }],
    });
    expect(js.statusCode).toBe(400);
    expect((await post({ blocks: [{ type: 'html', html: '<script>alert(1)</script>' }] })).statusCode).toBe(
      400,
    );
    expect((await post({ blocks: [], coverImageUrl: 'data:image/svg+xml,<svg/>' })).statusCode).toBe(400);
    const refs = await post({
      blocks: [{ type: 'shop', shopId: 99999 }],
      breedSeqs: [99999],
      curationSeq: 99999,
    });
    expect(refs.statusCode).toBe(400);
    expect(
      refs
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['blocks', 'breedSeqs', 'curationSeq']);
    expect((await post({ kind: 'VIDEO', blocks: [] })).json().data.fields[0].field).toBe('video');
  });

  it('a wrong editor password is INVALID_CREDENTIALS', async () => {
    await createEditor(t, 'who@guardian.kr');
    const res = await t.inject({
      method: 'POST',
      url: '/v2/editor/login',
      payload: { email: 'who@guardian.kr', password: 'nope-nope' },
    });
    expect([res.statusCode, res.json().resultCode]).toEqual([401, 'INVALID_CREDENTIALS']);
  });
});
