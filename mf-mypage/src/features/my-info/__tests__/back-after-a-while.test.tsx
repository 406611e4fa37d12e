// 마이페이지 left behind another app and shown again later: what the shop or the clock changed meanwhile (a form to
// sign, a coupon that ran out at midnight, a pass used up at the counter) is counted without a reload, while a glance
// at another app reads nothing again. The app's own query defaults are used.
import { screen } from '@testing-library/react';
import { apiGet, createQueryClient, queryKeys, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { awayUntil } from '@guardian/shared/test/away';
import { me, renderAt } from '../../../test/render-at';
import { MyInfoScreen } from '../components/my-info-screen';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

const START = new Date('2026-11-27T14:50:00Z'); // 23:50 in Seoul

let later = false;
const answers: Record<string, () => unknown> = {
  '/v2/me': () => me,
  '/v2/community/my/counts': () => ({ posts: 2, comments: 4, likes: 15 }),
  // A form added by the shop; a coupon that ran out at midnight; a pass used up at the counter.
  '/v2/consent/forms': () => (later ? [{ state: 'TO_SIGN' }, { state: 'RESIGN' }] : [{ state: 'TO_SIGN' }]),
  '/v2/coupons': () => (later ? [{ couponSeq: 5 }] : [{ couponSeq: 5 }, { couponSeq: 9 }]),
  '/v2/vouchers': () => (later ? [{ voucherSeq: 1 }] : [{ voucherSeq: 1 }, { voucherSeq: 2 }]),
};
const reads = () => vi.mocked(apiGet).mock.calls.length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  later = false;
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      const answer = answers[url];
      if (!answer) throw new Error(`unexpected ${url}`);
      return answer();
    });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('마이페이지, back in the app after a while', () => {
  it('counts the forms, coupons and passes as they are now, and reads nothing again after a glance', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.user.me(), me);
    renderAt('/my-info', [{ path: '/my-info', Component: MyInfoScreen }], client);
    expect(await screen.findByRole('link', { name: /^쿠폰\s*2장/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^이용권\s*2장/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^동의서\s*서명 필요 1/ })).toBeInTheDocument();
    const before = reads();

    awayUntil(new Date(START.getTime() + 30_000));
    expect(reads()).toBe(before);

    later = true;
    awayUntil('2026-11-28T00:00:00Z'); // 09:00 the next morning
    expect(await screen.findByRole('link', { name: /^쿠폰\s*1장/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^이용권\s*1장/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^동의서\s*서명 필요 2/ })).toBeInTheDocument();
  });
});
