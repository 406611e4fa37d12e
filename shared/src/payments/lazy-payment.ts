// requestPayment as the apps import it: its code (and, with real keys, the Toss SDK) loads when the payer presses
// the pay button, so shared, which is in every tab's first load, carries only this line.
import type { CheckoutOrder, PaymentUrls } from './request-payment';

/** Opens the payment window for a server-made order (see request-payment.ts). */
export const requestPayment = async (order: CheckoutOrder, urls: PaymentUrls): Promise<void> =>
  (await import('./request-payment')).requestPayment(order, urls);
