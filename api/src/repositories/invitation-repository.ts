import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { shopInvitations, shops, userShops } from '../db/schema.js';
import { AppError } from '../lib/errors.js';

export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** The invitation with its shop, or INVALID_INVITATION_TOKEN when unknown, used or expired. */
  async valid(token: string) {
    const [row] = await this.db
      .select({ inv: shopInvitations, shopName: shops.name, thumbnailUrl: shops.thumbnailUrl })
      .from(shopInvitations)
      .innerJoin(shops, eq(shops.shopId, shopInvitations.shopId))
      .where(eq(shopInvitations.token, token));
    if (!row || row.inv.usedAt || row.inv.expiresAt.getTime() <= Date.now())
      throw new AppError('INVALID_INVITATION_TOKEN');
    return row;
  }

  async isLinked(userSeq: number, shopId: number) {
    const [row] = await this.db
      .select({ s: userShops.userShopSeq })
      .from(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)));
    return !!row;
  }

  /** Uses the invitation and links the shop in one transaction, so a token can never link twice. */
  async link(userSeq: number, shopId: number, token: string) {
    return this.db.transaction(async (tx) => {
      const [inv] = await tx
        .update(shopInvitations)
        .set({ usedAt: new Date(), usedBy: userSeq })
        .where(
          and(
            eq(shopInvitations.token, token),
            eq(shopInvitations.shopId, shopId),
            sql`${shopInvitations.usedAt} is null`,
            sql`${shopInvitations.expiresAt} > now()`,
          ),
        )
        .returning();
      if (!inv) throw new AppError('INVALID_INVITATION_TOKEN');
      const [existing] = await tx
        .select({ s: userShops.userShopSeq })
        .from(userShops)
        .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)));
      if (existing) throw new AppError('ALREADY_LINKED');
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${userShops.sortOrder}) + 1, 0)::int` })
        .from(userShops)
        .where(eq(userShops.userSeq, userSeq));
      const [link] = await tx
        .insert(userShops)
        .values({ userSeq, shopId, customerSeq: inv.customerSeq, sortOrder: Number(next) })
        .returning();
      return link;
    });
  }

  async unlink(userSeq: number, shopId: number) {
    const rows = await this.db
      .delete(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)))
      .returning({ s: userShops.userShopSeq });
    if (rows.length === 0) throw new AppError('NOT_LINKED');
  }
}
