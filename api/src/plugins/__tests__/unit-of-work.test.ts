import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const account = (email: string) => ({
  email,
  nickname: email.slice(0, 8),
  passwordHash: null,
  phoneNumber: '',
  termsPrivacyAt: new Date(),
});

describe('app.withTx', () => {
  it('commits every write of the callback together', async () => {
    const { userSeq } = await t.app.withTx(async (services) => {
      const user = await services.users.createAccount(account('tx-ok@guardian.kr'));
      await services.auth.issueToken(user.userSeq);
      return user;
    });
    expect(await t.db.select().from(users).where(eq(users.userSeq, userSeq))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userSeq, userSeq))).toHaveLength(1);
  });

  it('rolls every write back when the callback fails, including those of services that open their own unit', async () => {
    let userSeq = 0;
    await expect(
      t.app.withTx(async (services) => {
        userSeq = (await services.users.createAccount(account('tx-fail@guardian.kr'))).userSeq;
        // deleteAccount runs in a unit of work of its own; inside withTx it joins this transaction.
        await services.users.deleteAccount(userSeq, 'test');
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(userSeq).toBeGreaterThan(0);
    expect(await t.db.select().from(users).where(eq(users.userSeq, userSeq))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, 'tx-fail@guardian.kr'))).toEqual([]);
  });

  it('outside withTx, app.services work on the pool and see committed data', async () => {
    const user = await t.app.services.users.createAccount(account('pool@guardian.kr'));
    expect((await t.app.services.users.me(user.userSeq)).userId).toBe('pool@guardian.kr');
  });
});
