// Opens the payment window for an order the server created (POST … returns it; the amount stays on the server).
// Locally (no Toss keys) that is the fake gateway's checkout page, reached through the API base URL; with real keys
// it is Toss's SDK window, whose code loads only here, when the payer presses the pay button.
import { getRuntimeConfig } from '../index';

/** The order shape every "create order" call answers (api: payments `checkoutOrderSchema`). */
export interface CheckoutOrder {
  orderId: string;
  amount: number;
  orderName: string;
  customerKey: string;
  checkout: { kind: 'FAKE' | 'TOSS'; clientKey: string; checkoutPath: string | null };
}

export interface PaymentUrls {
  /** Where the window returns on approval, with `paymentKey`, `orderId`, `amount` added (a path or a URL). */
  successUrl: string;
  /** Where it returns on failure or when the payer closes it, with `code`, `message`, `orderId` added. */
  failUrl: string;
  customerName?: string;
}

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** The fake gateway's checkout page for this order (exported for tests). */
export function fakeCheckoutUrl(order: CheckoutOrder, urls: PaymentUrls, apiBaseUrl: string) {
  const base = apiBaseUrl.replace(/\/$/, '');
  const url = new URL(
    `${base}${order.checkout.checkoutPath ?? '/fake-toss/checkout'}`,
    window.location.origin,
  );
  url.search = new URLSearchParams({
    orderId: order.orderId,
    orderName: order.orderName,
    amount: String(order.amount),
    successUrl: absolute(urls.successUrl),
    failUrl: absolute(urls.failUrl),
  }).toString();
  return url.toString();
}

/**
 * Sends the payer to pay `order`. Resolves when the browser is leaving the page (redirect flow); rejects when the
 * SDK cannot open its window (the caller shows the error and keeps the screen).
 */
export async function requestPayment(order: CheckoutOrder, urls: PaymentUrls): Promise<void> {
  if (order.checkout.kind === 'FAKE') {
    window.location.assign(fakeCheckoutUrl(order, urls, getRuntimeConfig().apiBaseUrl));
    return;
  }
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(order.checkout.clientKey);
  const payment = toss.payment({ customerKey: order.customerKey });
  await payment.requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: order.amount },
    orderId: order.orderId,
    orderName: order.orderName,
    customerName: urls.customerName,
    successUrl: absolute(urls.successUrl),
    failUrl: absolute(urls.failUrl),
  });
}
