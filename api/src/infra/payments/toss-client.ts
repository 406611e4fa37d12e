import { AppError } from '../../lib/errors.js';
import {
  type CancelRequest,
  type ConfirmRequest,
  GatewayError,
  type PaymentGateway,
  type TossPayment,
} from './gateway.js';

const TIMEOUT_MS = 30_000; // Toss asks for a generous read timeout on confirm (card networks can be slow).

/**
 * Toss Payments core API v1 over HTTP: Basic auth with the secret key (`base64(secretKey + ':')`), JSON bodies, an
 * `Idempotency-Key` on every POST (confirm and cancel), errors as `{ code, message }`. `baseUrl` is
 * https://api.tosspayments.com in production, the local fake otherwise (tests point it at a fake server).
 */
export class TossPaymentsClient implements PaymentGateway {
  private readonly authorization: string;

  constructor(
    private readonly baseUrl: string,
    secretKey: string,
  ) {
    this.authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  }

  confirm(req: ConfirmRequest, idempotencyKey: string) {
    return this.send('POST', '/v1/payments/confirm', req, idempotencyKey);
  }

  get(paymentKey: string) {
    return this.send('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  cancel(paymentKey: string, req: CancelRequest, idempotencyKey: string) {
    return this.send('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, req, idempotencyKey);
  }

  private async send(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      // Network failure or timeout: the outcome is unknown; callers retry with the same idempotency key or re-read.
      throw Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), { cause: err });
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayError(
        res.status,
        'INVALID_RESPONSE',
        `결제 서비스 응답을 읽지 못했어요 (${res.status}).`,
      );
    }
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; message?: string };
      throw new GatewayError(
        res.status,
        e.code ?? 'UNKNOWN_PAYMENT_ERROR',
        e.message ?? '결제에 실패했어요.',
      );
    }
    return json as TossPayment;
  }
}
