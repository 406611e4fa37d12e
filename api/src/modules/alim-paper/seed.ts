import { asc, eq, inArray } from 'drizzle-orm';
import { alimPapers, pets, staff, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { addDays, seoulDate, seoulInstant, dayOfWeek } from '../booking/rules.js';
import { demoStaffEmail } from '../partner/seed.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import type { CreateAlimPaperInput } from './schemas.js';
import { demoPhoto } from './seed-photos.js';

const MOODS = [
  ['신나요', '활발해요'],
  ['행복해요', '편안해요'],
  ['졸려요', '느긋해요'],
  ['즐거워요', '씩씩해요'],
  ['궁금해요', '설레요'],
  ['배불러요', '만족해요'],
  ['반가워요', '기분 좋아요'],
];
const TEXTS = [
  '오늘 코코는 등원하자마자 친구들에게 인사하느라 바빴어요. 공놀이를 특히 좋아해서 오전 내내 공을 물고 다녔답니다.',
  '낮잠 시간에 창가 쪽 방석에서 푹 잤어요. 일어나서는 간식 시간에 "앉아"를 멋지게 해냈어요!',
  '산책 중에 처음 보는 친구를 만나 조금 긴장했지만 금세 꼬리를 흔들며 다가갔어요. 많이 컸어요.',
  '오늘은 노즈워크 놀이를 했어요. 숨겨둔 간식을 하나도 빠짐없이 찾아냈답니다.',
  '비가 와서 실내 놀이를 했어요. 터널 통과하기를 세 번이나 성공했어요.',
  '점심 사료를 깨끗하게 다 먹었어요. 오후에는 친구 보리와 사이좋게 장난감을 나눠 놀았어요.',
];
const HEALTH = [
  {
    vomiting: true,
    injury: false,
    medicine: false,
    note: '점심 먹고 30분 뒤 한 번 노란 토를 했어요. 이후에는 잘 놀았고 저녁까지 지켜봤어요.',
  },
  {
    vomiting: false,
    injury: true,
    medicine: false,
    note: '놀다가 왼쪽 앞발 발톱 끝이 조금 부러졌어요. 소독해 두었고 걷는 데는 문제없어요.',
  },
  {
    vomiting: false,
    injury: false,
    medicine: true,
    note: '보호자님이 맡기신 피부약을 점심 식사 후 먹였어요.',
  },
];
const MEALS = ['ALL', 'ALL', 'MOST', 'ALL', 'HALF', 'ALL'] as const;

/**
 * 알림장 for the demo: four weeks of weekday cards for 코코 from shop 1 (daycare: a few with a health
 * note), and a hotel stay for 나비 at shop 2, each with photos drawn here and uploaded through the media
 * service by the shop's staff, then published (a 소식 entry each). Older cards are read; the last three are not.
 */
export const demoAlimPaperSeed: Seed = {
  name: 'demo-alim-paper',
  dependsOn: ['catalog', 'demo-owner', 'demo-staff'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    const [coco, nabi] = await db
      .select()
      .from(pets)
      .where(eq(pets.userSeq, owner.userSeq))
      .orderBy(asc(pets.petSeq));
    const teachers = await db
      .select()
      .from(staff)
      .where(inArray(staff.email, [demoStaffEmail(1), demoStaffEmail(2)]))
      .orderBy(asc(staff.staffSeq));
    const shopOf = async (staffSeq: number) => (await services.partner.profile(staffSeq)).shops[0].shopId;
    const today = seoulDate(now);
    let photoNo = 0;

    const write = async (
      staffSeq: number,
      input: Omit<CreateAlimPaperInput, 'mediaSeqs' | 'shopId'>,
      photos: number,
      read: boolean,
    ) => {
      // Written at 18:00 that day, or an hour ago for today's card; never before the day itself began (a card is
      // about a day that has come, so just after midnight today's is written at 00:00).
      const at = new Date(
        Math.max(
          seoulInstant(input.date).getTime(),
          Math.min(seoulInstant(input.date, '18:00').getTime(), now.getTime() - 3600_000),
        ),
      );
      const mediaSeqs: number[] = [];
      for (let i = 0; i < photos; i++) {
        const uploaded = await services.media.upload(
          { kind: 'STAFF', seq: staffSeq },
          await demoPhoto(photoNo++),
          at,
        );
        mediaSeqs.push(uploaded.mediaSeq);
      }
      const card = await services.alimPapers.create(
        staffSeq,
        { ...input, shopId: await shopOf(staffSeq), mediaSeqs },
        at,
      );
      await services.alimPapers.publish(staffSeq, card.alimPaperSeq, at);
      if (read) {
        await services.alimPapers.detail(owner.userSeq, card.alimPaperSeq, new Date(at.getTime() + 3600_000));
        await services.notifications.markReadUpTo(owner.userSeq, at);
      }
    };

    // 코코: weekdays of the last four weeks at shop 1.
    const days: string[] = [];
    for (let d = 27; d >= 0; d--) {
      const date = addDays(today, -d);
      const dow = dayOfWeek(date);
      if (dow !== 0 && dow !== 6) days.push(date);
    }
    for (const [i, date] of days.entries()) {
      const health = i % 6 === 4 ? HEALTH[Math.floor(i / 6) % HEALTH.length] : null;
      await write(
        teachers[0].staffSeq,
        {
          petSeq: coco.petSeq,
          date,
          moods: MOODS[i % MOODS.length],
          meal: {
            amount: MEALS[i % MEALS.length],
            note: MEALS[i % MEALS.length] === 'HALF' ? '사료를 반 정도 남겼어요.' : '',
          },
          potty: { pee: 2 + (i % 3), poop: 1, state: health?.vomiting ? 'SOFT' : 'NORMAL', note: '' },
          activity: {
            walkMinutes: 20 + (i % 4) * 10,
            note: i % 2 ? '공원 한 바퀴' : '실내 놀이터와 노즈워크',
          },
          health,
          text: TEXTS[i % TEXTS.length],
        },
        i % 3 === 0 ? 2 : 1,
        i < days.length - 3,
      );
    }

    // 나비: a three-night hotel stay at shop 2 ending yesterday, one card a day.
    for (let d = 4; d >= 1; d--) {
      const date = addDays(today, -d);
      await write(
        teachers[1].staffSeq,
        {
          petSeq: nabi.petSeq,
          date,
          moods: d === 4 ? ['궁금해요', '불안해요'] : ['편안해요', '느긋해요'],
          meal: {
            amount: d === 4 ? 'LITTLE' : 'ALL',
            note: d === 4 ? '첫날이라 낯설어서 조금만 먹었어요.' : '',
          },
          potty: { pee: 3, poop: 1, state: 'NORMAL', note: '화장실 모래를 잘 썼어요.' },
          activity: { walkMinutes: 0, note: '캣타워 맨 위 칸이 마음에 들었나 봐요.' },
          health: null,
          text:
            d === 4
              ? '나비가 호텔에 왔어요. 처음엔 숨어 있었지만 저녁에는 간식을 받아먹었어요.'
              : '창가에서 햇볕을 쬐며 낮잠을 오래 잤어요. 빗질도 얌전히 받았어요.',
        },
        1,
        d > 1,
      );
    }
  },
  adopt: async (db) =>
    (await db.select({ seq: alimPapers.alimPaperSeq }).from(alimPapers).limit(1)).length > 0,
};
