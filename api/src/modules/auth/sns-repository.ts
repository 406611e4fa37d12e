import { and, eq, gt, isNull } from 'drizzle-orm';
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
    if (!row) throw new AppError('INVALID_SNS_STATE', '소셜 가입 정보가 만료됐어요. 다시 로그인해주세요.');
    return row;
  }
}
