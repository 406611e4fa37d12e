import { asc, count } from 'drizzle-orm';
import { shops, staff } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { hashPassword } from '../../infra/password.js';

export const DEMO_STAFF_PASSWORD = 'partner1234';
export const demoStaffEmail = (n: number) => `staff${n}@guardian.kr`;

/** Partner accounts staff1..3@guardian.kr, each the OWNER of one of shops 1..3 (the demo owner's shops). */
export const demoStaffSeed: Seed = {
  name: 'demo-staff',
  dependsOn: ['shops'],
  when: (o) => o.demo,
  async run({ db, services }) {
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    const demoShops = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
    for (const [i, shop] of demoShops.entries()) {
      await services.partner.createStaff(
        demoStaffEmail(i + 1),
        `${shop.name.split(' ')[0]} 원장`,
        passwordHash,
        [{ shopId: shop.shopId, role: 'OWNER' }],
      );
    }
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(staff))[0].n) > 0,
};
