// A login or sign-up answered while the next page's code is still on its way (a tab's remote on a slow connection:
// the router keeps the login page until it arrives). The form stays busy meanwhile, so a second tap sends nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { AuthEmail } from '../routes/auth-email';
import { AuthSnsNickname } from '../routes/auth-sns-nickname';
import { writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };

/** /my-info's code arrives only when the test says so. */
function slowMyInfo() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const tree: RouteObject[] = [
    { path: '/auth/email', element: <AuthEmail /> },
    { path: '/auth/sns/nickname', element: <AuthSnsNickname /> },
    {
      path: '/my-info',
      lazy: async () => {
        await arrived;
        return { element: <p>마이페이지 도착</p> };
      },
    },
  ];
  return { tree, arrive };
}

beforeEach(() => {
  resetStores();
  sessionStorage.clear();
});

describe('while the next page is still arriving', () => {
  it('keeps 로그인 busy after the login answered, so a second tap does not log in again', async () => {
    const calls = mockApi(() => ({ data: SESSION }));
    const { tree, arrive } = slowMyInfo();
    renderRoutes(tree, { path: '/auth/email?redirectUrl=%2Fmy-info' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    const button = screen.getByRole('button', { name: '로그인' });
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    // Its answer is in and the page is still here: the button must not be free again.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('마이페이지 도착')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인' })).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(calls.filter((c) => c.url === '/v2/login')).toHaveLength(1);

    arrive();
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
  });

  it('keeps 가입 완료 busy after an SNS sign-up answered, so a second tap is not refused as an expired sign-up', async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/v2/user/duplicated') return { data: { duplicated: false } };
      if (url === '/v2/signup') return { data: SESSION };
      return { status: 404 };
    });
    writeSnsFlow({
      kind: 'KAKAO',
      snsToken: 'sns-1',
      redirectUrl: '/my-info',
      termsPrivacy: true,
      termsMarketing: false,
    });
    const { tree, arrive } = slowMyInfo();
    renderRoutes(tree, { path: '/auth/sns/nickname' });
    await userEvent.type(screen.getByLabelText('닉네임'), '초코맘');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용할 수 있는 닉네임이에요.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '가입 완료' });
    await userEvent.click(button);
    await waitFor(() => expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    // Still the form the person filled in, busy: not a page saying the sign-up is gone.
    expect(screen.getByRole('button', { name: '가입 완료' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('닉네임')).toHaveValue('초코맘');
    await userEvent.click(button);
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);

    arrive();
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
  });

  it('keeps 가입하기 busy after the sign-up answered, so a second tap is not refused as a taken e-mail', async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/v2/user/duplicated') return { data: { duplicated: false } };
      if (url === '/v2/mobile-certification')
        return {
          data: {
            expiresAt: new Date(Date.now() + 180000).toISOString(),
            expiresInSeconds: 180,
            resendAfterSeconds: 60,
          },
        };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-1' } };
      if (url === '/v2/signup') return { data: SESSION };
      return { status: 404 };
    });
    // A whole sign-up to fill in: typed without a pause between the keys.
    const user = userEvent.setup({ delay: null });
    const { tree, arrive } = slowMyInfo();
    renderRoutes(tree, { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await user.type(screen.getByLabelText('이메일'), 'new@example.com');
    await user.click(emailCheck);
    expect(await screen.findByText('사용할 수 있는 이메일이에요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await user.type(screen.getByLabelText('닉네임'), '초코맘');
    await user.click(nickCheck);
    expect(await screen.findByText('사용할 수 있는 닉네임이에요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증 요청' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));

    const button = screen.getByRole('button', { name: '가입하기' });
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: '가입하기' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);

    arrive();
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
  });
});
