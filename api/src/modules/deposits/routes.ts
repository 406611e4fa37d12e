import type { TypedApp } from '../../http/typed-app.js';
import { bearer, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { checkoutOrderSchema } from '../payments/schemas.js';
import { depositParams, depositSchema } from './schemas.js';
import { DEPOSIT_PURPOSE, DepositService } from './service.js';

const tags = ['reservations'];
const auth = { config: { auth: 'required' as const } };

export default async function depositRoutes(app: TypedApp) {
  const deposits = app.services.deposits;
  // The payment of a deposit marks it paid in the confirm's transaction (POST /v2/payments/confirm).
  app.services.payments.registerFulfiller(DEPOSIT_PURPOSE, DepositService.fulfil);

  app.get(
    '/reservations/:id/deposit',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약금 (금액, 기한, 상태, 입금 계좌, 결제 방법)',
        description: "404 RESERVATION_NOT_FOUND (also another owner's), 409 NO_DEPOSIT.",
        security: bearer,
        params: depositParams,
        response: responses(depositSchema),
      },
    },
    async (request) => ok(await deposits.mine(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.post(
    '/reservations/:id/deposit/payment',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약금 온라인 결제 시작 (결제 주문 → requestPayment → POST /v2/payments/confirm)',
        description:
          '409 NO_DEPOSIT, 409 DEPOSIT_ALREADY_PAID, 409 INVALID_STATUS_TRANSITION (cancelled, completed…). ' +
          'Cancelling later refunds the quoted refundAmount through the gateway.',
        security: bearer,
        params: depositParams,
        response: responses(checkoutOrderSchema),
      },
    },
    async (request) =>
      ok(await deposits.startPayment(currentUser(request).userSeq, request.params.id, app.now())),
  );
}
