// The success URL's confirm, sent once per page (React may mount twice in development); retrying is safe:
// the server answers a paid order again and the gateway call carries an idempotency key.
import { useEffect, useRef } from 'react';
import { useConfirmPayment } from '../api/confirm-payment';

export function useConfirmOnce(params: URLSearchParams) {
  const confirm = useConfirmPayment();
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const amount = Number(params.get('amount'));
  const valid = paymentKey !== '' && orderId !== '' && Number.isInteger(amount) && amount > 0;
  const sent = useRef(false);
  const run = () => confirm.mutate({ paymentKey, orderId, amount });
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [valid]);
  return { ...confirm, valid, orderId, retry: run };
}
