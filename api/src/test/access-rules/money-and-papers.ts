/**
 * Access-control entries of payments, 이용권 (vouchers), coupons, 예약금 (deposits), consent forms and reviews
 * (issue 9). See `../access-control-table.ts` for the shape of an entry and the world every `make` runs in.
 *
 * Orders, passes, coupons, deposits, signatures and reviews belong to one owner: anyone else gets the domain's
 * NOT_FOUND (404). Consent forms and review replies belong to a shop: the staff of another shop gets 404. The
 * partner lists filtered by `shopId`, and a shop issuing a coupon, answer a shop the staff member does not work at
 * with 403 FORBIDDEN, like `GET /v2/partner/reservations`: shop ids are public, so this confirms nothing private.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AccessRule, World } from '../access-control-table.js';
import { createReservation } from '../factories.js';
import { createVoucherProduct, pay } from '../money-fixtures.js';
import { signatureDataUrl } from '../../modules/consents/signature-png.js';

const data = (r: LightMyRequestResponse) => {
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data as unknown;
};

const FORBIDDEN_SHOP = {
  status: 403,
  why: 'a shopId the staff member has no role at is FORBIDDEN (as GET /v2/partner/reservations); shop ids are public',
};

// ---- payments, vouchers, coupons ---------------------------------------------------------------------------

/** One pass product of shop A (covering its product), made once per world. */
const voucherProducts = new WeakMap<World, Promise<number>>();
function voucherProduct(w: World) {
  let p = voucherProducts.get(w);
  if (!p) {
    p = createVoucherProduct(w.t, w.shopA.shopId, [w.shopA.productSeq]);
    voucherProducts.set(w, p);
  }
  return p;
}

/** A pass of ownerA bought through the fake gateway; its seq and the payment order. */
async function voucher(w: World) {
  const voucherProductSeq = await voucherProduct(w);
  const order = data(
    await w.t.inject({
      method: 'POST',
      url: '/v2/vouchers/purchases',
      headers: w.ownerA.auth,
      payload: { voucherProductSeq },
    }),
  ) as { orderId: string; amount: number; orderName: string };
  const paid = await pay(w.t, w.ownerA, order);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const v = data(await w.get(`/v2/vouchers/by-order?orderId=${order.orderId}`, w.ownerA.auth)) as {
    voucherSeq: number;
  };
  return { voucherSeq: v.voucherSeq, orderId: order.orderId };
}

const voucherState = (w: World, voucherSeq: number) => async () =>
  data(await w.get(`/v2/vouchers/${voucherSeq}`, w.ownerA.auth));

/** A coupon of ownerA for shop A (as a shop or an event would issue it). */
const coupon = (w: World) =>
  w.t.app.services.coupons.issue(w.ownerA.userSeq, {
    name: '첫 방문 5천원 할인',
    discountType: 'AMOUNT',
    discountValue: 5_000,
    shopId: w.shopA.shopId,
    expiresAt: new Date(w.clock.now().getTime() + 30 * 86_400_000),
  });

const couponState = (w: World, couponSeq: number) => async () =>
  data(await w.get(`/v2/coupons/${couponSeq}`, w.ownerA.auth));

// ---- deposits ----------------------------------------------------------------------------------------------

const depositState = (w: World, seq: number) => async () => ({
  deposit: data(await w.get(`/v2/reservations/${seq}/deposit`, w.ownerA.auth)),
  reservation: data(await w.get(`/v2/reservations/${seq}`, w.ownerA.auth)),
});

// ---- consents ----------------------------------------------------------------------------------------------

/**
 * A fresh per-pet form of shop A, written by its staff. Not required for booking: a required form would block the
 * shop's confirm in every other rule of the world.
 */
async function consentForm(w: World) {
  const form = data(
    await w.t.inject({
      method: 'POST',
      url: '/v2/partner/consent-forms',
      headers: w.staffA.auth,
      payload: {
        shopId: w.shopA.shopId,
        kind: 'GROOMING',
        title: '미용 위험 고지 동의서',
        body: '미용 중 피부 발적이나 작은 상처가 생길 수 있습니다. 이상이 보이면 바로 연락드립니다.',
        perPet: true,
        requiredForBooking: false,
      },
    }),
  ) as { formSeq: number; version: number };
  return form;
}

/** A fresh form of shop A signed by ownerA for a fresh pet. */
async function signature(w: World) {
  const form = await consentForm(w);
  const petSeq = await w.pet();
  const s = await w.t.app.services.consents.sign(
    w.ownerA.userSeq,
    form.formSeq,
    { petSeq, version: form.version, signature: signatureDataUrl() },
    w.clock.now(),
  );
  return { formSeq: form.formSeq, signatureSeq: s.signatureSeq };
}

const ownerFormState = (w: World, formSeq: number) => async () =>
  data(await w.get(`/v2/consent/forms/${formSeq}`, w.ownerA.auth));

const signatureState = (w: World, signatureSeq: number) => async () =>
  data(await w.get(`/v2/consent/signatures/${signatureSeq}`, w.ownerA.auth));

/** The form as its shop sees it (text, version, signature count) and who signed it. */
const shopFormState = (w: World, formSeq: number) => async () => ({
  form: (
    data(await w.get(`/v2/partner/consent-forms?shopId=${w.shopA.shopId}`, w.staffA.auth)) as {
      formSeq: number;
    }[]
  ).find((f) => f.formSeq === formSeq),
  signatures: data(await w.get(`/v2/partner/consent-forms/${formSeq}/signatures`, w.staffA.auth)),
});

// ---- reviews -----------------------------------------------------------------------------------------------

let visit = 0;
/**
 * A review of ownerA of a fresh completed visit at shop A (five days ahead, completed at its end; between 11:00 and
 * 17:00, open on any day of the week).
 */
async function review(w: World) {
  const petSeq = await w.pet();
  const at = new Date(w.clock.now().getTime() + 5 * 86_400_000);
  const reservationSeq = await createReservation(
    w.t,
    w.ownerA,
    {
      shopId: w.shopA.shopId,
      productSeq: w.shopA.productSeq,
      petSeqs: [petSeq],
      date: at.toISOString().slice(0, 10),
      time: `${String(11 + (visit++ % 6)).padStart(2, '0')}:00`,
    },
    'COMPLETED',
  );
  const r = await w.t.app.services.reviews.create(
    w.ownerA.userSeq,
    { reservationSeq, rating: 5, content: '꼼꼼하게 목욕시켜 주셔서 정말 보송보송해졌어요.', mediaSeqs: [] },
    w.clock.now(),
  );
  return r.reviewSeq;
}

const reviewState = (w: World, reviewSeq: number) => async () => ({
  mine: (data(await w.get('/v2/reviews/mine', w.ownerA.auth)) as { reviewSeq: number }[]).find(
    (r) => r.reviewSeq === reviewSeq,
  ),
  shop: data(await w.get(`/v2/shop/${w.shopA.shopId}/reviews?size=50`, w.ownerA.auth)),
});

const REVIEW_BODY = { rating: 1, content: '침입자가 고친 리뷰입니다. 별로였어요.', mediaSeqs: [] };

export const MONEY_AND_PAPERS_RULES: Record<string, AccessRule> = {
  // ---- payments ----------------------------------------------------------------------------------------------
  'GET /v2/payments/orders/{orderId}': {
    owned: 'owner',
    async make(w) {
      const { orderId } = await voucher(w);
      return {
        url: `/v2/payments/orders/${orderId}`,
        state: async () => data(await w.get(`/v2/payments/orders/${orderId}`, w.ownerA.auth)),
      };
    },
  },

  // ---- 이용권 ------------------------------------------------------------------------------------------------
  'GET /v2/vouchers/products': {
    open: 'a shop’s pass products are public (no sign-in), like its booking products',
  },
  'GET /v2/vouchers/usable': {
    open: 'lists only the caller’s own passes, filtered by a public shop and one of its public products',
  },
  'GET /v2/vouchers/products/{id}/quote': {
    owned: 'owner',
    async make(w) {
      const couponSeq = await coupon(w);
      return {
        url: `/v2/vouchers/products/${await voucherProduct(w)}/quote?couponSeq=${couponSeq}`,
        state: couponState(w, couponSeq),
      };
    },
  },
  'GET /v2/vouchers/by-order': {
    owned: 'owner',
    async make(w) {
      const { voucherSeq, orderId } = await voucher(w);
      return { url: `/v2/vouchers/by-order?orderId=${orderId}`, state: voucherState(w, voucherSeq) };
    },
  },
  'GET /v2/vouchers/{id}': {
    owned: 'owner',
    async make(w) {
      const { voucherSeq } = await voucher(w);
      return { url: `/v2/vouchers/${voucherSeq}`, state: voucherState(w, voucherSeq) };
    },
  },
  'GET /v2/vouchers/{id}/refund-quote': {
    owned: 'owner',
    async make(w) {
      const { voucherSeq } = await voucher(w);
      return { url: `/v2/vouchers/${voucherSeq}/refund-quote`, state: voucherState(w, voucherSeq) };
    },
  },
  'POST /v2/vouchers/{id}/refund': {
    owned: 'owner',
    async make(w) {
      const { voucherSeq, orderId } = await voucher(w);
      return {
        url: `/v2/vouchers/${voucherSeq}/refund`,
        state: async () => ({
          voucher: await voucherState(w, voucherSeq)(),
          order: data(await w.get(`/v2/payments/orders/${orderId}`, w.ownerA.auth)),
        }),
      };
    },
  },

  // ---- coupons -----------------------------------------------------------------------------------------------
  'GET /v2/coupons/{id}': {
    owned: 'owner',
    async make(w) {
      const couponSeq = await coupon(w);
      return { url: `/v2/coupons/${couponSeq}`, state: couponState(w, couponSeq) };
    },
  },
  'POST /v2/partner/shops/{shopId}/coupons': {
    owned: 'partner',
    refused: {
      status: 403,
      why: 'issuing for a shop the staff member has no role at is FORBIDDEN (documented on the route; shop ids are public)',
    },
    async make(w) {
      return {
        url: `/v2/partner/shops/${w.shopA.shopId}/coupons`,
        body: {
          userSeq: w.ownerA.userSeq,
          name: '단골 감사 쿠폰',
          discountType: 'AMOUNT',
          discountValue: 3_000,
          validDays: 30,
        },
        state: async () => ({
          usable: data(await w.get('/v2/coupons?tab=usable', w.ownerA.auth)),
          past: data(await w.get('/v2/coupons?tab=past', w.ownerA.auth)),
        }),
      };
    },
  },

  // ---- 예약금 -----------------------------------------------------------------------------------------------
  'GET /v2/reservations/{id}/deposit': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return { url: `/v2/reservations/${seq}/deposit`, state: depositState(w, seq) };
    },
  },
  'POST /v2/reservations/{id}/deposit/payment': {
    owned: 'owner',
    async make(w) {
      const seq = await w.reservation();
      return { url: `/v2/reservations/${seq}/deposit/payment`, state: depositState(w, seq) };
    },
  },

  // ---- consents, owner side ----------------------------------------------------------------------------------
  'GET /v2/consent/forms/{id}': {
    owned: 'owner',
    async make(w) {
      const { formSeq } = await consentForm(w);
      return { url: `/v2/consent/forms/${formSeq}`, state: ownerFormState(w, formSeq) };
    },
  },
  'POST /v2/consent/forms/{id}/sign': {
    owned: 'owner',
    async make(w) {
      const form = await consentForm(w);
      const petSeq = await w.pet();
      return {
        url: `/v2/consent/forms/${form.formSeq}/sign`,
        body: { petSeq, version: form.version, signature: signatureDataUrl() },
        state: ownerFormState(w, form.formSeq),
      };
    },
  },
  'GET /v2/consent/signatures/{id}': {
    owned: 'owner',
    async make(w) {
      const { signatureSeq } = await signature(w);
      return { url: `/v2/consent/signatures/${signatureSeq}`, state: signatureState(w, signatureSeq) };
    },
  },
  'GET /v2/consent/signatures/{id}/pdf': {
    owned: 'owner',
    async make(w) {
      const { signatureSeq } = await signature(w);
      return { url: `/v2/consent/signatures/${signatureSeq}/pdf`, state: signatureState(w, signatureSeq) };
    },
  },

  // ---- consents, shop side -----------------------------------------------------------------------------------
  'GET /v2/partner/consent-forms': {
    owned: 'partner',
    refused: FORBIDDEN_SHOP,
    async make(w) {
      const { formSeq } = await consentForm(w);
      return { url: `/v2/partner/consent-forms?shopId=${w.shopA.shopId}`, state: shopFormState(w, formSeq) };
    },
  },
  'PUT /v2/partner/consent-forms/{id}': {
    owned: 'partner',
    async make(w) {
      const { formSeq } = await signature(w);
      return {
        url: `/v2/partner/consent-forms/${formSeq}`,
        body: {
          title: '침입자가 고친 동의서',
          body: '침입자가 고친 본문입니다. 이 내용으로 다시 서명을 받습니다.',
          perPet: true,
          requiredForBooking: false,
        },
        state: async () => ({
          shop: await shopFormState(w, formSeq)(),
          owner: await ownerFormState(w, formSeq)(),
        }),
      };
    },
  },
  'GET /v2/partner/consent-forms/{id}/signatures': {
    owned: 'partner',
    async make(w) {
      const { formSeq } = await signature(w);
      return { url: `/v2/partner/consent-forms/${formSeq}/signatures`, state: shopFormState(w, formSeq) };
    },
  },
  'GET /v2/partner/consent-signatures/{id}/pdf': {
    owned: 'partner',
    async make(w) {
      const { formSeq, signatureSeq } = await signature(w);
      return { url: `/v2/partner/consent-signatures/${signatureSeq}/pdf`, state: shopFormState(w, formSeq) };
    },
  },

  // ---- reviews -----------------------------------------------------------------------------------------------
  'GET /v2/shop/{shopId}/reviews': { open: 'a shop’s reviews are public (no sign-in), authors masked' },
  'PUT /v2/reviews/{id}': {
    owned: 'owner',
    async make(w) {
      const reviewSeq = await review(w);
      return { url: `/v2/reviews/${reviewSeq}`, body: REVIEW_BODY, state: reviewState(w, reviewSeq) };
    },
  },
  'DELETE /v2/reviews/{id}': {
    owned: 'owner',
    async make(w) {
      const reviewSeq = await review(w);
      return { url: `/v2/reviews/${reviewSeq}`, state: reviewState(w, reviewSeq) };
    },
  },
  'GET /v2/partner/reviews': {
    owned: 'partner',
    refused: FORBIDDEN_SHOP,
    async make(w) {
      const reviewSeq = await review(w);
      return { url: `/v2/partner/reviews?shopId=${w.shopA.shopId}`, state: reviewState(w, reviewSeq) };
    },
  },
  'PUT /v2/partner/reviews/{id}/reply': {
    owned: 'partner',
    async make(w) {
      const reviewSeq = await review(w);
      return {
        url: `/v2/partner/reviews/${reviewSeq}/reply`,
        body: { reply: '침입자의 답글' },
        state: reviewState(w, reviewSeq),
      };
    },
  },
};
