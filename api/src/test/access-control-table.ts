/**
 * The access-control table (issue 9): every operation that takes an object id (a path parameter, or a query
 * parameter named `…Id`, `…Seq`, `…Seqs` or `token`) is listed here, once, by `METHOD /path` as in the OpenAPI
 * document. `src/test/__tests__/access-control.test.ts` fails when an operation is missing, and for each owned
 * object checks that a second owner and a staff member of another shop are refused (404 unless the rule says
 * otherwise) and that nothing changed.
 *
 * A new route joins by one entry: `owned` (whose object it is, how to make one, how to read its state) or
 * `open` (why the id names something that is not owned: a public shop, the caller's own list…). The entries of
 * the first domains are below; each later domain keeps its entries in `access-rules/<domain>.ts`, spread into
 * ACCESS_RULES at the end of this file.
 */
import { uploadPhoto } from './media-fixtures.js';
import type { LightMyRequestResponse } from 'fastify';
import { addPet, partnerLogin, type TestClock } from './booking-fixtures.js';
import { createReservation, createShop, linkOwnerToShop } from './factories.js';
import type { TestContext } from './test-app.js';
import { CHAT_AND_COMMUNITY_RULES } from './access-rules/chat-and-community.js';
import { CURATION_AND_AI_RULES } from './access-rules/curation-and-ai.js';
import { MONEY_AND_PAPERS_RULES } from './access-rules/money-and-papers.js';
import { PHOTOS_AND_NOTES_RULES } from './access-rules/photos-and-notes.js';

type Auth = { authorization: string };
export interface World {
  t: TestContext;
  clock: TestClock;
  /** The rightful owner and a second owner (intruder), each with a live session. */
  ownerA: { userSeq: number; auth: Auth };
  ownerB: { userSeq: number; auth: Auth };
  /** Shop A (ownerA is its customer and books there) and its staff (OWNER role); shop B (ownerB's) and its staff. */
  shopA: { shopId: number; productSeq: number };
  shopB: { shopId: number };
  staffA: { auth: Auth };
  staffB: { auth: Auth };
  /** A fresh pet of ownerA. */
  pet(): Promise<number>;
  /** A fresh 요청 (or other status) reservation of ownerA at shop A, three days ahead. */
  reservation(status?: 'REQUESTED' | 'CONFIRMED'): Promise<number>;
  get(url: string, auth: Auth): Promise<LightMyRequestResponse>;
}

export interface Target {
  method?: string;
  url: string;
  body?: object;
  /** The object's state as its rightful party sees it; must be the same before and after the intruders. */
  state(): Promise<unknown>;
}

export type AccessRule =
  | {
      /** Whose route: an owner's (`/v2/...`) or a partner's (`/v2/partner/...`). */
      owned: 'owner' | 'partner';
      make(w: World): Promise<Target>;
      /** The status an intruder of the same kind gets, when not 404, and why. */
      refused?: { status: number; why: string };
    }
  | { open: string };

const body = (r: LightMyRequestResponse) => r.json().data as unknown;
const reservationState = (w: World, seq: number) => async () =>
  body(await w.get(`/v2/reservations/${seq}`, w.ownerA.auth));
const petState = (w: World, petSeq: number) => async () =>
  (body(await w.get('/v2/pets', w.ownerA.auth)) as { petSeq: number }[]).find((p) => p.petSeq === petSeq);

const partnerAction = (action: string, body?: object): AccessRule => ({
  owned: 'partner',
  async make(w) {
    const seq = await w.reservation(action === 'confirm' || action === 'reject' ? 'REQUESTED' : 'CONFIRMED');
    return { url: `/v2/partner/reservations/${seq}/${action}`, body, state: reservationState(w, seq) };
  },
});

const CORE_RULES: Record<string, AccessRule> = {
  'GET /v2/shop/inquiry': { open: 'regionSeqs and facilitiesSeqs filter the public catalogue' },
  'GET /v2/online-reservation/shops': { open: 'regionSeqs and facilitiesSeqs filter the public catalogue' },
  'GET /v2/shop': { open: 'a shop page is public (spec §7: unauthenticated); userSeq only marks favourites' },
  'POST /v2/shop/{id}/favorite': {
    open: 'any shop can be a favourite; it writes only the caller’s own list',
  },
  'DELETE /v2/shop/{id}/favorite': { open: 'removes from the caller’s own favourites only' },
  'GET /v2/shop/{id}/filter/facilities': { open: 'a shop’s facilities are public' },
  'GET /v2/shop/app/config': { open: 'a shop’s app config is public' },
  'GET /v2/shop/category/image': { open: 'a shop’s photos by category are public' },
  'DELETE /v2/shop/link': {
    open: 'unlinks the caller’s own link to that shop; another user’s link is never named',
  },
  'POST /v1/shop/user/link': { open: 'links the caller only, and only with a valid invitation token' },
  'GET /v2/online-reservation/shops/{shopId}': { open: 'a bookable shop’s page is public to every owner' },
  'GET /v2/online-reservation/products/{productSeq}': { open: 'a shop’s products are public' },
  'GET /v2/schedule/alimtalk': {
    open: 'the token is the credential (unguessable, expiring); see schedule-link tests',
  },
  'PATCH /v2/user/my-profile': {
    owned: 'owner',
    async make(w) {
      const mediaSeq = await uploadPhoto(w.t, w.ownerA);
      return {
        url: `/v2/user/my-profile?mediaSeq=${mediaSeq}`,
        // Another's photo is MEDIA_NOT_FOUND: it never becomes anyone else's picture.
        state: async () => ({
          mine: (body(await w.get('/v2/me', w.ownerA.auth)) as { profileImageUrl: string | null })
            .profileImageUrl,
          theirs: (body(await w.get('/v2/me', w.ownerB.auth)) as { profileImageUrl: string | null })
            .profileImageUrl,
        }),
      };
    },
  },
  'PATCH /v2/user/shop/sort-order': {
    owned: 'owner',
    refused: {
      status: 409,
      why: 'the list must be exactly the caller’s own links: another’s reads as a list changed meanwhile (MY_SHOPS_CHANGED), never saying which seq exists',
    },
    async make(w) {
      const links = async () =>
        (body(await w.get('/v2/me', w.ownerA.auth)) as { userShops: { userShopSeq: number }[] }).userShops;
      const seqs = (await links()).map((s) => s.userShopSeq);
      if (!seqs.length) throw new Error('the world’s owner A has a linked shop to order');
      return {
        method: 'PATCH',
        url: `/v2/user/shop/sort-order?userShopSeqs=${seqs.reverse().join(',')}`,
        state: links,
      };
    },
  },
  'PUT /v2/pets/{petSeq}': {
    owned: 'owner',
    async make(w) {
      const petSeq = await w.pet();
      return {
        url: `/v2/pets/${petSeq}`,
        body: {
          name: '침입자',
          kind: 'DOG',
          breedSeq: 1,
          birthDate: '2020-01-01',
          weightKg: 3,
          sex: 'MALE',
          neutered: false,
        },
        state: petState(w, petSeq),
      };
    },
  },
  'DELETE /v2/pets/{petSeq}': {
    owned: 'owner',
    async make(w) {
      const petSeq = await w.pet();
      return { url: `/v2/pets/${petSeq}`, state: petState(w, petSeq) };
    },
  },
  'GET /v2/online-reservation/products/{productSeq}/quote': {
    owned: 'owner',
    async make(w) {
      const petSeq = await w.pet();
      return {
        url: `/v2/online-reservation/products/${w.shopA.productSeq}/quote?petSeqs=${petSeq}`,
        state: petState(w, petSeq),
      };
    },
  },
  'GET /v2/online-reservation/shops/{shopId}/availability': {
    owned: 'owner',
    async make(w) {
      const petSeq = await w.pet();
      const date = new Date(w.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
      return {
        url: `/v2/online-reservation/shops/${w.shopA.shopId}/availability?productSeq=${w.shopA.productSeq}&date=${date}&petSeqs=${petSeq}`,
        state: petState(w, petSeq),
      };
    },
  },
  'GET /v2/online-reservation/shops/{shopId}/availability/month': {
    owned: 'owner',
    async make(w) {
      const petSeq = await w.pet();
      const month = w.clock.now().toISOString().slice(0, 7);
      return {
        url: `/v2/online-reservation/shops/${w.shopA.shopId}/availability/month?productSeq=${w.shopA.productSeq}&month=${month}&petSeqs=${petSeq}`,
        state: petState(w, petSeq),
      };
    },
  },
  'GET /v2/reservations/{id}': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return { url: `/v2/reservations/${seq}`, state: reservationState(w, seq) };
    },
  },
  'GET /v2/reservations/{id}/cancel-quote': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return { url: `/v2/reservations/${seq}/cancel-quote`, state: reservationState(w, seq) };
    },
  },
  'POST /v2/reservations/{id}/cancel': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return { method: 'POST', url: `/v2/reservations/${seq}/cancel`, state: reservationState(w, seq) };
    },
  },
  'POST /v2/reservations/{id}/reschedule': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return {
        method: 'POST',
        url: `/v2/reservations/${seq}/reschedule`,
        body: { date: '2026-12-30', time: '11:00' },
        state: reservationState(w, seq),
      };
    },
  },
  'GET /v2/schedule/{id}': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation('CONFIRMED');
      return { url: `/v2/schedule/${seq}`, state: reservationState(w, seq) };
    },
  },
  'POST /v2/notifications/{id}/read': {
    owned: 'owner',
    async make(w) {
      await w.reservation('CONFIRMED');
      const list = body(await w.get('/v2/notifications', w.ownerA.auth)) as {
        items: { notificationSeq: number }[];
      };
      const seq = list.items[0].notificationSeq;
      return {
        method: 'POST',
        url: `/v2/notifications/${seq}/read`,
        state: async () =>
          (
            body(await w.get('/v2/notifications', w.ownerA.auth)) as { items: { notificationSeq: number }[] }
          ).items.find((n) => n.notificationSeq === seq),
      };
    },
  },
  'GET /v2/partner/reservations': {
    owned: 'partner',
    refused: {
      status: 403,
      why: 'filtering by a shop the staff member does not work at is FORBIDDEN (partner-roles tests)',
    },
    async make(w) {
      const seq = await w.reservation();
      return { url: `/v2/partner/reservations?shopId=${w.shopA.shopId}`, state: reservationState(w, seq) };
    },
  },
  'POST /v2/partner/reservations/{id}/confirm': partnerAction('confirm'),
  'POST /v2/partner/reservations/{id}/reject': partnerAction('reject', { reason: '침입' }),
  'POST /v2/partner/reservations/{id}/complete': partnerAction('complete'),
  'POST /v2/partner/reservations/{id}/no-show': partnerAction('no-show'),
  'POST /v2/partner/reservations/{id}/deposit-paid': partnerAction('deposit-paid'),
  'POST /v2/partner/reservations/{id}/deposit-refunded': partnerAction('deposit-refunded'),
};

export const ACCESS_RULES: Record<string, AccessRule> = {
  ...CORE_RULES,
  ...PHOTOS_AND_NOTES_RULES,
  ...CHAT_AND_COMMUNITY_RULES,
  ...MONEY_AND_PAPERS_RULES,
  ...CURATION_AND_AI_RULES,
};

/** Builds the world every rule runs in: two owners, two shops, their staff. */
export async function buildWorld(t: TestContext, clock: TestClock): Promise<World> {
  const ownerA = await t.user('access-a@guardian.kr', '주인에이');
  const ownerB = await t.user('access-b@guardian.kr', '주인비');
  const shop = await createShop(t, {
    settings: { depositRate: 20, staffCount: 50 },
    products: [{ name: '목욕', durationMinutes: 60 }],
  });
  const other = await createShop(t, {});
  const staffA = await partnerLogin(t, 'access-staff-a@guardian.kr', [shop.shopId], 'OWNER');
  const staffB = await partnerLogin(t, 'access-staff-b@guardian.kr', [other.shopId], 'OWNER');
  await linkOwnerToShop(t, ownerA, shop.shopId);
  await linkOwnerToShop(t, ownerB, other.shopId);
  const productSeq = shop.products['목욕'];
  let slot = 0;
  return {
    t,
    clock,
    ownerA,
    ownerB,
    shopA: { shopId: shop.shopId, productSeq },
    shopB: { shopId: other.shopId },
    staffA,
    staffB,
    pet: () => addPet(t, ownerA, { name: `코코${slot++}` }),
    async reservation(status = 'REQUESTED') {
      const petSeq = await addPet(t, ownerA, { name: `보리${slot}` });
      // One pet per visit and a new hour each time, so no rule of the booking service refuses the next one.
      const at = new Date(clock.now().getTime() + 3 * 86_400_000);
      const date = at.toISOString().slice(0, 10);
      const time = `${String(10 + (slot++ % 8)).padStart(2, '0')}:00`;
      return createReservation(
        t,
        ownerA,
        { shopId: shop.shopId, productSeq, petSeqs: [petSeq], date, time },
        status,
      );
    },
    get: (url, auth) => t.inject({ method: 'GET', url, headers: auth }),
  };
}
