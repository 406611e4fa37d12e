/**
 * Access rules of media, 알림장 (report cards), albums, notices and 소식 (issue 9). Every object is made through the
 * API as the shop A side (staff A writes, uploads, publishes) about ownerA's pets, and read back by its rightful party.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AccessRule, World } from '../access-control-table.js';
import { multipartBody, pngImage } from '../media-fixtures.js';

type Auth = { authorization: string };

function data(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data as Record<string, unknown>;
}

const post = (w: World, url: string, auth: Auth, payload?: object) =>
  w.t.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

const today = (w: World) => w.clock.now().toISOString().slice(0, 10);

/** A photo uploaded by staff A (fresh, unattached). */
async function staffPhoto(w: World) {
  const body = multipartBody(await pngImage(40, 30));
  const res = await w.t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...w.staffA.auth, ...body.headers },
    payload: body.payload,
  });
  return data(res).mediaSeq as number;
}

// ---- 알림장 -----------------------------------------------------------------------------------------

/** A draft card by staff A about a fresh pet of ownerA (one card per pet, shop and day). */
async function draftCard(w: World) {
  const petSeq = await w.pet();
  const card = data(
    await post(w, '/v2/partner/alim-papers', w.staffA.auth, {
      shopId: w.shopA.shopId,
      petSeq,
      date: today(w),
      meal: { amount: 'MOST', note: '' },
      health: { vomiting: false, injury: false, medicine: true, note: '약 먹었어요' },
      text: '오늘도 잘 놀았어요.',
      mediaSeqs: [await staffPhoto(w)],
    }),
  );
  return card.alimPaperSeq as number;
}

async function publishedCard(w: World) {
  const seq = await draftCard(w);
  data(await post(w, `/v2/partner/alim-papers/${seq}/publish`, w.staffA.auth));
  return seq;
}

/** The card as its shop's staff see it: status, readAt, reply and content, without marking it read. */
const cardAsShop = (w: World, seq: number) => async () =>
  data(await w.get(`/v2/partner/alim-papers/${seq}`, w.staffA.auth));

/** The card as its owner sees it (with the live share link); opened once in `make`, so reading changes nothing. */
async function cardAsOwner(w: World, seq: number) {
  const read = async () => data(await w.get(`/v2/alim-papers/${seq}`, w.ownerA.auth));
  await read();
  return async () => ({ owner: await read(), shop: await cardAsShop(w, seq)() });
}

// ---- albums -------------------------------------------------------------------------------------------

async function album(w: World) {
  const petSeq = await w.pet();
  const created = data(
    await post(w, '/v2/partner/albums', w.staffA.auth, {
      shopId: w.shopA.shopId,
      kind: 'PET',
      title: '오늘의 사진',
      date: today(w),
      petSeqs: [petSeq],
      mediaSeqs: [await staffPhoto(w)],
    }),
  );
  return created.albumSeq as number;
}

const albumAsOwner = (w: World, seq: number) => async () =>
  data(await w.get(`/v2/albums/${seq}`, w.ownerA.auth));

const shopAlbums = (w: World) => async () =>
  data(await w.get(`/v2/partner/albums?shopId=${w.shopA.shopId}&size=50`, w.staffA.auth));

// ---- notices ------------------------------------------------------------------------------------------

async function notice(w: World, publish: boolean) {
  const created = data(
    await post(w, '/v2/partner/notices', w.staffA.auth, {
      shopId: w.shopA.shopId,
      title: publish ? '휴무 안내' : '임시 공지',
      body: '이번 주 일요일은 쉽니다.',
      publish,
    }),
  );
  return created.noticeSeq as number;
}

/** The shop's notices as its staff see them (drafts too). */
const shopNotices = (w: World) => async () =>
  data(await w.get(`/v2/partner/notices?shopId=${w.shopA.shopId}&size=50`, w.staffA.auth));

const noticeAsShop = (w: World, seq: number) => async () =>
  ((await shopNotices(w)()).items as { noticeSeq: number }[]).find((n) => n.noticeSeq === seq);

export const PHOTOS_AND_NOTES_RULES: Record<string, AccessRule> = {
  // Media: the signed link is the permission (docs/api-contract.md, Media); it is handed out only by calls that
  // already checked who may see the photo.
  'GET /v2/media/{mediaSeq}/{variant}': {
    open: 'the link is the permission: an HMAC of mediaSeq, variant and expiry, handed out only by calls that checked the viewer (api-contract, Media)',
  },

  // 알림장, owner side.
  'GET /v2/alim-papers': {
    open: 'the caller’s own cards only; petSeq narrows that list (another owner’s pet gives an empty page)',
  },
  'GET /v2/alim-papers/shared': {
    open: 'the share token is the credential (random, hashed, expiring, revocable); id must be the token’s card',
  },
  'GET /v2/alim-papers/{id}': {
    owned: 'owner',
    async make(w) {
      const seq = await publishedCard(w);
      // Read by the shop, so an intruder's open would show as readAt.
      return { url: `/v2/alim-papers/${seq}`, state: cardAsShop(w, seq) };
    },
  },
  'POST /v2/alim-papers/{id}/reply': {
    owned: 'owner',
    async make(w) {
      const seq = await publishedCard(w);
      return {
        method: 'POST',
        url: `/v2/alim-papers/${seq}/reply`,
        body: { text: '침입자의 답장' },
        state: cardAsShop(w, seq),
      };
    },
  },
  'POST /v2/alim-papers/{id}/share': {
    owned: 'owner',
    async make(w) {
      const seq = await publishedCard(w);
      return { method: 'POST', url: `/v2/alim-papers/${seq}/share`, state: await cardAsOwner(w, seq) };
    },
  },
  'DELETE /v2/alim-papers/{id}/share': {
    owned: 'owner',
    async make(w) {
      const seq = await publishedCard(w);
      data(await post(w, `/v2/alim-papers/${seq}/share`, w.ownerA.auth));
      return { method: 'DELETE', url: `/v2/alim-papers/${seq}/share`, state: await cardAsOwner(w, seq) };
    },
  },

  // 알림장, shop side.
  'GET /v2/partner/alim-papers': {
    owned: 'partner',
    refused: {
      status: 403,
      why: 'a shop the staff member has no role at is FORBIDDEN, known or not (api-contract, 알림장: 403 on a shop)',
    },
    async make(w) {
      const seq = await draftCard(w);
      return { url: `/v2/partner/alim-papers?shopId=${w.shopA.shopId}`, state: cardAsShop(w, seq) };
    },
  },
  'GET /v2/partner/alim-papers/{id}': {
    owned: 'partner',
    async make(w) {
      const seq = await draftCard(w);
      return { url: `/v2/partner/alim-papers/${seq}`, state: cardAsShop(w, seq) };
    },
  },
  'PUT /v2/partner/alim-papers/{id}': {
    owned: 'partner',
    async make(w) {
      const seq = await publishedCard(w);
      return {
        method: 'PUT',
        url: `/v2/partner/alim-papers/${seq}`,
        body: { date: today(w), text: '덮어쓰기' },
        state: cardAsShop(w, seq),
      };
    },
  },
  'POST /v2/partner/alim-papers/{id}/publish': {
    owned: 'partner',
    async make(w) {
      const seq = await draftCard(w);
      return {
        method: 'POST',
        url: `/v2/partner/alim-papers/${seq}/publish`,
        state: async () => ({
          card: await cardAsShop(w, seq)(),
          news: data(await w.get('/v2/notifications?size=1', w.ownerA.auth)).total,
        }),
      };
    },
  },

  // Albums.
  'GET /v2/albums': {
    open: 'the caller’s own albums only (their pets, their linked shops); shopId narrows that list',
  },
  'GET /v2/albums/{id}': {
    owned: 'owner',
    async make(w) {
      const seq = await album(w);
      return { url: `/v2/albums/${seq}`, state: albumAsOwner(w, seq) };
    },
  },
  'GET /v2/partner/albums': {
    owned: 'partner',
    async make(w) {
      await album(w);
      return { url: `/v2/partner/albums?shopId=${w.shopA.shopId}`, state: shopAlbums(w) };
    },
  },
  'DELETE /v2/partner/albums/{id}': {
    owned: 'partner',
    async make(w) {
      const seq = await album(w);
      return { method: 'DELETE', url: `/v2/partner/albums/${seq}`, state: albumAsOwner(w, seq) };
    },
  },

  // Notices.
  'GET /v2/notices': { open: 'a shop’s published notices are public (no login, api-contract 공지)' },
  'GET /v2/notices/{id}': {
    open: 'a published notice is public (opens from a link without login); drafts answer 404',
  },
  'GET /v2/partner/notices': {
    owned: 'partner',
    async make(w) {
      await notice(w, false);
      return { url: `/v2/partner/notices?shopId=${w.shopA.shopId}`, state: shopNotices(w) };
    },
  },
  'PUT /v2/partner/notices/{id}': {
    owned: 'partner',
    async make(w) {
      const seq = await notice(w, false);
      return {
        method: 'PUT',
        url: `/v2/partner/notices/${seq}`,
        body: { title: '침입', body: '덮어쓰기', pinned: true, publish: true },
        state: async () => ({
          notice: await noticeAsShop(w, seq)(),
          news: data(await w.get('/v2/notifications?size=1', w.ownerA.auth)).total,
        }),
      };
    },
  },
  'DELETE /v2/partner/notices/{id}': {
    owned: 'partner',
    async make(w) {
      const seq = await notice(w, true);
      return { method: 'DELETE', url: `/v2/partner/notices/${seq}`, state: noticeAsShop(w, seq) };
    },
  },
};
