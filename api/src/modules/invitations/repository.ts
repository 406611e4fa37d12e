import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { shopInvitations, shops, userShops } from '../../db/schema/index.js';
import { sha256 } from '../../infra/tokens.js';

/**
 * Invitation tokens are stored as their SHA-256 (issue 9): a database leak does not hand out links to shops.
 * Every write and lookup goes through this.
 */
export const storedInvitationToken = (token: string) => sha256(token);

export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** The invitation with its shop, used or expired as it may be; null when the token is unknown. */
  async find(token: string) {
    const [row] = await this.db
      .select({ inv: shopInvitations, shopName: shops.name, thumbnailUrl: shops.thumbnailUrl })
      .from(shopInvitations)
      .innerJoin(shops, eq(shops.shopId, shopInvitations.shopId))
      .where(eq(shopInvitations.token, storedInvitationToken(token)));
    return row ?? null;
  }

  async isLinked(userSeq: number, shopId: number) {
    const [row] = await this.db
      .select({ s: userShops.userShopSeq })
      .from(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)));
    return !!row;
  }

  /** Marks a live, unused invitation of this shop as used by the user; null when there is none. */
  async use(token: string, shopId: number, userSeq: number) {
    const [inv] = await this.db
      .update(shopInvitations)
      .set({ usedAt: new Date(), usedBy: userSeq })
      .where(
        and(
          eq(shopInvitations.token, storedInvitationToken(token)),
          eq(shopInvitations.shopId, shopId),
          sql`${shopInvitations.usedAt} is null`,
          sql`${shopInvitations.expiresAt} > now()`,
        ),
      )
      .returning();
    return inv ?? null;
  }

  /** Links the shop as the user's last one. */
  async addLink(userSeq: number, shopId: number, customerSeq: number) {
    const [{ next }] = await this.db
      .select({ next: sql<number>`coalesce(max(${userShops.sortOrder}) + 1, 0)::int` })
      .from(userShops)
      .where(eq(userShops.userSeq, userSeq));
    const [link] = await this.db
      .insert(userShops)
      .values({ userSeq, shopId, customerSeq, sortOrder: Number(next) })
      .returning();
    return link;
  }

  /**
   * Makes the owner a customer of the shop without an invitation (the shop confirmed their booking): a `user_shops`
   * row, last in the owner's order as `addLink` puts it, under the shop's next customer number: one past the highest
   * it has used, for a linked customer or in an invitation, so it is none of its invitations' numbers. The shop row
   * is locked (`FOR NO KEY UPDATE`: rows that only refer to the shop are not held up) while the number is taken, so
   * two owners confirmed at once get two numbers. Nothing when the owner is linked already, also by a concurrent
   * confirm (`ON CONFLICT` on user_shops_user_shop_uq). Returns whether it linked. Runs in the caller's transaction.
   */
  async linkCustomer(userSeq: number, shopId: number): Promise<boolean> {
    if (await this.isLinked(userSeq, shopId)) return false;
    await this.db
      .select({ s: shops.shopId })
      .from(shops)
      .where(eq(shops.shopId, shopId))
      .for('no key update');
    const rows = await this.db
      .insert(userShops)
      .values({
        userSeq,
        shopId,
        customerSeq: sql`greatest(
          (select max(${userShops.customerSeq}) from ${userShops} where ${userShops.shopId} = ${shopId}),
          (select max(${shopInvitations.customerSeq}) from ${shopInvitations} where ${shopInvitations.shopId} = ${shopId}),
          0) + 1`,
        sortOrder: sql`(select coalesce(max(${userShops.sortOrder}) + 1, 0) from ${userShops} where ${userShops.userSeq} = ${userSeq})`,
      })
      .onConflictDoNothing({ target: [userShops.userSeq, userShops.shopId] })
      .returning({ s: userShops.userShopSeq });
    return rows.length > 0;
  }

  async unlink(userSeq: number, shopId: number) {
    const rows = await this.db
      .delete(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)))
      .returning({ s: userShops.userShopSeq });
    return rows.length > 0;
  }
}
