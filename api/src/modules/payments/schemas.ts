/** Schemas of the payments domain. */
import { Type } from '@sinclair/typebox';
import { enumOf, obj, S } from '../../http/schemas.js';

const { str, int, nullable, dateTime } = S;

export const paymentOrderStatusEnum = enumOf(['READY', 'PAID', 'PARTIAL_CANCELED', 'CANCELED', 'VOIDED']);

/** An order as the browser needs it to open the payment window (`requestPayment` in @guardian/shared). */
export const checkoutOrderSchema = obj(
  {
    orderId: str,
    amount: int,
    orderName: str,
    customerKey: str,
    checkout: obj({
      kind: enumOf(['FAKE', 'TOSS']),
      clientKey: str,
      checkoutPath: nullable(str, { description: 'FAKE: path of the checkout page under the API base URL' }),
    }),
  },
  {
    description:
      'Open the payment window with this; the amount is kept on the server and checked at confirm.',
  },
);

export const paymentOrderSchema = obj({
  orderId: str,
  orderName: str,
  purpose: str,
  refSeq: int,
  amount: int,
  status: paymentOrderStatusEnum,
  refundedAmount: int,
  method: nullable(str),
  approvedAt: nullable(dateTime),
});

export const confirmBody = obj({
  paymentKey: Type.String({ minLength: 1, maxLength: 200 }),
  orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' }),
  amount: Type.Integer({ minimum: 1 }),
});

export const orderParams = obj({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' }) });

/** Toss's webhook body; only the payment's key and order are read (the rest is re-read from the gateway). */
export const webhookBody = Type.Object(
  {
    eventType: Type.Optional(str),
    data: Type.Optional(
      Type.Object(
        { paymentKey: Type.Optional(str), orderId: Type.Optional(str) },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);
