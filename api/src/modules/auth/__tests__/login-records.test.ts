import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorSessions,
  oauthStates,
  sessions,
  snsSignupTokens,
  staffSessions,
} from '../../../db/schema/index.js';
import { hashPassword } from '../../../infra/password.js';
import { sha256 } from '../../../infra/tokens.js';
import { createStaff } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { loginRecordCutoff } from '../session-repository.js';

// The privacy policy (개인정보 처리방침 §2, 서비스를 이용하면서 생기는 정보) keeps login records 3 months
// (통신비밀보호법), then deletes them, a deleted account's too. The API's login records are the sessions (who signed
// in, when; chat tokens with them) and the traces of a social login (its OAuth state, its sign-up token); shop staff
// and editors sign in too, so their sessions are login records kept as long.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

const NOW = new Date('2026-06-15T03:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const DAY = 86_400_000;

/** A session of `userSeq` signed in at `createdAt` (2 days long unless `expiresAt`), as the API stores it. */
async function sessionAt(userSeq: number, createdAt: Date, over: Partial<typeof sessions.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(sessions)
    .values({
      userSeq,
      tokenHash: sha256(`${userSeq}-${createdAt.toISOString()}-${Math.random()}`),
      expiresAt: new Date(createdAt.getTime() + 2 * DAY),
      createdAt,
      ...over,
    })
    .returning({ seq: sessions.sessionSeq });
  return row.seq;
}

async function remaining(seqs: number[]) {
  const rows = await t.db
    .select({ seq: sessions.sessionSeq })
    .from(sessions)
    .where(inArray(sessions.sessionSeq, seqs));
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

describe('login records', () => {
  it('3 months is counted in calendar months, and a shorter month does not cut it short', () => {
    expect(loginRecordCutoff(new Date('2026-06-15T03:00:00Z'))).toEqual(new Date('2026-03-15T03:00:00Z'));
    // 31 May − 3 months: the last day of February, not 3 March (a record of 1-2 March would go too early).
    expect(loginRecordCutoff(new Date('2026-05-31T12:00:00Z'))).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(loginRecordCutoff(new Date('2026-01-10T00:00:00Z'))).toEqual(new Date('2025-10-10T00:00:00Z'));
  });

  it('deletes sessions and chat tokens signed in more than 3 months ago, and keeps younger ones', async () => {
    const alice = await t.user('records-alice@guardian.kr', '기록앨리스');
    const old = await sessionAt(alice.userSeq, daysBefore(93));
    const oldRevoked = await sessionAt(alice.userSeq, daysBefore(100), { revokedAt: daysBefore(99) });
    const oldChat = await sessionAt(alice.userSeq, daysBefore(120), {
      kind: 'CHAT',
      expiresAt: new Date(daysBefore(120).getTime() + 600_000),
    });
    const young = await sessionAt(alice.userSeq, daysBefore(88));
    const all = [old, oldRevoked, oldChat, young];

    const removed = await t.app.services.auth.pruneExpiredRecords(NOW);
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await remaining(all)).toEqual([young]);
    // Nothing left to remove: a second run deletes nothing.
    expect(await t.app.services.auth.pruneExpiredRecords(NOW)).toBe(0);
  });

  it('never deletes a session still in use, however long ago it began', async () => {
    const bob = await t.user('records-bob@guardian.kr', '기록밥');
    const live = await sessionAt(bob.userSeq, daysBefore(200), { expiresAt: new Date(NOW.getTime() + DAY) });
    await t.app.services.auth.pruneExpiredRecords(NOW);
    expect(await remaining([live])).toEqual([live]);
  });

  it("keeps a deleted account's login records for the 3 months, then deletes them", async () => {
    const carol = await t.user('records-carol@guardian.kr', '기록캐롤');
    const signedIn = new Date();
    expect((await t.inject({ method: 'DELETE', url: '/v2/user', headers: carol.auth })).statusCode).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userSeq, carol.userSeq));
    expect(rows).toHaveLength(1);
    expect(rows[0].revokedAt).not.toBeNull(); // ended by the deletion, but kept as the record of that login

    const inAMonth = new Date(signedIn.getTime() + 30 * DAY);
    await t.app.services.auth.pruneExpiredRecords(inAMonth);
    expect(await remaining([rows[0].sessionSeq])).toEqual([rows[0].sessionSeq]);

    const inFourMonths = new Date(signedIn.getTime() + 4 * 31 * DAY);
    await t.app.services.auth.pruneExpiredRecords(inFourMonths);
    expect(await remaining([rows[0].sessionSeq])).toEqual([]);
  });

  it('deletes the traces of social logins (OAuth state, sign-up token) after 3 months too', async () => {
    await t.db.insert(oauthStates).values([
      {
        stateHash: 'old-state',
        kind: 'KAKAO',
        redirectUri: 'https://guardian.test/cb',
        expiresAt: daysBefore(99),
        createdAt: daysBefore(99),
      },
      {
        stateHash: 'young-state',
        kind: 'KAKAO',
        redirectUri: 'https://guardian.test/cb',
        expiresAt: daysBefore(9),
        createdAt: daysBefore(9),
      },
    ]);
    await t.db.insert(snsSignupTokens).values([
      {
        tokenHash: 'old-sns',
        kind: 'KAKAO',
        snsId: 'k-1',
        email: 'kakao@guardian.kr',
        expiresAt: daysBefore(99),
        createdAt: daysBefore(99),
      },
      {
        tokenHash: 'young-sns',
        kind: 'KAKAO',
        snsId: 'k-2',
        email: null,
        expiresAt: daysBefore(9),
        createdAt: daysBefore(9),
      },
    ]);
    await t.app.services.auth.pruneExpiredRecords(NOW);
    const states = await t.db.select({ h: oauthStates.stateHash }).from(oauthStates);
    const tokens = await t.db.select({ h: snsSignupTokens.tokenHash }).from(snsSignupTokens);
    expect(states.map((r) => r.h)).toEqual(['young-state']);
    expect(tokens.map((r) => r.h)).toEqual(['young-sns']);
  });

  it('goes through more old records than one batch holds', async () => {
    const dave = await t.user('records-dave@guardian.kr', '기록데이브');
    const seqs: number[] = [];
    for (let i = 0; i < 7; i++) seqs.push(await sessionAt(dave.userSeq, daysBefore(95 + i)));
    expect(await t.app.services.auth.pruneExpiredRecords(NOW, 3)).toBe(7);
    expect(await remaining(seqs)).toEqual([]);
  });

  it("deletes shop staff's and editors' sessions begun more than 3 months ago, and keeps younger or live ones", async () => {
    const staffSeq = await createStaff(t, 'records-staff@guardian.kr', []);
    const editorSeq = await t.app.services.editors.createEditor(
      'records-editor@guardian.kr',
      '기록 에디터',
      await hashPassword('editor1234'),
    );
    // 12-hour sessions (a working day), as the partner and editor logins issue them.
    const at = (createdAt: Date, over: { expiresAt?: Date; revokedAt?: Date } = {}) => ({
      tokenHash: sha256(`${createdAt.toISOString()}-${Math.random()}`),
      expiresAt: new Date(createdAt.getTime() + DAY / 2),
      createdAt,
      ...over,
    });
    const staffRows = await t.db
      .insert(staffSessions)
      .values([
        { staffSeq, ...at(daysBefore(93)) },
        { staffSeq, ...at(daysBefore(100), { revokedAt: daysBefore(100) }) },
        { staffSeq, ...at(daysBefore(88)) },
        { staffSeq, ...at(daysBefore(200), { expiresAt: new Date(NOW.getTime() + DAY) }) },
      ])
      .returning({ seq: staffSessions.sessionSeq });
    const editorRows = await t.db
      .insert(editorSessions)
      .values([
        { editorSeq, ...at(daysBefore(95)) },
        { editorSeq, ...at(daysBefore(60)) },
        { editorSeq, ...at(daysBefore(150), { expiresAt: new Date(NOW.getTime() + DAY) }) },
      ])
      .returning({ seq: editorSessions.sessionSeq });

    await t.app.services.auth.pruneExpiredRecords(NOW);
    const staffLeft = await t.db
      .select({ seq: staffSessions.sessionSeq })
      .from(staffSessions)
      .where(eq(staffSessions.staffSeq, staffSeq));
    const editorLeft = await t.db
      .select({ seq: editorSessions.sessionSeq })
      .from(editorSessions)
      .where(eq(editorSessions.editorSeq, editorSeq));
    // The young one and the one still signing someone in stay, for staff and editors alike.
    expect(staffLeft.map((r) => r.seq).sort((a, b) => a - b)).toEqual([staffRows[2].seq, staffRows[3].seq]);
    expect(editorLeft.map((r) => r.seq).sort((a, b) => a - b)).toEqual([
      editorRows[1].seq,
      editorRows[2].seq,
    ]);
  });

  it('goes through more old staff and editor sessions than one batch holds', async () => {
    const staffSeq = await createStaff(t, 'records-staff-many@guardian.kr', []);
    const editorSeq = await t.app.services.editors.createEditor(
      'records-editor-many@guardian.kr',
      '기록 에디터 둘',
      await hashPassword('editor1234'),
    );
    const rows = Array.from({ length: 7 }, (_, i) => ({
      tokenHash: sha256(`many-${i}-${Math.random()}`),
      createdAt: daysBefore(95 + i),
      expiresAt: daysBefore(94 + i),
    }));
    await t.db.insert(staffSessions).values(rows.map((r) => ({ ...r, staffSeq })));
    await t.db
      .insert(editorSessions)
      .values(rows.map((r) => ({ ...r, tokenHash: `${r.tokenHash}-e`, editorSeq })));
    expect(await t.app.services.auth.pruneExpiredRecords(NOW, 3)).toBe(14);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffSeq, staffSeq))).toEqual([]);
    expect(await t.db.select().from(editorSessions).where(eq(editorSessions.editorSeq, editorSeq))).toEqual(
      [],
    );
  });
});
