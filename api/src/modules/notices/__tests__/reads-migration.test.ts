// drizzle/0021_notice_album_reads.sql on a database from before the "N" marks: what the shops had posted counts as
// read, so no owner meets every notice and album since they joined marked new at once, except what their 소식 still
// shows unread (the one sign they have not opened it). Running its backfill again changes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../../config.js';
import { albumReads, noticeReads, notifications } from '../../../db/schema/index.js';
import { bookingContext, NOW, testClock } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createShop,
  createStaffSession,
  linkOwnerToShopSince,
  type Owner,
  type StaffSession,
} from '../../../test/factories.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

const HOUR = 3_600_000;
let t: TestContext;
const clock = testClock();
let shopId: number;
let staff: StaffSession;
let owner: Owner;
let coco: number;

beforeAll(async () => {
  t = await bookingContext(clock);
  shopId = (await createShop(t, { name: '오래된 매장' })).shopId;
  staff = await createStaffSession(t, [shopId]);
  owner = await createOwner(t);
  // A customer for a month.
  await linkOwnerToShopSince(t, owner, shopId, new Date(NOW.getTime() - 30 * 24 * HOUR));
  coco = await createPet(t, owner, { name: '코코' });
});
afterAll(() => t.close());

/** The migration's backfill (its INSERTs; the tables exist already). */
async function backfill() {
  const file = readFileSync(path.join(API_ROOT, 'drizzle', '0021_notice_album_reads.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint'))
    if (/^\s*INSERT INTO/m.test(statement)) await t.db.execute(sql.raw(statement));
}

async function notice(title: string) {
  clock.set(new Date(clock.now().getTime() + HOUR));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/partner/notices',
    headers: staff.auth,
    payload: { shopId, title, body: '내용' },
  });
  return res.json().data.noticeSeq as number;
}
async function album(title: string) {
  clock.set(new Date(clock.now().getTime() + HOUR));
  const body = multipartBody(await pngImage(120, 90), { filename: 'dog.png', contentType: 'image/png' });
  const media = await t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...staff.auth, ...body.headers },
    payload: body.payload,
  });
  const res = await t.inject({
    method: 'POST',
    url: '/v2/partner/albums',
    headers: staff.auth,
    payload: {
      shopId,
      kind: 'PET',
      title,
      date: '2026-11-22',
      petSeqs: [coco],
      mediaSeqs: [media.json().data.mediaSeq],
    },
  });
  return res.json().data.albumSeq as number;
}
/** The owner read the 소식 entry that opens `link` (in 소식, not by opening the item). */
async function readInNews(link: string) {
  await t.db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userSeq, owner.userSeq), eq(notifications.link, link)));
}
const newOnLists = async () => {
  const get = async (url: string) =>
    (await t.inject({ method: 'GET', url, headers: owner.auth })).json().data as {
      items: { title: string; unread: boolean }[];
      unread: number;
    };
  const notices = await get(`/v2/notices?shopId=${shopId}`);
  const albums = await get('/v2/albums');
  return {
    notices: notices.items.filter((n) => n.unread).map((n) => n.title),
    albums: albums.items.filter((a) => a.unread).map((a) => a.title),
    counts: [notices.unread, albums.unread],
  };
};

describe('the notices and albums posted before the N marks', () => {
  it('count as read, except those whose 소식 entry is still unread; again, nothing changes', async () => {
    const seenNotice = await notice('읽은 소식의 공지');
    await notice('안 읽은 소식의 공지');
    const goneNotice = await notice('소식이 지워진 공지');
    const seenAlbum = await album('읽은 소식의 앨범');
    await album('안 읽은 소식의 앨범');
    await readInNews(`/notice/${seenNotice}`);
    await readInNews(`/album/${seenAlbum}`);
    await t.db
      .delete(notifications)
      .where(and(eq(notifications.userSeq, owner.userSeq), eq(notifications.link, `/notice/${goneNotice}`)));
    // Before the migration nobody had a read: every one of them would be new.
    await t.db.delete(noticeReads);
    await t.db.delete(albumReads);
    expect((await newOnLists()).counts).toEqual([3, 2]);

    await backfill();
    expect(await newOnLists()).toEqual({
      notices: ['안 읽은 소식의 공지'],
      albums: ['안 읽은 소식의 앨범'],
      counts: [1, 1],
    });
    await backfill();
    expect((await newOnLists()).counts).toEqual([1, 1]);
  });
});
