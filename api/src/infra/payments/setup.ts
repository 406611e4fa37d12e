import { FAKE_TOSS_PREFIX, type PaymentsConfig, usesFakeGateway } from './config.js';
import { FakeTossBackend, InProcessFakeGateway } from './fake-toss.js';
import type { CheckoutInfo, PaymentGateway } from './gateway.js';
import { TossPaymentsClient } from './toss-client.js';

/**
 * The gateway for this configuration: Toss with real keys; otherwise the local fake, called in process by the
 * server and mounted over HTTP at /fake-toss for the browser's checkout page.
 */
export function paymentGatewayFor(
  config: PaymentsConfig,
  now?: () => Date,
): {
  gateway: PaymentGateway;
  checkout: CheckoutInfo;
  fake: FakeTossBackend | null;
} {
  if (!usesFakeGateway(config))
    return {
      gateway: new TossPaymentsClient(config.apiBaseUrl, config.secretKey),
      checkout: { kind: 'TOSS', clientKey: config.clientKey, checkoutPath: null },
      fake: null,
    };
  const fake = new FakeTossBackend(undefined, undefined, now);
  return {
    gateway: new InProcessFakeGateway(fake),
    checkout: { kind: 'FAKE', clientKey: fake.clientKey, checkoutPath: `${FAKE_TOSS_PREFIX}/checkout` },
    fake,
  };
}
