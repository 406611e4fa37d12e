import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { BANNERS, bannerImagePath } from '../../lib/svg.js';
import type { Db } from '../client.js';
import {
  banners,
  breeds,
  emotionWords,
  facilities,
  favorites,
  pets,
  regions,
  shopCategories,
  shopCategoryImages,
  shopFacilities,
  shopInvitations,
  shops,
  userShops,
  users,
} from '../schema.js';
import { seedBooking } from './booking.js';
import { FACILITIES, REGIONS } from './regions.js';
import { generateShops } from './shops.js';
import { CAT_BREEDS, DOG_BREEDS, EMOTION_WORDS } from './words.js';

export const DEMO_ACCOUNT = {
  userId: 'demo@guardian.kr',
  password: 'guardian1234',
  nickname: '보호자데모',
} as const;
export const DEMO_INVITATIONS = ['DEMO-INVITE-1', 'DEMO-INVITE-2', 'DEMO-INVITE-3'] as const;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function seedReference(db: Db) {
  await db.insert(regions).values(REGIONS);
  await db.insert(facilities).values(FACILITIES);
  await db
    .insert(breeds)
    .values([
      ...DOG_BREEDS.map((name, i) => ({ breedSeq: i + 1, kind: 'DOG', name })),
      ...CAT_BREEDS.map((name, i) => ({ breedSeq: 1001 + i, kind: 'CAT', name })),
    ]);
  await db.insert(emotionWords).values(EMOTION_WORDS.map((word, i) => ({ emotionSeq: i + 1, word })));
  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      bannerSeq: i + 1,
      title: b.title,
      imageUrl: bannerImagePath(i + 1),
      linkUrl: i % 2 === 0 ? `/event/${i + 1}` : null,
      sortOrder: i,
    })),
  );
}

export async function seedShops(db: Db, total: number) {
  const generated = generateShops(total);
  for (const part of chunks(generated, 500)) {
    await db.insert(shops).values(part.map((g) => g.shop));
    await db
      .insert(shopCategories)
      .values(part.flatMap((g) => g.categories.map((category) => ({ shopId: g.shop.shopId, category }))));
    const facs = part.flatMap((g) =>
      g.facilities.map((facilitiesSeq) => ({ shopId: g.shop.shopId, facilitiesSeq })),
    );
    if (facs.length) await db.insert(shopFacilities).values(facs);
    const imgs = part.flatMap((g) => g.images.map((img) => ({ ...img, shopId: g.shop.shopId })));
    if (imgs.length) await db.insert(shopCategoryImages).values(imgs);
  }
  // Explicit ids were inserted: move the serial past them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('shops', 'shop_id'), (select coalesce(max(shop_id), 1) from shops))`,
  );
}

/** Fresh planner statistics after a bulk load, so the first queries get sane plans. */
export async function analyze(db: Db) {
  await db.execute(sql`analyze`);
}

async function seedDemo(db: Db) {
  const [demo] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.userId,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      nickname: DEMO_ACCOUNT.nickname,
      phoneNumber: '01012345678',
      termsMarketing: true,
      termsPrivacyAt: new Date(),
    })
    .returning();
  await db.insert(userShops).values(
    [1, 2, 3].map((shopId, i) => ({
      userSeq: demo.userSeq,
      shopId,
      customerSeq: 1000 + shopId,
      sortOrder: i,
    })),
  );
  await db.insert(favorites).values([
    { userSeq: demo.userSeq, shopId: 2 },
    { userSeq: demo.userSeq, shopId: 7 },
  ]);
  const [maltese] = await db.select().from(breeds).where(eq(breeds.name, '말티즈'));
  const [korean] = await db.select().from(breeds).where(eq(breeds.name, '코리안 숏헤어'));
  await db.insert(pets).values([
    {
      userSeq: demo.userSeq,
      name: '코코',
      kind: 'DOG',
      breedSeq: maltese.breedSeq,
      birthDate: '2021-04-12',
      weightKg: 3.2,
      sex: 'FEMALE',
      neutered: true,
    },
    {
      userSeq: demo.userSeq,
      name: '나비',
      kind: 'CAT',
      breedSeq: korean.breedSeq,
      birthDate: '2022-09-03',
      weightKg: 4.1,
      sex: 'MALE',
      neutered: true,
    },
  ]);
  await db.insert(shopInvitations).values(
    DEMO_INVITATIONS.map((token, i) => ({
      token,
      shopId: 4 + i,
      customerSeq: 2001 + i,
      customerName: DEMO_ACCOUNT.nickname,
      expiresAt: new Date('2027-12-31T14:59:59Z'),
    })),
  );
}

export interface SeedOptions {
  shops?: number;
  demo?: boolean;
}

/** Seeds reference data, shops and the demo account once; returns false when the database already had data. */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const demoEmail = (opts.demo ?? true) ? DEMO_ACCOUNT.userId : null;
  const [{ n }] = await db.select({ n: count() }).from(regions);
  if (Number(n) > 0) {
    // A database seeded before the booking tables existed gets products, staff and demo reservations now.
    const upgraded = await db.transaction((tx) => seedBooking(tx as unknown as Db, demoEmail));
    if (upgraded) await analyze(db);
    return upgraded;
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedReference(t);
    await seedShops(t, opts.shops ?? 300);
    if (opts.demo ?? true) await seedDemo(t);
    await seedBooking(t, demoEmail);
  });
  await analyze(db);
  return true;
}

/** Drops every table (and Drizzle's migration journal) so migrations and seed run from scratch. */
export async function wipe(db: Db) {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
