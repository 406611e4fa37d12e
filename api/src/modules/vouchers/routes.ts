import type { TypedApp } from '../../http/typed-app.js';
import { bearer, list, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { timeCursorQuery } from '../../http/time-paging.js';
import { checkoutOrderSchema } from '../payments/schemas.js';
import {
  orderQuery,
  productsQuery,
  purchaseBody,
  purchaseQuoteSchema,
  quoteQuery,
  refundQuoteSchema,
  usableQuery,
  voucherPageSchema,
  voucherParams,
  voucherProductSchema,
  voucherSchema,
  vouchersQuery,
} from './schemas.js';
import { VOUCHER_PURPOSE, VoucherService } from './service.js';

const tags = ['vouchers'];
const auth = { config: { auth: 'required' as const } };

export default async function voucherRoutes(app: TypedApp) {
  const vouchers = app.services.vouchers;
  // The payment of a purchase issues the pass in the confirm's transaction (POST /v2/payments/confirm).
  app.services.payments.registerFulfiller(VOUCHER_PURPOSE, VoucherService.fulfil);

  app.get(
    '/vouchers/products',
    {
      schema: {
        tags,
        summary: '매장의 이용권 상품',
        querystring: productsQuery,
        response: responses(list(voucherProductSchema)),
      },
    },
    async (request) => ok(await vouchers.products(request.query.shopId)),
  );

  app.get(
    '/vouchers/products/:id/quote',
    {
      ...auth,
      schema: {
        tags,
        summary: '이용권 구매 요약 (쿠폰 적용 금액, 사용 가능한 쿠폰)',
        description:
          '404 VOUCHER_PRODUCT_NOT_FOUND, 404 COUPON_NOT_FOUND, 409 COUPON_NOT_APPLICABLE (data.reason).',
        security: bearer,
        params: voucherParams,
        querystring: quoteQuery,
        response: responses(purchaseQuoteSchema),
      },
    },
    async (request) =>
      ok(
        await vouchers.quote(
          currentUser(request).userSeq,
          request.params.id,
          request.query.couponSeq,
          app.now(),
        ),
      ),
  );

  app.post(
    '/vouchers/purchases',
    {
      ...auth,
      schema: {
        tags,
        summary: '이용권 구매 시작 (결제 주문 생성 → requestPayment → POST /v2/payments/confirm)',
        security: bearer,
        body: purchaseBody,
        response: responses(checkoutOrderSchema),
      },
    },
    async (request) =>
      ok(await vouchers.startPurchase(currentUser(request).userSeq, request.body, app.now())),
  );

  app.get(
    '/vouchers',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 이용권 (매장별; 남은 횟수, 만료일, 사용 내역)',
        description:
          'scope=active: every pass that can still pay. Without it (apps from before paging): those and the newest ' +
          '20 refunded, expired or used-up ones; GET /v2/vouchers/past pages them all.',
        security: bearer,
        querystring: vouchersQuery,
        response: responses(list(voucherSchema)),
      },
    },
    async (request) => ok(await vouchers.list(currentUser(request).userSeq, app.now(), request.query.scope)),
  );

  app.get(
    '/vouchers/past',
    {
      ...auth,
      schema: {
        tags,
        summary: '지난 내 이용권 (환불·만료·모두 사용; 최근 산 것부터, cursor 페이지)',
        description:
          'Newest bought first, ties by seq; pass `nextCursor` back as `cursor`. ' +
          '400 VALIDATION_ERROR (a malformed cursor, size out of 1..50).',
        security: bearer,
        querystring: timeCursorQuery,
        response: responses(voucherPageSchema),
      },
    },
    async (request) => ok(await vouchers.pastPage(currentUser(request).userSeq, request.query, app.now())),
  );

  app.get(
    '/vouchers/usable',
    {
      ...auth,
      schema: {
        tags,
        summary: '이 예약 상품에 쓸 수 있는 내 이용권',
        security: bearer,
        querystring: usableQuery,
        response: responses(list(voucherSchema)),
      },
    },
    async (request) =>
      ok(
        await vouchers.usableFor(
          currentUser(request).userSeq,
          request.query.shopId,
          request.query.productSeq,
          app.now(),
        ),
      ),
  );

  app.get(
    '/vouchers/by-order',
    {
      ...auth,
      schema: {
        tags,
        summary: '결제 주문으로 산 이용권 (구매 완료 화면)',
        security: bearer,
        querystring: orderQuery,
        response: responses(voucherSchema),
      },
    },
    async (request) =>
      ok(await vouchers.byOrder(currentUser(request).userSeq, request.query.orderId, app.now())),
  );

  app.get(
    '/vouchers/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '이용권 상세 (본인 것만; 다른 사람 것은 404)',
        security: bearer,
        params: voucherParams,
        response: responses(voucherSchema),
      },
    },
    async (request) => ok(await vouchers.mine(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.get(
    '/vouchers/:id/refund-quote',
    {
      ...auth,
      schema: {
        tags,
        summary: '이용권 환불 예상 금액 (결제 금액 − 사용 횟수 × 1회 정가)',
        security: bearer,
        params: voucherParams,
        response: responses(refundQuoteSchema),
      },
    },
    async (request) => ok(await vouchers.refundQuote(currentUser(request).userSeq, request.params.id)),
  );

  app.post(
    '/vouchers/:id/refund',
    {
      ...auth,
      schema: {
        tags,
        summary: '이용권 환불 (결제 취소로 환불; 예약에 잡힌 횟수가 있으면 409 VOUCHER_NOT_REFUNDABLE)',
        security: bearer,
        params: voucherParams,
        response: responses(voucherSchema),
      },
    },
    async (request) => ok(await vouchers.refund(currentUser(request).userSeq, request.params.id, app.now())),
  );
}
