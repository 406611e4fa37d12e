// The reads and writes of 회원 탈퇴: what the owner would lose, what stops it, and the anonymisation itself.
// UserRepository's methods of the same names run these on its connection (or the unit of work's).
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import {
  aiProfileOrders,
  coupons,
  favorites,
  pushSubscriptions,
  pets,
  reservations,
  shopInvitations,
  shops,
  userShops,
  users,
  vouchers,
} from '../../db/schema/index.js';
import { OPEN_STATUSES } from '../booking/rules.js';

/** The nickname a deleted account shows on what it left (posts, comments, chats): 탈퇴회원#13. */
export const deletedNickname = (userSeq: number) => `탈퇴회원#${userSeq}`;

/** What a deletion would take from the owner that they paid for or were given, as of `now`. */
export interface WithdrawalLosses {
  /** Uses left on passes still valid (not refunded, not expired), summed per shop, by shop name. */
  vouchers: { shopId: number; shopName: string; remaining: number }[];
  /** Coupons not used and not expired. */
  coupons: number;
  /** AI 프로필 orders whose pictures can still be downloaded. */
  aiProfiles: number;
}

export async function withdrawalLosses(db: Db, userSeq: number, now: Date): Promise<WithdrawalLosses> {
  const remaining = sql<number>`sum(${vouchers.totalUses} - ${vouchers.usedUses} - ${vouchers.heldUses})::int`;
  const passes = await db
    .select({ shopId: shops.shopId, shopName: shops.name, remaining })
    .from(vouchers)
    .innerJoin(shops, eq(shops.shopId, vouchers.shopId))
    .where(
      and(
        eq(vouchers.userSeq, userSeq),
        ne(vouchers.status, 'REFUNDED'),
        gt(vouchers.expiresAt, now),
        gt(sql`${vouchers.totalUses} - ${vouchers.usedUses} - ${vouchers.heldUses}`, 0),
      ),
    )
    .groupBy(shops.shopId, shops.name)
    .orderBy(asc(shops.name), asc(shops.shopId));
  const [held] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.userSeq, userSeq), isNull(coupons.usedAt), gt(coupons.expiresAt, now)));
  const [pictures] = await db
    .select({ n: count() })
    .from(aiProfileOrders)
    .where(and(eq(aiProfileOrders.userSeq, userSeq), eq(aiProfileOrders.status, 'DONE')));
  return { vouchers: passes, coupons: held?.n ?? 0, aiProfiles: pictures?.n ?? 0 };
}

/** Whether the user has a visit still ahead (요청 or 확정, not yet over): a shop expects them. */
export async function hasUpcomingReservation(db: Db, userSeq: number, now: Date) {
  const [row] = await db
    .select({ seq: reservations.reservationSeq })
    .from(reservations)
    .where(
      and(
        eq(reservations.userSeq, userSeq),
        inArray(reservations.status, OPEN_STATUSES),
        gt(reservations.endAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The photos the user's pets have (their rows are deleted with the account, their photos released). */
export async function petPhotoSeqs(db: Db, userSeq: number): Promise<number[]> {
  const rows = await db
    .select({ seq: pets.imageMediaSeq })
    .from(pets)
    .where(and(eq(pets.userSeq, userSeq), isNotNull(pets.imageMediaSeq)));
  return rows.map((r) => r.seq!);
}

/**
 * Account deletion keeps the row (foreign keys, audit) but removes everything that identifies the person:
 * e-mail, nickname, phone, password, SNS link, profile image; pets, shop links, favourites and push registrations
 * are deleted.
 * Several statements: the caller runs it in a unit of work.
 */
export async function anonymise(db: Db, userSeq: number, reason: string | null) {
  await db.delete(pets).where(eq(pets.userSeq, userSeq));
  await db.delete(userShops).where(eq(userShops.userSeq, userSeq));
  await db.delete(favorites).where(eq(favorites.userSeq, userSeq));
  // The phones and browsers it pushed to: nothing is pushed for a deleted account, and a row would keep its device.
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userSeq, userSeq));
  await db.update(shopInvitations).set({ usedBy: null }).where(eq(shopInvitations.usedBy, userSeq));
  const now = new Date();
  await db
    .update(users)
    .set({
      email: `deleted-${userSeq}@deleted.invalid`,
      // A name nobody can take (the nickname rule refuses the 탈퇴회원 prefix), and outside the unique index, which
      // covers live accounts only: the deletion can never collide with a live account's nickname.
      nickname: deletedNickname(userSeq),
      phoneNumber: '',
      passwordHash: null,
      snsId: null,
      profileImageUrl: null,
      profileMediaSeq: null,
      termsMarketing: false,
      termsMarketingAt: now,
      deletedAt: now,
      deleteReason: reason,
    })
    .where(eq(users.userSeq, userSeq));
}
