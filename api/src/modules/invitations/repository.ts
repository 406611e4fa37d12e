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

  async unlink(userSeq: number, shopId: number) {
    const rows = await this.db
      .delete(userShops)
      .where(and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, shopId)))
      .returning({ s: userShops.userShopSeq });
    return rows.length > 0;
  }
}
