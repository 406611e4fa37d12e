/**
 * The fake gateway over HTTP, mounted at `/fake-toss` in the API process when no real keys are configured (the site
 * reaches it through its `/api` proxy: `/api/fake-toss/checkout`). It speaks Toss's core API at `/fake-toss/v1/...`
 * (so `TossPaymentsClient` can be pointed at it) and serves the checkout page that stands in for the SDK's window:
 * 결제하기 redirects to `successUrl?paymentKey&orderId&amount`, 카드 거절 and 결제 취소 to
 * `failUrl?code&message&orderId`, like the real window.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { FakeOutcome, FakeTossBackend } from './fake-toss.js';
import { GatewayError } from './gateway.js';

/** The page's own policy: inline styles only, no script, links only (no form posts), never framed. */
const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const FAILURES = {
  reject: { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' },
  close: { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** successUrl/failUrl: an http(s) URL or a path on this site; anything else (javascript:, data:) is refused. */
function returnUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const u = new URL(raw);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const withParams = (base: string, params: Record<string, string>) => {
  const [path, hash = ''] = base.split('#');
  const q = new URLSearchParams(params).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${q}${hash ? `#${hash}` : ''}`;
};

interface CheckoutQuery {
  orderId?: string;
  orderName?: string;
  amount?: string;
  successUrl?: string;
  failUrl?: string;
  customerName?: string;
  choice?: string;
}

function readCheckout(q: CheckoutQuery) {
  const amount = Number(q.amount);
  const successUrl = returnUrl(q.successUrl);
  const failUrl = returnUrl(q.failUrl);
  if (!q.orderId || !/^[A-Za-z0-9_-]{6,64}$/.test(q.orderId) || !Number.isInteger(amount) || amount <= 0)
    return null;
  if (!successUrl || !failUrl) return null;
  return { orderId: q.orderId, orderName: (q.orderName ?? '').slice(0, 100), amount, successUrl, failUrl };
}

function sendGatewayError(reply: FastifyReply, e: unknown) {
  if (e instanceof GatewayError) return reply.code(e.status).send({ code: e.code, message: e.message });
  if (e instanceof AppError)
    return reply.code(500).send({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: e.message });
  throw e;
}

export async function fakeTossRoutes(app: FastifyInstance, opts: { backend: FakeTossBackend }) {
  const { backend } = opts;
  const hide = { schema: { hide: true } };

  // The core API checks the secret key the way Toss does (Basic base64(secretKey + ':')).
  const authorised = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${backend.secretKey}:`).toString('base64')}`;
  const unauthorised = (reply: FastifyReply) =>
    reply
      .code(401)
      .send({ code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
  const idem = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);

  app.post('/v1/payments/confirm', hide, async (request, reply) => {
    if (!authorised(request.headers.authorization)) return unauthorised(reply);
    const body = (request.body ?? {}) as { paymentKey?: string; orderId?: string; amount?: number };
    if (
      typeof body.paymentKey !== 'string' ||
      typeof body.orderId !== 'string' ||
      typeof body.amount !== 'number'
    )
      return reply.code(400).send({ code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
    try {
      return backend.confirm(
        { paymentKey: body.paymentKey, orderId: body.orderId, amount: body.amount },
        idem(request.headers['idempotency-key']),
      );
    } catch (e) {
      return sendGatewayError(reply, e);
    }
  });

  app.get('/v1/payments/:paymentKey', hide, async (request, reply) => {
    if (!authorised(request.headers.authorization)) return unauthorised(reply);
    try {
      return backend.get((request.params as { paymentKey: string }).paymentKey);
    } catch (e) {
      return sendGatewayError(reply, e);
    }
  });

  app.post('/v1/payments/:paymentKey/cancel', hide, async (request, reply) => {
    if (!authorised(request.headers.authorization)) return unauthorised(reply);
    const body = (request.body ?? {}) as { cancelReason?: string; cancelAmount?: number };
    if (typeof body.cancelReason !== 'string' || body.cancelReason.length === 0)
      return reply.code(400).send({ code: 'INVALID_REQUEST', message: '취소 사유를 입력해 주세요.' });
    try {
      return backend.cancel(
        (request.params as { paymentKey: string }).paymentKey,
        { cancelReason: body.cancelReason, cancelAmount: body.cancelAmount },
        idem(request.headers['idempotency-key']),
      );
    } catch (e) {
      return sendGatewayError(reply, e);
    }
  });

  app.get('/checkout', hide, async (request, reply) => {
    const c = readCheckout(request.query as CheckoutQuery);
    reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store');
    if (!c)
      return reply.code(400).type('text/html; charset=utf-8').send(page('결제 정보가 올바르지 않아요.', ''));
    const q = (choice: string) =>
      `checkout/decide?${new URLSearchParams({ ...c, amount: String(c.amount), choice }).toString()}`;
    const won = `${c.amount.toLocaleString('ko-KR')}원`;
    const body = `
      <p class="label">주문</p><p class="value">${escapeHtml(c.orderName)}</p>
      <p class="label">결제 금액</p><p class="amount">${won}</p>
      <p class="note">테스트 결제창이에요. 실제로 돈이 나가지 않아요.</p>
      <a class="btn primary" href="${escapeHtml(q('approve'))}">${won} 결제하기</a>
      <a class="btn" href="${escapeHtml(q('reject'))}">카드 거절로 테스트</a>
      <a class="btn ghost" href="${escapeHtml(q('close'))}">결제 취소</a>`;
    return reply.type('text/html; charset=utf-8').send(page('가디언 테스트 결제', body));
  });

  app.get('/checkout/decide', hide, async (request, reply) => {
    const q = request.query as CheckoutQuery;
    const c = readCheckout(q);
    if (!c)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CHECKOUT_CSP)
        .send(page('결제 정보가 올바르지 않아요.', ''));
    if (q.choice === 'approve' || q.choice === 'reject-at-confirm') {
      const outcome: FakeOutcome = q.choice === 'approve' ? 'APPROVE' : 'REJECT_AT_CONFIRM';
      const paymentKey = backend.authorise(c, outcome);
      return reply.redirect(
        withParams(c.successUrl, { paymentKey, orderId: c.orderId, amount: String(c.amount) }),
        303,
      );
    }
    const f = q.choice === 'reject' ? FAILURES.reject : FAILURES.close;
    return reply.redirect(
      withParams(c.failUrl, { code: f.code, message: f.message, orderId: c.orderId }),
      303,
    );
  });
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:Pretendard,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f4f5f7;color:#191f28}
main{max-width:480px;margin:0 auto;min-height:100vh;background:#fff;padding:24px 20px;box-sizing:border-box}
h1{font-size:20px;margin:8px 0 24px}.label{margin:0;color:#6b7684;font-size:13px}.value{margin:4px 0 16px;font-size:16px}
.amount{margin:4px 0 16px;font-size:28px;font-weight:700}.note{color:#6b7684;font-size:13px;margin:0 0 24px}
.btn{display:flex;align-items:center;justify-content:center;height:48px;border-radius:12px;margin-top:12px;text-decoration:none;font-size:16px;font-weight:600;color:#191f28;background:#f2f4f6}
.btn.primary{background:#3182f6;color:#fff}.btn.ghost{background:#fff;border:1px solid #e5e8eb}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
