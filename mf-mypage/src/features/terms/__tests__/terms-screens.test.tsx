// 마이페이지 › 약관 및 정책: the texts one agreed to at sign-up (and the public privacy policy), 고객센터 and the app's
// version; each text at /my-info/terms/:kind.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPublicPath, requiresLoginTab, useDeviceStore, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { TermsListScreen } from '../components/terms-list-screen';
import { TermsScreen } from '../components/terms-screen';

// The texts are a chunk of their own, fetched when a page first shows one.
const LAZY = { timeout: 5000 };

const routes = [
  { path: '/my-info/terms', Component: TermsListScreen },
  { path: '/my-info/terms/:kind', Component: TermsScreen },
  { path: '/not-found', element: <p>페이지를 찾을 수 없어요</p> },
];

beforeEach(() => {
  useDeviceStore.setState({ deviceInfo: null });
  useSessionStore.setState({ token: null, user: null });
});

describe('약관 및 정책', () => {
  it('lists the four texts, each opening its page with its version and date', async () => {
    const { router } = renderAt('/my-info/terms', routes);
    expect(screen.getByRole('heading', { level: 1, name: '약관 및 정책' })).toBeInTheDocument();
    const links = within(screen.getByRole('heading', { name: '약관' }).parentElement!).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.replace('›', ''), l.getAttribute('href')])).toEqual([
      ['서비스 이용약관', '/my-info/terms/service'],
      ['개인정보 수집 및 이용', '/my-info/terms/privacy'],
      ['개인정보처리방침', '/my-info/terms/privacy-policy'],
      ['마케팅 정보 수신', '/my-info/terms/marketing'],
    ]);

    await userEvent.click(screen.getByRole('link', { name: /개인정보처리방침/ }));
    expect(router.state.location.pathname).toBe('/my-info/terms/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '9. 개인정보 보호책임자' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('버전 1.0 · 2026년 12월 7일부터 적용')).toBeInTheDocument();
  });

  it('offers 고객센터 by e-mail with its hours', () => {
    renderAt('/my-info/terms', routes);
    expect(screen.getByRole('heading', { name: '고객센터' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /이메일 문의/ })).toHaveAttribute(
      'href',
      'mailto:help@guardian.kr',
    );
    expect(screen.getByText('평일 10:00~18:00')).toBeInTheDocument();
  });

  it("shows the app's version in the app, and no 버전 정보 in a browser, which has none", () => {
    const view = renderAt('/my-info/terms', routes);
    expect(screen.queryByText('버전 정보')).not.toBeInTheDocument();
    view.unmount();

    useDeviceStore.setState({ deviceInfo: { os: 'ios', os_version: '17.5', app_version: '3.4.1' } });
    renderAt('/my-info/terms', routes);
    expect(screen.getByText('버전 정보')).toBeInTheDocument();
    expect(screen.getByText('3.4.1')).toBeInTheDocument();
  });

  it('reads each text without an account', async () => {
    // Outside the login tab's layout: the privacy policy must be public (and a store listing links it).
    for (const path of ['/my-info/terms', '/my-info/terms/privacy-policy']) {
      expect(isPublicPath(path)).toBe(true);
      expect(requiresLoginTab(path)).toBe(false);
    }
    renderAt('/my-info/terms/marketing', routes);
    expect(screen.getByRole('heading', { level: 1, name: '마케팅 정보 수신' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '동의 철회' }, LAZY)).toBeInTheDocument();
  });

  it('answers a kind that is no text with the not-found page, in its place', async () => {
    const { router } = renderAt('/my-info/terms/refund', routes);
    expect(await screen.findByText('페이지를 찾을 수 없어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
