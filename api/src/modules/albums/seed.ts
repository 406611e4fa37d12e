import { asc, count, eq } from 'drizzle-orm';
import { albums, pets, staff, staffShops, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { seoulDate } from '../booking/rules.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import { demoPetPhoto } from './seed-photos.js';

const DAY = 86_400_000;

/** The demo pets' coats, so every photo of one pet shows the same animal (코코 a white Maltese, 나비 a tabby). */
const COAT: Record<string, string> = { 코코: '#f5f0e6', 나비: '#d9b38c' };

/** Albums of the demo pets over the last month: shop index (0-2 = shops 1-3), pet, title, photos, days ago. */
const ALBUMS = [
  { shop: 0, pet: '코코', kind: 'PET', title: '코코 목욕하고 뽀송뽀송', photos: 4, daysAgo: 26 },
  { shop: 2, pet: '코코', kind: 'DAY', title: '유치원 첫 등원한 날', photos: 5, daysAgo: 19 },
  { shop: 1, pet: '나비', kind: 'PET', title: '나비의 호텔 둘째 날', photos: 4, daysAgo: 12 },
  { shop: 2, pet: '코코', kind: 'DAY', title: '공원 산책과 공놀이', photos: 6, daysAgo: 5 },
  { shop: 0, pet: '코코', kind: 'PET', title: '겨울맞이 위생 미용', photos: 3, daysAgo: 1 },
] as const;

/**
 * Demo albums for the demo owner's pets at shops 1-3, posted by each shop's demo staff through the media service
 * (photos drawn with sharp at seed time) and the albums service, so 소식 gets their ALBUM notifications.
 */
export const demoAlbumsSeed: Seed = {
  name: 'demo-albums',
  dependsOn: ['demo-staff', 'demo-owner', 'demo-notices'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    if (!demo) return;
    const demoPets = await db.select().from(pets).where(eq(pets.userSeq, demo.userSeq));
    const owners = await db
      .select({ staffSeq: staff.staffSeq, shopId: staffShops.shopId })
      .from(staff)
      .innerJoin(staffShops, eq(staffShops.staffSeq, staff.staffSeq))
      .where(eq(staffShops.role, 'OWNER'))
      .orderBy(asc(staffShops.shopId))
      .limit(3);
    let n = 0;
    for (const a of ALBUMS) {
      const pet = demoPets.find((p) => p.name === a.pet);
      const owner = owners[a.shop];
      if (!pet || !owner) continue;
      const at = new Date(now.getTime() - a.daysAgo * DAY - 3 * 3_600_000);
      const mediaSeqs: number[] = [];
      for (let i = 0; i < a.photos; i++) {
        const photo = await demoPetPhoto(pet.kind, 1000 + n++ * 7, COAT[pet.name]);
        const view = await services.media.upload({ kind: 'STAFF', seq: owner.staffSeq }, photo, at);
        mediaSeqs.push(view.mediaSeq);
      }
      await services.albums.create(
        owner.staffSeq,
        {
          shopId: owner.shopId,
          kind: a.kind,
          title: a.title,
          date: seoulDate(at),
          petSeqs: [pet.petSeq],
          mediaSeqs,
        },
        at,
      );
    }
    await services.notifications.markReadUpTo(demo.userSeq, new Date(now.getTime() - 5 * DAY));
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(albums))[0].n) > 0,
};
