import { shopInvitations } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { hashPassword } from '../../infra/password.js';
import { storedInvitationToken } from '../invitations/repository.js';

export const DEMO_ACCOUNT = {
  userId: 'demo@guardian.kr',
  password: 'guardian1234',
  nickname: '보호자데모',
} as const;

const DEMO_PETS = [
  { name: '코코', kind: 'DOG', breed: '말티즈', birthDate: '2021-04-12', weightKg: 3.2, sex: 'FEMALE' },
  { name: '나비', kind: 'CAT', breed: '코리안 숏헤어', birthDate: '2022-09-03', weightKg: 4.1, sex: 'MALE' },
] as const;

/**
 * The demo owner: linked to shops 1-3 (customer numbers 1001-1003, through invitations like a real customer),
 * favourites 2 and 7, and two pets.
 */
export const demoOwnerSeed: Seed = {
  name: 'demo-owner',
  dependsOn: ['shops'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const demo = await services.users.createAccount({
      email: DEMO_ACCOUNT.userId,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      nickname: DEMO_ACCOUNT.nickname,
      phoneNumber: '01012345678',
      termsMarketing: true,
      termsPrivacyAt: now,
    });
    for (const shopId of [1, 2, 3]) {
      const token = `DEMO-LINK-${shopId}`;
      await db.insert(shopInvitations).values({
        token: storedInvitationToken(token),
        shopId,
        customerSeq: 1000 + shopId,
        customerName: DEMO_ACCOUNT.nickname,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
      await services.invitations.link(demo.userSeq, shopId, token);
    }
    for (const shopId of [2, 7]) await services.shops.setFavorite(demo.userSeq, shopId, true);
    const breeds = [...(await services.catalog.breeds('DOG')), ...(await services.catalog.breeds('CAT'))];
    for (const pet of DEMO_PETS) {
      const { breed, ...input } = pet;
      const breedSeq = breeds.find((b) => b.name === breed)!.breedSeq;
      await services.pets.create(demo.userSeq, { ...input, breedSeq, neutered: true }, now);
    }
  },
  adopt: async (db) =>
    (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_ACCOUNT.userId) })) != null,
};
