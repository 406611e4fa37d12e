import type { FastifyInstance } from 'fastify';

/** Issues a 2-day session and answers the contract's Session shape. */
export async function issueSession(app: FastifyInstance, userSeq: number) {
  const { token, expiresAt } = await app.sessions.issue(userSeq);
  const user = await app.repos.users.me(userSeq);
  return { token, expiresAt, user: user! };
}
