import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { chatRooms, shops, staff, staffShops, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { normaliseEmail } from '../users/repository.js';
import { demoStaffEmail } from '../partner/seed.js';
import { DEMO_ACCOUNT } from '../users/seed.js';

const HOUR = 3600_000;

/**
 * The demo owner's chats, written through the chat service as the app would, with two of their shops: a grooming
 * inquiry from yesterday whose last two answers (this morning) are unread, and a hotel question, all read.
 */
export const demoChattingSeed: Seed = {
  name: 'demo-chatting',
  dependsOn: ['demo-owner', 'demo-staff'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const [demo] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(DEMO_ACCOUNT.userId)));
    // Two of the demo owner's shops (1..3, each with a staff account) that take chats.
    const open = await db
      .select({ shopId: shops.shopId, staffSeq: staff.staffSeq })
      .from(shops)
      .innerJoin(staffShops, eq(staffShops.shopId, shops.shopId))
      .innerJoin(staff, eq(staff.staffSeq, staffShops.staffSeq))
      .where(and(eq(shops.chatting, true), inArray(staff.email, [1, 2, 3].map(demoStaffEmail))))
      .orderBy(asc(shops.shopId))
      .limit(2);
    if (open.length < 2) return;
    const [{ shopId: shop1, staffSeq: staff1 }, { shopId: shop2, staffSeq: staff2 }] = open;
    const pets = await services.chatting.pets(demo.userSeq);
    const chat = services.chatting;
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    let n = 0;
    const id = () => `seed-demo-chat-${++n}`;

    // 매장 2: a question about the hotel three days ago, answered and read.
    const hotel = await chat.openRoom(demo.userSeq, shop2, at(72));
    const room2 = hotel.chattingRoomId;
    await chat.send(
      demo.userSeq,
      {
        chattingRoomId: room2,
        clientId: id(),
        message: '안녕하세요! 호텔 1박 가격이 궁금해요.',
        mediaSeqs: [],
      },
      at(72),
    );
    await chat.partnerSend(
      staff2,
      {
        chattingRoomId: room2,
        clientId: id(),
        message: '안녕하세요 소형견 기준 1박 45,000원이고, 산책 1회가 포함돼요.',
        mediaSeqs: [],
      },
      at(71.5),
    );
    await chat.send(
      demo.userSeq,
      { chattingRoomId: room2, clientId: id(), message: '감사합니다. 다음 달에 예약할게요!', mediaSeqs: [] },
      at(71),
    );
    const last2 = await chat.partnerSend(
      staff2,
      {
        chattingRoomId: room2,
        clientId: id(),
        message: '네, 편하게 문의 주세요. 좋은 하루 보내세요!',
        mediaSeqs: [],
      },
      at(70.5),
    );
    await chat.read(demo.userSeq, room2, last2.seq, at(70));

    // 매장 1: the prepare form and a grooming booking yesterday; this morning's two answers are unread.
    const { chattingRoomId: room1 } = await chat.inputInfo(
      demo.userSeq,
      {
        shopId: shop1,
        clientId: id(),
        type: '미용 상담',
        date: new Date(now.getTime() + 4 * 24 * HOUR).toISOString().slice(0, 10),
        petSeqs: pets.slice(0, 1).map((p) => p.petSeq),
        userData: { name: DEMO_ACCOUNT.nickname, phoneNumber: demo.phoneNumber || '01012345678' },
        etcData: [],
      },
      at(26),
    );
    await chat.send(
      demo.userSeq,
      {
        chattingRoomId: room1,
        clientId: id(),
        message: '이번 주 토요일 오후에 전체 미용 가능할까요?',
        mediaSeqs: [],
      },
      at(25.9),
    );
    const seen = await chat.partnerSend(
      staff1,
      {
        chattingRoomId: room1,
        clientId: id(),
        message: '안녕하세요 보호자데모님! 토요일 오후 2시 가능합니다.',
        mediaSeqs: [],
      },
      at(25),
    );
    await chat.read(demo.userSeq, room1, seen.seq, at(24.9));
    await chat.send(
      demo.userSeq,
      {
        chattingRoomId: room1,
        clientId: id(),
        message: '그럼 2시로 부탁드려요. 얼굴은 동글동글하게 해 주세요!',
        mediaSeqs: [],
      },
      at(24.8),
    );
    await chat.partnerSend(
      staff1,
      {
        chattingRoomId: room1,
        clientId: id(),
        message: '네, 토요일 오후 2시로 예약해 두었어요.',
        mediaSeqs: [],
      },
      at(2),
    );
    await chat.partnerSend(
      staff1,
      {
        chattingRoomId: room1,
        clientId: id(),
        message: '코코 컨디션이나 피부 상태 특이사항 있으면 미리 알려 주세요',
        mediaSeqs: [],
      },
      at(1.9),
    );
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(chatRooms))[0].n) > 0,
};
