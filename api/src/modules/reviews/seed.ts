import { and, asc, count, eq } from 'drizzle-orm';
import { pets, products, reviews, shops, staffShops, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { hashPassword } from '../../infra/password.js';
import { hoursOn } from '../booking/availability.js';
import { addDays, seoulDate, seoulInstant, toHhmm } from '../booking/rules.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Reviewer {
  nickname: string;
  pet: { name: string; breed: string; weightKg: number };
  /** [shop index 0-2, product, days ago, stars, text, the shop's reply] */
  visits: [number, string, number, number, string, string | null][];
}

const REVIEWERS: Reviewer[] = [
  {
    nickname: '몽이엄마',
    pet: { name: '몽이', breed: '포메라니안', weightKg: 2.8 },
    visits: [
      [
        0,
        '전체미용 (가위컷)',
        9,
        5,
        '얼굴 라인을 동그랗게 정말 예쁘게 잘라 주셨어요. 겁 많은 몽이가 끝나고도 편안해 보여서 안심했어요.',
        '몽이가 얌전히 잘 있어 줬어요. 다음에 또 만나요!',
      ],
      [
        1,
        '1박 호텔링',
        30,
        4,
        '사진을 자주 보내 주셔서 출장 내내 걱정이 덜했어요. 산책 시간이 조금 더 길었으면 좋겠어요.',
        null,
      ],
    ],
  },
  {
    nickname: '두부아빠',
    pet: { name: '두부', breed: '비숑 프리제', weightKg: 5.5 },
    visits: [
      [
        0,
        '목욕',
        14,
        4,
        '목욕하고 드라이까지 보송보송하게 해주셨어요. 예약 시간보다 조금 늦게 시작한 점만 아쉬워요.',
        '기다리게 해드려 죄송합니다. 시간 잘 지키도록 하겠습니다.',
      ],
      [
        2,
        '종일반',
        6,
        5,
        '선생님들이 하루 일과를 꼼꼼히 적어 주셔서 좋아요. 두부가 친구들이랑 노는 사진 보고 웃었어요.',
        null,
      ],
    ],
  },
  {
    nickname: '보리누나',
    pet: { name: '보리', breed: '웰시 코기', weightKg: 11 },
    visits: [
      [
        0,
        '위생미용',
        20,
        3,
        '깔끔하게 해주셨는데 발톱이 조금 짧게 잘려서 하루 정도 절뚝거렸어요. 다음엔 말씀드려야겠어요.',
        null,
      ],
    ],
  },
];

/**
 * A few owners' reviews of completed visits at the demo shops 1-3, made like the app would (book, confirm, complete
 * through the booking service, then the reviews service), so the shops' review counts and ratings are real.
 */
export const demoReviewsSeed: Seed = {
  name: 'demo-reviews',
  dependsOn: ['booking-catalog', 'demo-owner', 'demo-staff', 'demo-reservations'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const demoShops = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
    const dogBreeds = await services.catalog.breeds('DOG');
    const passwordHash = await hashPassword('reviewer-demo-1234');
    for (const [n, reviewer] of REVIEWERS.entries()) {
      // Reviewers and their pets are kept when the seed runs again on a database that lost its bookings.
      const email = `reviewer${n + 1}@guardian.kr`;
      const [existing] = await db
        .select({ userSeq: users.userSeq })
        .from(users)
        .where(eq(users.email, email));
      const account =
        existing ??
        (await services.users.createAccount({
          email,
          passwordHash,
          nickname: reviewer.nickname,
          phoneNumber: `0107000000${n + 1}`,
          termsPrivacyAt: new Date(now.getTime() - 90 * DAY),
        }));
      const breedSeq =
        dogBreeds.find((b) => b.name === reviewer.pet.breed)?.breedSeq ?? dogBreeds[0].breedSeq;
      const [keptPet] = await db
        .select({ petSeq: pets.petSeq })
        .from(pets)
        .where(and(eq(pets.userSeq, account.userSeq), eq(pets.name, reviewer.pet.name)));
      const pet =
        keptPet ??
        (await services.pets.create(
          account.userSeq,
          {
            name: reviewer.pet.name,
            kind: 'DOG',
            breedSeq,
            birthDate: '2020-06-01',
            weightKg: reviewer.pet.weightKg,
            sex: 'MALE',
            neutered: true,
          },
          now,
        ));
      for (const [shopIndex, productName, daysAgo, rating, content, reply] of reviewer.visits) {
        const shop = demoShops[shopIndex];
        const [product] = await db
          .select({ productSeq: products.productSeq, unit: products.unit })
          .from(products)
          .where(and(eq(products.shopId, shop.shopId), eq(products.name, productName)));
        let date = addDays(seoulDate(now), -daysAgo);
        while (!hoursOn(shop.hours, date)) date = addDays(date, -1);
        const open = hoursOn(shop.hours, date)!.open;
        const visit = product.unit === 'VISIT' && shopIndex === 0;
        const time = visit ? toHhmm(open + 60 * (n + 1)) : undefined;
        const endDate = product.unit === 'NIGHT' ? addDays(date, 1) : undefined;
        const bookedAt = new Date(seoulInstant(date, '00:00').getTime() - 5 * DAY);
        const seq = await services.booking.create(
          account.userSeq,
          { shopId: shop.shopId, productSeq: product.productSeq, petSeqs: [pet.petSeq], date, endDate, time },
          bookedAt,
          { recordedAt: bookedAt },
        );
        await services.booking.transition(seq, 'confirm', new Date(bookedAt.getTime() + HOUR), {
          by: 'SHOP',
        });
        const { endAt } = await services.booking.byId(seq, now);
        await services.booking.transition(seq, 'complete', endAt, { by: 'SHOP' });
        const writtenAt = new Date(endAt.getTime() + 5 * HOUR);
        const review = await services.reviews.create(
          account.userSeq,
          { reservationSeq: seq, rating, content, mediaSeqs: [] },
          writtenAt,
        );
        if (reply) {
          const [member] = await db.select().from(staffShops).where(eq(staffShops.shopId, shop.shopId));
          if (member)
            await services.reviews.reply(
              member.staffSeq,
              review.reviewSeq,
              reply,
              new Date(writtenAt.getTime() + 3 * HOUR),
            );
        }
      }
    }
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(reviews))[0].n) > 0,
};
