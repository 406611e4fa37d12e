import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { fakeCheckoutUrl, requestPayment, type CheckoutOrder } from '../request-payment';

const order: CheckoutOrder = {
  orderId: 'GDTEST000001',
  amount: 90_000,
  orderName: '전체미용 10회 이용권',
  customerKey: 'cus_x',
  checkout: { kind: 'FAKE', clientKey: 'test_ck', checkoutPath: '/fake-toss/checkout' },
};

afterEach(() => vi.restoreAllMocks());

describe('requestPayment', () => {
  it('with the fake gateway, goes to its checkout page under the API base URL with absolute return URLs', () => {
    const url = new URL(
      fakeCheckoutUrl(
        order,
        { successUrl: '/voucher/success?productSeq=3', failUrl: '/voucher/fail' },
        '/api',
      ),
    );
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/fake-toss/checkout');
    expect(url.searchParams.get('orderId')).toBe('GDTEST000001');
    expect(url.searchParams.get('amount')).toBe('90000');
    expect(url.searchParams.get('successUrl')).toBe(`${window.location.origin}/voucher/success?productSeq=3`);
    expect(url.searchParams.get('failUrl')).toBe(`${window.location.origin}/voucher/fail`);
  });

  it('navigates there (no SDK is loaded for the fake)', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' } as RuntimeConfig);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://site.test',
      assign,
    });
    await requestPayment(order, { successUrl: '/voucher/success', failUrl: '/voucher/fail' });
    expect(assign).toHaveBeenCalledOnce();
    expect(assign.mock.calls[0][0]).toMatch(/^http:\/\/api\.test\/fake-toss\/checkout\?orderId=GDTEST000001/);
  });
});
