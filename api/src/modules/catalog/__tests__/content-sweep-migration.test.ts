// drizzle/0016_content_sweep.sql on a database seeded before it: the seeds' old state is put back, the migration runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../../config.js';
import {
  banners,
  breedNotes,
  breeds,
  communityPosts,
  coupons,
  curationContentBreeds,
  curationContents,
  events,
  pets,
} from '../../../db/schema/index.js';
import { createOwner, createPet } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

const SHIBA = 21;
const SHIBA_INU = 72;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 4 });
});
afterAll(() => t.close());

async function migrate() {
  const file = readFileSync(path.join(API_ROOT, 'drizzle', '0016_content_sweep.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

const OLD_FIRST_GROOMING = {
  summary: '가디언으로 처음 미용을 예약하면 20% 할인 쿠폰을 드려요.',
  coupon: { name: '첫 미용 20% 할인 쿠폰', description: '가디언 제휴 매장 결제 시 사용, 최대 1만 원 할인' },
  blocks: [
    {
      type: 'paragraph',
      spans: [
        { text: '가디언에서 처음 미용을 예약하는 보호자님께 ' },
        { text: '20% 할인 쿠폰', bold: true },
        { text: '을 드립니다.' },
      ],
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '아래 쿠폰 받기를 누르면 쿠폰함에 담겨요.',
        '가까운 미용 매장의 이용권을 고르세요.',
        '결제할 때 쿠폰을 적용하면 할인돼요.',
      ],
    },
    {
      type: 'list',
      ordered: false,
      items: [
        '한 계정당 한 번만 받을 수 있어요.',
        '다른 할인과 함께 쓸 수 없어요.',
        '최대 할인 금액은 1만 원이에요.',
      ],
    },
  ],
} as const;

const eventNamed = async (title: string) =>
  (await t.db.select().from(events).where(eq(events.title, title)))[0];

describe('the content fixes for a database seeded before them', () => {
  it('merges 시바 이누 into 시바견: pets, posts, contents and its note move, and the breed goes', async () => {
    await t.db.insert(breeds).values({ breedSeq: SHIBA_INU, kind: 'DOG', name: '시바 이누' });
    const owner = await createOwner(t);
    const petSeq = await createPet(t, owner);
    await t.db.update(pets).set({ breedSeq: SHIBA_INU }).where(eq(pets.petSeq, petSeq));
    const [post] = await t.db
      .insert(communityPosts)
      .values({ userSeq: owner.userSeq, content: '시바 산책', breedSeq: SHIBA_INU })
      .returning();
    const [a, b] = await t.db.select().from(curationContents).limit(2);
    // One content tagged with both names: it keeps one 시바견 tag.
    await t.db.insert(curationContentBreeds).values([
      { curationContentsSeq: a.curationContentsSeq, breedSeq: SHIBA_INU },
      { curationContentsSeq: b.curationContentsSeq, breedSeq: SHIBA_INU },
      { curationContentsSeq: b.curationContentsSeq, breedSeq: SHIBA },
    ]);
    await t.db
      .insert(breedNotes)
      .values({ breedSeq: SHIBA_INU, summary: '독립적인 성격', traits: [], careNotes: [] });

    await migrate();

    expect((await t.db.select().from(pets).where(eq(pets.petSeq, petSeq)))[0].breedSeq).toBe(SHIBA);
    expect(
      (await t.db.select().from(communityPosts).where(eq(communityPosts.communitySeq, post.communitySeq)))[0]
        .breedSeq,
    ).toBe(SHIBA);
    const tags = await t.db
      .select()
      .from(curationContentBreeds)
      .where(inArray(curationContentBreeds.breedSeq, [SHIBA, SHIBA_INU]));
    expect(tags.map((r) => [r.curationContentsSeq, r.breedSeq]).sort()).toEqual(
      [
        [a.curationContentsSeq, SHIBA],
        [b.curationContentsSeq, SHIBA],
      ].sort(),
    );
    expect((await t.db.select().from(breedNotes).where(eq(breedNotes.breedSeq, SHIBA)))[0].summary).toBe(
      '독립적인 성격',
    );
    const dogs = (await t.inject({ method: 'GET', url: '/v2/breeds?kind=DOG' })).json().data as {
      breedSeq: number;
      name: string;
    }[];
    expect(dogs.filter((d) => d.name.startsWith('시바'))).toEqual([
      { breedSeq: SHIBA, kind: 'DOG', name: '시바견' },
    ]);
    // The owner's pet reads as 시바견.
    const mine = (await t.inject({ method: 'GET', url: '/v2/pets', headers: owner.auth })).json().data;
    expect(mine.find((p: { petSeq: number }) => p.petSeq === petSeq).breedName).toBe('시바견');
  });

  it('links the banners that opened nothing to the event of their name', async () => {
    await t.db
      .update(banners)
      .set({ linkUrl: null })
      .where(inArray(banners.title, ['겨울 호텔 예약 오픈', '데이케어 첫 방문 혜택']));
    await t.db
      .insert(banners)
      .values({ bannerSeq: 20, title: '이름 없는 배너', imageUrl: '/static/banners/1.svg' });

    await migrate();

    const rows = await t.db.select().from(banners);
    for (const title of ['겨울 호텔 예약 오픈', '데이케어 첫 방문 혜택'])
      expect(rows.find((r) => r.title === title)!.linkUrl).toBe(
        `/event/${(await eventNamed(title)).eventSeq}`,
      );
    // A banner named after no event is left as it is.
    expect(rows.find((r) => r.bannerSeq === 20)!.linkUrl).toBeNull();
  });

  it('rewrites the first-grooming event and the coupons taken from it to say they pay for a linked shop’s 이용권', async () => {
    const event = await eventNamed('첫 미용 20% 할인');
    await t.db
      .update(events)
      .set({
        summary: OLD_FIRST_GROOMING.summary,
        blocks: OLD_FIRST_GROOMING.blocks as never,
        coupon: { ...event.coupon!, ...OLD_FIRST_GROOMING.coupon },
      })
      .where(eq(events.eventSeq, event.eventSeq));
    const owner = await createOwner(t);
    const [taken] = await t.db
      .insert(coupons)
      .values({
        userSeq: owner.userSeq,
        ...OLD_FIRST_GROOMING.coupon,
        discountType: 'PERCENT',
        discountValue: 20,
        expiresAt: new Date(Date.now() + 86_400_000),
        source: `EVENT:${event.eventSeq}`,
      })
      .returning();

    await migrate();

    const page = (await t.inject({ method: 'GET', url: `/v2/events/${event.eventSeq}` })).json().data;
    expect(page.summary).toBe('연결된 매장의 이용권을 살 때 쓰는 20% 할인 쿠폰을 드려요.');
    expect(page.coupon).toMatchObject({
      name: '이용권 20% 할인 쿠폰',
      description: '연결된 매장의 이용권 구매 시 사용, 최대 1만 원 할인',
      discountValue: 20,
    });
    const text = JSON.stringify(page.blocks);
    expect(text).toContain('연결된 매장의 이용권 구매 시');
    expect(text).not.toMatch(/예약하는|결제할 때/);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.couponSeq, taken.couponSeq));
    expect(after).toMatchObject({
      name: '이용권 20% 할인 쿠폰',
      description: '연결된 매장의 이용권 구매 시 사용, 최대 1만 원 할인',
    });
  });

  it('leaves an event an editor has rewritten as it is', async () => {
    const event = await eventNamed('가디언 감사 쿠폰');
    await t.db
      .update(events)
      .set({ summary: '에디터가 고친 요약', blocks: [{ type: 'paragraph', spans: [{ text: '고친 본문' }] }] })
      .where(and(eq(events.eventSeq, event.eventSeq)));

    await migrate();

    const [after] = await t.db.select().from(events).where(eq(events.eventSeq, event.eventSeq));
    expect(after.summary).toBe('에디터가 고친 요약');
    expect(after.blocks).toEqual([{ type: 'paragraph', spans: [{ text: '고친 본문' }] }]);
  });
});
