import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { oauthStates, snsSignupTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newToken, sha256 } from '../../infra/tokens.js';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const SNS_SIGNUP_TTL_MS = 30 * 60 * 1000;

export class SnsRepository {
  constructor(private readonly db: Db) {}

  async createState(kind: string, redirectUri: string) {
    const state = newToken(24);
    await this.db.insert(oauthStates).values({
      stateHash: sha256(state),
      kind,
      redirectUri,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    return state;
  }

  /** A state is good once: for its provider, its redirect URI, within 10 minutes. */
  async consumeState(state: string, kind: string, redirectUri: string) {
    const [row] = await this.db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthStates.stateHash, sha256(state)),
          eq(oauthStates.kind, kind),
          eq(oauthStates.redirectUri, redirectUri),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, new Date()),
        ),
      )
      .returning({ h: oauthStates.stateHash });
    if (!row) throw new AppError('INVALID_SNS_STATE');
  }

  async createSignupToken(kind: string, snsId: string, email: string | null) {
    const token = newToken();
    await this.db.insert(snsSignupTokens).values({
      tokenHash: sha256(token),
      kind,
      snsId,
      email,
      expiresAt: new Date(Date.now() + SNS_SIGNUP_TTL_MS),
    });
    return token;
  }

  async consumeSignupToken(token: string, kind: string) {
    const [row] = await this.db
      .update(snsSignupTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(snsSignupTokens.tokenHash, sha256(token)),
          eq(snsSignupTokens.kind, kind),
          isNull(snsSignupTokens.usedAt),
          gt(snsSignupTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) throw new AppError('INVALID_SNS_STATE', '소셜 가입 정보가 만료됐어요. 다시 로그인해 주세요.');
    return row;
  }

  /**
   * Deletes up to `limit` OAuth states and up to `limit` sign-up tokens made before `cutoff` (minutes long, so
   * long spent): the traces of social logins, kept as long as login records. Returns how many rows went (fewer
   * than `limit`: none of either table is left).
   */
  async deleteMadeBefore(cutoff: Date, now: Date, limit: number): Promise<number> {
    const oldStates = this.db
      .select({ h: oauthStates.stateHash })
      .from(oauthStates)
      .where(and(lt(oauthStates.createdAt, cutoff), lt(oauthStates.expiresAt, now)))
      .limit(limit);
    const states = await this.db
      .delete(oauthStates)
      .where(inArray(oauthStates.stateHash, oldStates))
      .returning({ h: oauthStates.stateHash });
    const oldTokens = this.db
      .select({ h: snsSignupTokens.tokenHash })
      .from(snsSignupTokens)
      .where(and(lt(snsSignupTokens.createdAt, cutoff), lt(snsSignupTokens.expiresAt, now)))
      .limit(limit);
    const tokens = await this.db
      .delete(snsSignupTokens)
      .where(inArray(snsSignupTokens.tokenHash, oldTokens))
      .returning({ h: snsSignupTokens.tokenHash });
    return states.length + tokens.length;
  }
}
