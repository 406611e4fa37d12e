/** Payment gateway settings. Without both keys the API uses the local fake gateway (`npm start`, tests, e2e). */
export interface PaymentsConfig {
  /** Toss secret key (server only; Basic auth of the core API). Empty: the fake gateway. */
  secretKey: string;
  /** Toss client key (the browser's SDK). Empty: the fake gateway. */
  clientKey: string;
  /** The core API's base URL. */
  apiBaseUrl: string;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return {
    secretKey: env.TOSS_SECRET_KEY ?? '',
    clientKey: env.TOSS_CLIENT_KEY ?? '',
    apiBaseUrl: (env.TOSS_API_BASE_URL ?? 'https://api.tosspayments.com').replace(/\/$/, ''),
  };
}

export const usesFakeGateway = (c: PaymentsConfig) => !c.secretKey || !c.clientKey;

/** Where the fake gateway is mounted in the API process (and so its checkout page: `/fake-toss/checkout`). */
export const FAKE_TOSS_PREFIX = '/fake-toss';
