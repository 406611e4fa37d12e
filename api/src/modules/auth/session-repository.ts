import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../infra/tokens.js';
import { deleteSessionsBegunBefore } from '../../infra/db/session-records.js';

export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000; // the front's access_token cookie lives 2 days
export const CHAT_TOKEN_TTL_MS = 10 * 60 * 1000;

export type TokenKind = 'SESSION' | 'CHAT';

/**
 * How many months login records are kept before the periodic clean-up deletes them: the privacy policy's
 * "로그인 기록: 3개월(통신비밀보호법)". A session row is that record: who signed in (user_seq) and when (created_at).
 */
export const LOGIN_RECORD_MONTHS = 3;

/**
 * `now` less LOGIN_RECORD_MONTHS calendar months (UTC), on the month's last day when that month is shorter (31 May
 * → 28 February, not 3 March, which would delete records of 1-2 March before their 3 months).
 */
export function loginRecordCutoff(now: Date): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOGIN_RECORD_MONTHS);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * What makes a token a live session, the one definition both readers use (SessionRepository.resolve on every
 * signed-in request, UserRepository.meOfSession for GET /v2/me): its hash (placeholder `tokenHash`), its kind, not
 * revoked, not expired at placeholder `now`, its user not deleted. The statement joins `users` on the session's user.
 */
export const liveSession = (kind: TokenKind | ReturnType<typeof sql.placeholder>) =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    eq(sessions.kind, kind),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    isNull(users.deletedAt),
  );

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface AuthContext {
  userSeq: number;
  sessionSeq: number;
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async issue(userSeq: number, kind: TokenKind = 'SESSION', ttlMs = SESSION_TTL_MS): Promise<IssuedToken> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    await this.db.insert(sessions).values({ userSeq, kind, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  /**
   * The live session of a token. Every signed-in request runs this, so the statement is built once (placeholders)
   * and prepared once per connection rather than assembled on each call.
   */
  async resolve(token: string, kind: TokenKind = 'SESSION'): Promise<AuthContext | null> {
    this.resolveQuery ??= this.db
      .select({ userSeq: sessions.userSeq, sessionSeq: sessions.sessionSeq })
      .from(sessions)
      .innerJoin(users, eq(users.userSeq, sessions.userSeq))
      .where(liveSession(sql.placeholder('kind')))
      .prepare('session_resolve');
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    const [row] = await this.resolveQuery.execute({
      tokenHash: sha256(token),
      kind,
      now: new Date().toISOString(),
    });
    return row ?? null;
  }

  private resolveQuery?: {
    execute(p: { tokenHash: string; kind: TokenKind; now: string }): Promise<AuthContext[]>;
  };

  async revoke(sessionSeq: number) {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.sessionSeq, sessionSeq));
  }

  /**
   * Deletes up to `limit` sessions and chat tokens begun before `cutoff` that no longer sign anyone in at `now`
   * (expired or revoked: by logout, a password reset or the account's deletion); returns how many went.
   */
  async deleteBegunBefore(cutoff: Date, now: Date, limit: number): Promise<number> {
    return deleteSessionsBegunBefore(this.db, sessions, cutoff, now, limit);
  }

  async revokeAllForUser(userSeq: number) {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userSeq, userSeq), isNull(sessions.revokedAt)));
  }
}
