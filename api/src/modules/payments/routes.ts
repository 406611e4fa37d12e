import type { TypedApp } from '../../http/typed-app.js';
import { bearer, nullData, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { confirmBody, orderParams, paymentOrderSchema, webhookBody } from './schemas.js';

const tags = ['payments'];
const auth = { config: { auth: 'required' as const } };

export default async function paymentRoutes(app: TypedApp) {
  const payments = app.services.payments;

  app.post(
    '/payments/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary: '결제 승인 (결제창 successUrl의 paymentKey, orderId, amount)',
        description:
          'Checks the amount against the order, confirms at the gateway with an idempotency key and fulfils the order ' +
          "(the purpose's fulfiller) in one transaction. Repeating it for a paid order answers the paid order again. " +
          '400 PAYMENT_AMOUNT_MISMATCH, 400 PAYMENT_FAILED (the gateway refused: message and data.code are its), ' +
          '409 PAYMENT_ALREADY_DONE, 404 PAYMENT_ORDER_NOT_FOUND, 502 EXTERNAL_SERVICE_ERROR (retry: never charges twice); ' +
          "a fulfilment error (e.g. a voucher product sold out) is answered with that domain's code after the charge is cancelled.",
        security: bearer,
        body: confirmBody,
        response: responses(paymentOrderSchema),
      },
    },
    async (request) => ok(await payments.confirm(currentUser(request).userSeq, request.body, app.now())),
  );

  app.get(
    '/payments/orders/:orderId',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 결제 주문',
        security: bearer,
        params: orderParams,
        response: responses(paymentOrderSchema),
      },
    },
    async (request) => ok(await payments.mine(currentUser(request).userSeq, request.params.orderId)),
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: '결제 상태 웹훅 (Toss PAYMENT_STATUS_CHANGED)',
        description:
          'A hint only: the payment is read back from the gateway and the order brought in line. Always 200.',
        body: webhookBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await payments.webhookHint(request.body.data ?? {});
      return ok(null);
    },
  );
}
