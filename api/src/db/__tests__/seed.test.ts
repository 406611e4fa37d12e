import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DbHandle } from '../../infra/db/client.js';
import {
  albumPhotos,
  albums,
  alimPapers,
  media,
  notices,
  products,
  regions,
  reservations,
  reservationSettings,
  seedRuns,
  shopCategories,
  shops,
  staff,
  users,
} from '../schema/index.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../modules/partner/seed.js';
import { DEMO_ACCOUNT } from '../../modules/users/seed.js';
import { seed, wipe } from '../seed/index.js';
import { REGIONS } from '../../modules/catalog/seed-regions.js';
import { createTestDb } from '../../test/test-db.js';

/**
 * A whole demo seed (hundreds of shops, generated photos) takes several seconds on CI's 2 cores and went past the
 * suite's 20 s on a slower machine (2026-11-27); what these tests check is the data, not the time.
 */
const wholeSeed = { timeout: 120_000 };

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('demo seed', () => {
  it('seeds >= 300 shops in every category, each inside its region, once', wholeSeed, async () => {
    expect(await seed(handle.db)).toBe(true);
    expect(await seed(handle.db)).toBe(false); // idempotent
    const [{ n }] = await handle.db.select({ n: count() }).from(shops);
    expect(Number(n)).toBeGreaterThanOrEqual(300);
    const cats = await handle.db.selectDistinct({ c: shopCategories.category }).from(shopCategories);
    expect(cats.map((c) => c.c).sort()).toEqual(['BEAUTY', 'DAY_CARE', 'HOTELING', 'KINDERGARTEN']);
    const rows = await handle.db.select().from(shops);
    const byRegion = new Map(REGIONS.map((r) => [r.regionSeq, r]));
    for (const s of rows) {
      const r = byRegion.get(s.regionSeq)!;
      expect(s.address.startsWith(`${r.sido} ${r.sigungu} `)).toBe(true);
      expect(Math.abs(s.latitude - r.latitude)).toBeLessThan(0.02);
      expect(Math.abs(s.longitude - r.longitude)).toBeLessThan(0.02);
    }
    const seoul = await handle.db.select().from(regions).where(eq(regions.sido, '서울특별시'));
    expect(seoul).toHaveLength(25);
  });

  it('the demo owner can log in and sees 3 linked shops and 2 pets; demo invitations validate', async () => {
    const app = await buildApp({ db: handle.db, smsSender: { send: async () => {} } });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { userId: DEMO_ACCOUNT.userId, password: DEMO_ACCOUNT.password },
      });
      expect(login.statusCode).toBe(200);
      const me = login.json().data.user;
      expect(me.nickname).toBe('보호자데모');
      expect(me.userShops).toHaveLength(3);
      expect(me.userShops.every((s: { customerSeq: number }) => s.customerSeq > 0)).toBe(true);
      expect(me.pets.map((p: { name: string; breedName: string }) => `${p.name}:${p.breedName}`)).toEqual([
        '코코:말티즈',
        '나비:코리안 숏헤어',
      ]);
      const inv = await app.inject({
        method: 'POST',
        url: '/v2/invitation/token/validate',
        payload: { token: 'DEMO-INVITE-1' },
      });
      expect(inv.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('seeds products for every shop, staff accounts and demo reservations in every state', async () => {
    const [{ n: shopCount }] = await handle.db.select({ n: count() }).from(shops);
    const withProducts = await handle.db.selectDistinct({ s: products.shopId }).from(products);
    expect(withProducts).toHaveLength(Number(shopCount));
    const app = await buildApp({ db: handle.db, smsSender: { send: async () => {} } });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/v2/login',
        payload: { userId: DEMO_ACCOUNT.userId, password: DEMO_ACCOUNT.password },
      });
      const auth = { authorization: `Bearer ${login.json().data.token}` };
      const list = async (scope: string) =>
        (await app.inject({ method: 'GET', url: `/v2/reservations?scope=${scope}`, headers: auth })).json()
          .data.items;
      expect((await list('upcoming')).map((r: { status: string }) => r.status)).toEqual([
        'CONFIRMED',
        'REQUESTED',
      ]);
      expect((await list('past')).map((r: { status: string }) => r.status).sort()).toEqual([
        'CANCELED',
        'COMPLETED',
        'NO_SHOW',
      ]);
      const canceled = (await list('past')).find((r: { status: string }) => r.status === 'CANCELED');
      expect(canceled.cancellation.fee).toBeGreaterThan(0); // cancelled two days before: 50 %
      const news = (await app.inject({ method: 'GET', url: '/v2/notifications', headers: auth })).json().data;
      const link = news.items.find((x: { link: string }) => x.link.startsWith('/schedule/alimtalk')).link;
      expect((await app.inject({ method: 'GET', url: `/v2${link}` })).statusCode).toBe(200);
      const staff = await app.inject({
        method: 'POST',
        url: '/v2/partner/login',
        payload: { email: demoStaffEmail(1), password: DEMO_STAFF_PASSWORD },
      });
      expect(staff.json().data.staff.shops).toEqual([expect.objectContaining({ shopId: 1, role: 'OWNER' })]);
    } finally {
      await app.close();
    }
  });

  it('gives the demo pets a month of published 알림장 with generated photos, the newest unread', async () => {
    const [demo] = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    const cards = await handle.db.select().from(alimPapers).where(eq(alimPapers.userSeq, demo.userSeq));
    expect(cards.length).toBeGreaterThanOrEqual(20);
    expect(cards.every((c) => c.status === 'PUBLISHED' && c.mediaSeqs.length > 0)).toBe(true);
    expect(cards.filter((c) => c.hasHealthNote).length).toBeGreaterThanOrEqual(3);
    expect(cards.filter((c) => !c.readAt).length).toBe(4);
    // Staff photos of the 알림장 (the demo albums have staff photos of their own).
    const cardPhotos = new Set(cards.flatMap((c) => c.mediaSeqs));
    const photos = (await handle.db.select().from(media).where(eq(media.uploaderKind, 'STAFF'))).filter((p) =>
      cardPhotos.has(p.mediaSeq),
    );
    expect(photos.length).toBe(cards.reduce((n, c) => n + c.mediaSeqs.length, 0));
    expect(photos.every((p) => p.attachedAt && p.variants.length === 3)).toBe(true);
  });

  it('gives each demo shop pinned and plain notices, and the demo pets albums of attached photos', async () => {
    for (const shopId of [1, 2, 3]) {
      const shopNotices = await handle.db.select().from(notices).where(eq(notices.shopId, shopId));
      expect(shopNotices.length).toBe(4);
      expect(shopNotices.filter((n) => n.pinned && n.publishedAt)).toHaveLength(1);
    }
    const demoAlbums = await handle.db.select().from(albums);
    expect(demoAlbums.length).toBe(5);
    const photos = await handle.db
      .select({ attachedAt: media.attachedAt })
      .from(albumPhotos)
      .innerJoin(media, eq(media.mediaSeq, albumPhotos.mediaSeq));
    expect(photos.length).toBe(22);
    expect(photos.every((p) => p.attachedAt)).toBe(true);
  });

  it('wipe + migrate + seed starts over (db:reset)', wholeSeed, async () => {
    await handle.db.update(users).set({ nickname: '바뀜' }).where(eq(users.email, DEMO_ACCOUNT.userId));
    await wipe(handle.db);
    await handle.migrate();
    expect(await seed(handle.db)).toBe(true);
    const [demo] = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    expect(demo.nickname).toBe('보호자데모');
  });

  it('a database seeded before seeds were recorded is adopted, and one from before the booking tables gets them', async () => {
    const countOf = async (table: typeof reservations | typeof users | typeof staff) =>
      Number((await handle.db.select({ n: count() }).from(table))[0].n);
    const before = { reservations: await countOf(reservations), users: await countOf(users) };
    expect(before.reservations).toBeGreaterThan(0);
    // As left by the seed before seed_runs existed: nothing is seeded twice.
    await handle.db.delete(seedRuns);
    expect(await seed(handle.db)).toBe(false);
    expect({ reservations: await countOf(reservations), users: await countOf(users) }).toEqual(before);
    // As left by the seed before the booking tables existed: settings, products, staff and reservations are added.
    await handle.db.delete(seedRuns);
    await handle.db.delete(reservations);
    await handle.db.delete(staff);
    await handle.db.delete(products);
    await handle.db.delete(reservationSettings);
    expect(await seed(handle.db)).toBe(true);
    expect(await countOf(reservations)).toBe(before.reservations);
    expect(await countOf(staff)).toBe(3);
    expect(await countOf(users)).toBe(before.users);
  });
});
