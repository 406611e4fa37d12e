import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { shops, staff, staffSessions, staffShops } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../infra/tokens.js';
import { normaliseEmail } from '../users/repository.js';
import type { StaffRole } from './schemas.js';
import { deleteSessionsBegunBefore } from '../../infra/db/session-records.js';

export const PARTNER_SESSION_TTL_MS = 12 * 3600_000; // one working day
export interface PartnerContext {
  staffSeq: number;
  sessionSeq: number;
}

/** Shop staff accounts and their sessions: a separate table and token space from owners. */
export class PartnerRepository {
  constructor(private readonly db: Db) {}

  async byEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(staff)
      .where(eq(staff.email, normaliseEmail(email)));
    return row ?? null;
  }

  async create(
    email: string,
    name: string,
    passwordHash: string,
    shopRoles: { shopId: number; role: StaffRole }[],
  ) {
    const [row] = await this.db
      .insert(staff)
      .values({ email: normaliseEmail(email), name, passwordHash })
      .returning({ staffSeq: staff.staffSeq });
    if (shopRoles.length)
      await this.db.insert(staffShops).values(shopRoles.map((s) => ({ ...s, staffSeq: row.staffSeq })));
    return row.staffSeq;
  }

  async issue(staffSeq: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + PARTNER_SESSION_TTL_MS);
    await this.db.insert(staffSessions).values({ staffSeq, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<PartnerContext | null> {
    const [row] = await this.db
      .select({ staffSeq: staffSessions.staffSeq, sessionSeq: staffSessions.sessionSeq })
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.tokenHash, sha256(token)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  async revoke(sessionSeq: number) {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(eq(staffSessions.sessionSeq, sessionSeq));
  }

  /**
   * Deletes up to `limit` staff sessions begun before `cutoff` that no longer sign anyone in at `now` (expired or
   * revoked): login records past their 3 months, as owners' (SessionRepository.deleteBegunBefore). Returns how
   * many went.
   */
  async deleteSessionsBegunBefore(cutoff: Date, now: Date, limit: number): Promise<number> {
    return deleteSessionsBegunBefore(this.db, staffSessions, cutoff, now, limit);
  }

  async profile(staffSeq: number) {
    const [me] = await this.db.select().from(staff).where(eq(staff.staffSeq, staffSeq));
    const roles = await this.db
      .select({ shopId: staffShops.shopId, name: shops.name, role: staffShops.role })
      .from(staffShops)
      .innerJoin(shops, eq(shops.shopId, staffShops.shopId))
      .where(eq(staffShops.staffSeq, staffSeq))
      .orderBy(asc(staffShops.shopId));
    return { staffSeq, email: me.email, name: me.name, shops: roles };
  }

  async shopIds(staffSeq: number) {
    const rows = await this.db
      .select({ shopId: staffShops.shopId })
      .from(staffShops)
      .where(eq(staffShops.staffSeq, staffSeq));
    return rows.map((r) => r.shopId);
  }

  /** The staff member's role at each of their shops. */
  async roles(staffSeq: number) {
    return this.db
      .select({ shopId: staffShops.shopId, role: staffShops.role })
      .from(staffShops)
      .where(eq(staffShops.staffSeq, staffSeq));
  }
}
