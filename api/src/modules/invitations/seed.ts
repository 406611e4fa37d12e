import { count } from 'drizzle-orm';
import { shopInvitations } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import { storedInvitationToken } from './repository.js';

export const DEMO_INVITATIONS = ['DEMO-INVITE-1', 'DEMO-INVITE-2', 'DEMO-INVITE-3'] as const;

/** Single-use invitations of shops 4-6 for the demo owner (`db:reset` restores them). */
export const demoInvitationsSeed: Seed = {
  name: 'demo-invitations',
  dependsOn: ['shops'],
  when: (o) => o.demo,
  async run({ db }) {
    await db.insert(shopInvitations).values(
      DEMO_INVITATIONS.map((token, i) => ({
        token: storedInvitationToken(token),
        shopId: 4 + i,
        customerSeq: 2001 + i,
        customerName: DEMO_ACCOUNT.nickname,
        expiresAt: new Date('2027-12-31T14:59:59Z'),
      })),
    );
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(shopInvitations))[0].n) > 0,
};
