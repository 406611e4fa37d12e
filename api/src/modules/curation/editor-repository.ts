import { and, eq, gt, isNull } from 'drizzle-orm';
import { editorSessions, editors } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';
import { newToken, sha256 } from '../../infra/tokens.js';
import { normaliseEmail } from '../users/repository.js';
import { deleteSessionsBegunBefore } from '../../infra/db/session-records.js';

export const EDITOR_SESSION_TTL_MS = 12 * 3600_000;
export interface EditorContext {
  editorSeq: number;
  sessionSeq: number;
}

/** Editor accounts and their sessions: their own table and token space (owner and partner tokens never match). */
export class EditorRepository {
  constructor(private readonly db: Db) {}

  async byEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(editors)
      .where(eq(editors.email, normaliseEmail(email)));
    return row ?? null;
  }

  async create(email: string, name: string, passwordHash: string) {
    const [row] = await this.db
      .insert(editors)
      .values({ email: normaliseEmail(email), name, passwordHash })
      .returning({ editorSeq: editors.editorSeq });
    return row.editorSeq;
  }

  async profile(editorSeq: number) {
    const [row] = await this.db
      .select({ editorSeq: editors.editorSeq, email: editors.email, name: editors.name })
      .from(editors)
      .where(eq(editors.editorSeq, editorSeq));
    return row;
  }

  async issue(editorSeq: number) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + EDITOR_SESSION_TTL_MS);
    await this.db.insert(editorSessions).values({ editorSeq, tokenHash: sha256(token), expiresAt });
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<EditorContext | null> {
    const [row] = await this.db
      .select({ editorSeq: editorSessions.editorSeq, sessionSeq: editorSessions.sessionSeq })
      .from(editorSessions)
      .where(
        and(
          eq(editorSessions.tokenHash, sha256(token)),
          isNull(editorSessions.revokedAt),
          gt(editorSessions.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  /**
   * Deletes up to `limit` editor sessions begun before `cutoff` that no longer sign anyone in at `now` (expired or
   * revoked): login records past their 3 months, as owners' (SessionRepository.deleteBegunBefore). Returns how
   * many went.
   */
  async deleteSessionsBegunBefore(cutoff: Date, now: Date, limit: number): Promise<number> {
    return deleteSessionsBegunBefore(this.db, editorSessions, cutoff, now, limit);
  }
}
