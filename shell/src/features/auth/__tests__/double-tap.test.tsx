// A busy phone's double tap on the login pages: both taps land before the button is drawn busy (doubleTap), and
// each must still send one request: one text message, one verify, one login, one sign-up, one SNS start.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { AuthEmail } from '../routes/auth-email';
import { AuthLanding } from '../routes/auth-landing';
import { AuthSnsNickname } from '../routes/auth-sns-nickname';
import { readSnsFlow, writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const tree = (): RouteObject[] => [
  { path: '/auth', element: <AuthLanding /> },
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/auth/sns/nickname', element: <AuthSnsNickname /> },
  { path: '/', element: <p>홈 도착</p> },
];
const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };

function api() {
  return mockApi((req) => {
    if (req.url === '/v2/user/duplicated') return { data: { duplicated: false } };
    if (req.url === '/v2/mobile-certification')
      return {
        data: {
          expiresAt: new Date(Date.now() + 180000).toISOString(),
          expiresInSeconds: 180,
          resendAfterSeconds: 0,
        },
      };
    if (req.url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-1' } };
    if (req.url === '/v2/auth/sns/authorize-url')
      return { data: { url: 'https://kauth.kakao.example/authorize?x=1', state: `st-${Math.random()}` } };
    if (req.url === '/v2/login' || req.url === '/v2/signup') return { data: SESSION };
    if (req.url === '/v2/user/password') return { data: null };
    return { status: 404 };
  });
}
const sent = (calls: MockRequest[], url: string) => calls.filter((c) => c.url === url);

beforeEach(() => resetStores());

describe('a double tap on the login pages sends once', () => {
  it('인증 요청 sends one text, and 확인 verifies the code once', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    const send = screen.getByRole('button', { name: '인증 요청' });
    doubleTap(send);
    expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
    expect(sent(calls, '/v2/mobile-certification')).toHaveLength(1);

    doubleTap(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();
    expect(sent(calls, '/v2/mobile-certification/verify')).toHaveLength(1);
    expect(screen.queryByText('인증번호가 올바르지 않아요.')).not.toBeInTheDocument();
  });

  it('로그인 logs in once', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    doubleTap(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(sent(calls, '/v2/login')).toHaveLength(1);
  });

  it('가입 완료 of a social sign-up signs up once', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    const calls = api();
    renderRoutes(tree(), { path: '/auth/sns/nickname' });
    await userEvent.type(screen.getByLabelText('닉네임'), '콩이');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    doubleTap(screen.getByRole('button', { name: '가입 완료' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(sent(calls, '/v2/signup')).toHaveLength(1);
  });

  it('카카오로 시작하기 asks for one state, the one the provider is opened with', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth' });
    doubleTap(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(await screen.findByRole('button', { name: '카카오로 이동 중…' })).toBeDisabled();
    await vi.waitFor(() => expect(readSnsFlow()?.state).toBeTruthy());
    expect(sent(calls, '/v2/auth/sns/authorize-url')).toHaveLength(1);
  });

  async function certify() {
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료됐어요.');
  }

  it('가입하기 signs up once', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.click(emailCheck);
    await screen.findByText('사용할 수 있는 이메일이에요.');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임'), '초코맘');
    await userEvent.click(nickCheck);
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    await certify();
    await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
    doubleTap(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(sent(calls, '/v2/signup')).toHaveLength(1);
  });

  it('비밀번호 변경 changes the password once', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=password' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await certify();
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'newpass99');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass99');
    doubleTap(screen.getByRole('button', { name: '비밀번호 변경' }));
    await vi.waitFor(() => expect(sent(calls, '/v2/user/password')).toHaveLength(1));
    await screen.findByRole('button', { name: '로그인' });
    expect(sent(calls, '/v2/user/password')).toHaveLength(1);
  });
});
