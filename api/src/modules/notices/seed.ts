import { asc, count, eq } from 'drizzle-orm';
import { notices, staff, staffShops, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { DEMO_ACCOUNT } from '../users/seed.js';

const DAY = 86_400_000;

/** What a neighbourhood pet shop posts: hours, holidays, prices, health reminders. `daysAgo` from the seed's now. */
const NOTICES: { title: string; body: string; pinned?: boolean; daysAgo: number }[] = [
  {
    title: '12월 휴무 및 연말 운영 시간 안내',
    body: '12월 25일(금)과 1월 1일(금)은 휴무입니다.\n12월 24일과 31일은 오후 5시까지 운영하며, 마지막 접수는 오후 4시입니다.\n연말에는 예약이 몰리니 미리 예약해 주세요. 감사합니다.',
    pinned: true,
    daysAgo: 2,
  },
  {
    title: '겨울철 산책 후 발 관리 안내',
    body: '제설제(염화칼슘)는 발바닥 패드에 자극이 될 수 있어요.\n산책 후에는 미지근한 물로 발을 씻기고 물기를 완전히 말려 주세요.\n발바닥이 갈라지거나 빨갛게 되면 방문하실 때 말씀해 주세요. 보습 관리를 함께 해 드립니다.',
    daysAgo: 6,
  },
  {
    title: '주차 안내 (건물 뒤편 주차장 이용)',
    body: '매장 앞 도로는 주정차 단속 구역입니다.\n건물 뒤편 주차장을 이용해 주시면 1시간 무료 주차 도장을 찍어 드립니다.',
    daysAgo: 15,
  },
  {
    title: '11월 광견병 예방접종 확인 부탁드려요',
    body: '유치원·호텔 이용 반려견은 광견병 예방접종 확인이 필요합니다.\n접종 증명서를 카운터에 보여 주시거나 사진으로 보내 주세요.',
    daysAgo: 28,
  },
];

/** Notices for each demo shop (shops 1-3), written by its demo staff through the notices service. */
export const demoNoticesSeed: Seed = {
  name: 'demo-notices',
  dependsOn: ['demo-staff', 'demo-owner', 'demo-reservations'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const owners = await db
      .select({ staffSeq: staff.staffSeq, shopId: staffShops.shopId })
      .from(staff)
      .innerJoin(staffShops, eq(staffShops.staffSeq, staff.staffSeq))
      .where(eq(staffShops.role, 'OWNER'))
      .orderBy(asc(staffShops.shopId))
      .limit(3);
    for (const { staffSeq, shopId } of owners) {
      // Oldest first, so each is published on its day and the newest notification is on top.
      for (const n of [...NOTICES].reverse()) {
        const at = new Date(now.getTime() - n.daysAgo * DAY - shopId * 3_600_000);
        await services.notices.create(
          staffSeq,
          { shopId, title: n.title, body: n.body, pinned: n.pinned ?? false, publish: true },
          at,
        );
      }
    }
    // The demo owner has looked at 소식 since last week: only this week's notices are still unread.
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    if (demo) await services.notifications.markReadUpTo(demo.userSeq, new Date(now.getTime() - 5 * DAY));
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(notices))[0].n) > 0,
};
