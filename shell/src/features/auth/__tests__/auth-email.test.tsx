import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { getAccessToken, useSessionStore } from '@guardian/shared';
import { AuthEmail } from '../routes/auth-email';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const tree = (): RouteObject[] => [
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/my-info', element: <p>마이페이지 도착</p> },
  { path: '/', element: <p>홈 도착</p> },
];
const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };

beforeEach(() => resetStores());

describe('email login', () => {
  it('§5: shows Korean validation messages and sends nothing', async () => {
    const calls = mockApi(() => ({ data: SESSION }));
    renderRoutes(tree(), { path: '/auth/email' });
    await userEvent.type(screen.getByLabelText('이메일'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일 형식이 올바르지 않아요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('§4: logs in, sets the cookie and lands on redirectUrl', async () => {
    const calls = mockApi(() => ({ data: SESSION }));
    const { router } = renderRoutes(tree(), { path: '/auth/email?redirectUrl=%2Fmy-info' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/login',
      body: { userId: 'owner@example.com', password: 'secret123' },
    });
    expect(getAccessToken()).toBe('tok-1');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('puts the API field errors of a VALIDATION_ERROR under their inputs, not at form level', async () => {
    mockApi(() => ({
      status: 400,
      resultCode: 'VALIDATION_ERROR',
      message: '입력값을 확인해 주세요.',
      data: { fields: [{ field: 'userId', message: '이메일 형식이어야 합니다.' }] },
    }));
    renderRoutes(tree(), { path: '/auth/email' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일 형식이어야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('§8: a server error is shown in Korean and the typed values stay', async () => {
    mockApi(() => ({
      status: 401,
      resultCode: 'INVALID_CREDENTIALS',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    }));
    renderRoutes(tree(), { path: '/auth/email' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'wrong1234');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveValue('owner@example.com');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('wrong1234');
  });
});

describe('email sign-up', () => {
  it('§3/§5: requires duplicate checks, matching passwords, phone certification and privacy terms', async () => {
    const calls = mockApi(() => ({ data: { duplicated: false } }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12346');
    await userEvent.type(screen.getByLabelText('닉네임'), '초코');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호가 일치하지 않아요.')).toBeInTheDocument();
    expect(screen.getByText('휴대폰 인증을 완료해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(0);
  });

  it('checks the nickname with the shared rule on the trimmed value before asking the server', async () => {
    const calls = mockApi(() => ({ data: { duplicated: false } }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const [, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await userEvent.type(screen.getByLabelText('닉네임'), '  보  ');
    await userEvent.click(nickCheck);
    expect(await screen.findByText('닉네임은 2자 이상 입력해 주세요.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('닉네임'));
    await userEvent.type(screen.getByLabelText('닉네임'), ' 콩이 언니! ');
    await userEvent.click(nickCheck);
    expect(await screen.findByText('사용할 수 있는 닉네임이에요.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/v2/user/duplicated',
      body: { type: 'NICKNAME', value: '콩이 언니!' },
    });
  });

  it('a taken email stops being called taken once another one is typed', async () => {
    mockApi(({ body }) => ({
      data: { duplicated: (body as { value: string }).value === 'demo@guardian.kr' },
    }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const [emailCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    const email = screen.getByLabelText('이메일');
    await userEvent.type(email, 'demo@guardian.kr');
    await userEvent.click(emailCheck);
    expect(await screen.findByText('이미 사용 중인 이메일이에요.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(email);
    await userEvent.type(email, 'new@guardian.kr');
    expect(screen.queryByText('이미 사용 중인 이메일이에요.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // Typed back, the answer about it is still true.
    await userEvent.clear(email);
    await userEvent.type(email, 'demo@guardian.kr');
    expect(screen.getByText('이미 사용 중인 이메일이에요.')).toBeInTheDocument();
  });

  it('§3: signs up with checked email/nickname, certified phone and terms, then redirects', async () => {
    const calls = mockApi(({ url, body }) => {
      if (url === '/v2/user/duplicated')
        return { data: { duplicated: (body as { value: string }).value === '초코' } };
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
    renderRoutes(tree(), { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.click(emailCheck);
    expect(await screen.findByText('사용할 수 있는 이메일이에요.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임'), '초코');
    await userEvent.click(nickCheck);
    expect(await screen.findByText('이미 사용 중인 닉네임이에요.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('닉네임'));
    await userEvent.type(screen.getByLabelText('닉네임'), '초코맘');
    await userEvent.click(nickCheck);
    expect(await screen.findByText('사용할 수 있는 닉네임이에요.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    expect(await screen.findByText(/남은 시간 0[23]:/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('인증번호'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    const signup = calls.find((c) => c.url === '/v2/signup');
    expect(signup?.body).toEqual({
      userId: 'new@example.com',
      password: 'abc12345',
      nickname: '초코맘',
      phoneNumber: '01012345678',
      certificationToken: 'cert-1',
      snsKind: 'NONE',
      termsPrivacy: true,
      termsMarketing: false,
    });
    expect(calls.find((c) => c.url === '/v2/mobile-certification')?.body).toEqual({
      phoneNumber: '01012345678',
      purpose: 'SIGNUP',
    });
    await waitFor(() => expect(getAccessToken()).toBe('tok-1'));
  });
});

describe('가입하기 without 중복 확인 tapped', () => {
  /** The sign-up API: the duplicate check as `duplicated` answers it, every code right, the sign-up made. */
  function api(
    duplicated: (value: string) => MockReply | Promise<MockReply> = () => ({ data: { duplicated: false } }),
  ) {
    return mockApi(({ url, body }) => {
      if (url === '/v2/user/duplicated') return duplicated((body as { value: string }).value);
      if (url === '/v2/mobile-certification')
        return { data: { expiresAt: new Date(Date.now() + 180000).toISOString(), expiresInSeconds: 180 } };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-1' } };
      if (url === '/v2/signup') return { data: SESSION };
      return { status: 404 };
    });
  }
  /** Everything filled in, the phone certified and the terms agreed, neither 중복 확인 tapped. */
  async function fillAll() {
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임'), ' 초코맘 ');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
  }
  const checks = (calls: { url: string; body: unknown }[]) =>
    calls.filter((c) => c.url === '/v2/user/duplicated').map((c) => c.body);

  it('checks the email and nickname itself and signs up with one tap', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(checks(calls)).toEqual([
      { type: 'EMAIL', value: 'new@example.com' },
      { type: 'NICKNAME', value: '초코맘' },
    ]);
    expect(calls.filter((c) => c.url === '/v2/signup')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ userId: 'new@example.com', nickname: '초코맘' }),
      }),
    ]);
    expect(screen.queryByText(/중복 확인을 해 주세요/)).not.toBeInTheDocument();
  });

  it('asks only about what 중복 확인 has not answered yet', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    await fillAll();
    await userEvent.click(screen.getAllByRole('button', { name: '중복 확인' })[0]);
    expect(await screen.findByText('사용할 수 있는 이메일이에요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(checks(calls)).toEqual([
      { type: 'EMAIL', value: 'new@example.com' },
      { type: 'NICKNAME', value: '초코맘' },
    ]);
  });

  it('a nickname found taken is said under 닉네임, which gets the focus, and nothing is signed up', async () => {
    const calls = api((value) => ({ data: { duplicated: value === '초코맘' } }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const nickname = screen.getByLabelText('닉네임');
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('이미 사용 중인 닉네임이에요.'));
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('사용할 수 있는 이메일이에요.');
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(0);
  });

  it('a check that cannot reach the server says so in Korean under its field, and nothing is signed up', async () => {
    const calls = api((value) => {
      if (value === 'new@example.com') throw new TypeError('Failed to fetch');
      return { data: { duplicated: false } };
    });
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const email = screen.getByLabelText('이메일');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('네트워크 연결을 확인해 주세요.');
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(0);
  });
});

describe('로그인 | 회원가입 tabs', () => {
  it('a tap on 로그인 in the middle of 회원가입 and back again finds the sign-up as it was left', async () => {
    const calls = mockApi(() => ({ data: { duplicated: false } }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    // By role: what a person sees (a hidden tab's form is not there for them).
    const email = () => screen.getByRole('textbox', { name: '이메일' });
    await userEvent.type(email(), 'new@example.com');
    await userEvent.click(screen.getAllByRole('button', { name: '중복 확인' })[0]);
    expect(await screen.findByText('사용할 수 있는 이메일이에요.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '닉네임' }), '초코맘');
    await userEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }));

    await userEvent.click(screen.getByRole('tab', { name: '로그인' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(email()).toHaveValue('');

    await userEvent.click(screen.getByRole('tab', { name: '회원가입' }));
    expect(email()).toHaveValue('new@example.com');
    expect(screen.getByText('사용할 수 있는 이메일이에요.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveValue('초코맘');
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' })).toBeChecked();
    expect(calls).toHaveLength(1);
  });
});

describe('leaving a sign-up half filled in', () => {
  it('asks before 뒤로 throws it away; 계속 가입 keeps what was typed', async () => {
    mockApi(() => ({ status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByRole('textbox', { name: '이메일' }), 'new@example.com');

    await act(() => router.navigate('/'));
    const ask = await screen.findByRole('dialog', { name: '회원가입을 그만둘까요?' });
    expect(router.state.location.pathname).toBe('/auth/email');
    await userEvent.click(within(ask).getByRole('button', { name: '계속 가입' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveValue('new@example.com');
    await act(() => router.navigate('/'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '회원가입을 그만둘까요?' })).getByRole('button', {
        name: '나가기',
      }),
    );
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
  });

  it('lets the 로그인 tab beside a filled sign-up open and log in without asking', async () => {
    mockApi(({ url }) => (url === '/v2/login' ? { data: SESSION } : { status: 404 }));
    const { router } = renderRoutes(tree(), { path: '/auth/email?mode=signup&redirectUrl=%2Fmy-info' });
    await userEvent.type(screen.getByRole('textbox', { name: '닉네임' }), '초코맘');
    await userEvent.click(screen.getByRole('tab', { name: '로그인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('mode=signup');
    const login = within(screen.getByRole('tabpanel', { name: '로그인' }));
    await userEvent.type(login.getByLabelText('이메일'), 'demo@guardian.kr');
    await userEvent.type(login.getByLabelText('비밀번호'), 'guardian1234');
    await userEvent.click(login.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a sign-up emptied again go without asking', async () => {
    const { router } = renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByRole('textbox', { name: '닉네임' }), '초코맘');
    await userEvent.clear(screen.getByRole('textbox', { name: '닉네임' }));
    await act(() => router.navigate('/'));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
  });
});

describe('password change', () => {
  it('§3: userId + phone certification + new password → PUT /v2/user/password', async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/v2/mobile-certification')
        return {
          data: {
            expiresAt: new Date(Date.now() + 180000).toISOString(),
            expiresInSeconds: 180,
            resendAfterSeconds: 60,
          },
        };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-2' } };
      return { data: null };
    });
    const { router } = renderRoutes(tree(), { path: '/auth/email?mode=password' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'newpass99');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/v2/user/password',
      body: {
        userId: 'owner@example.com',
        phoneNumber: '01012345678',
        certificationToken: 'cert-2',
        password: 'newpass99',
      },
    });
    expect(calls.find((c) => c.url === '/v2/mobile-certification')?.body).toMatchObject({
      purpose: 'PASSWORD',
    });
  });
});

describe('opened while logged in', () => {
  it('goes straight on to redirectUrl instead of asking to log in again', async () => {
    resetStores({ token: 'tok-1' });
    const calls = mockApi(() => ({ data: SESSION }));
    const { router } = renderRoutes(tree(), { path: '/auth/email?redirectUrl=%2Fmy-info' });
    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveLength(0);
  });

  it('goes home from 회원가입 when no redirectUrl was given', async () => {
    resetStores({ token: 'tok-1' });
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
  });

  it('keeps 비밀번호 변경 open', () => {
    resetStores({ token: 'tok-1' });
    renderRoutes(tree(), { path: '/auth/email?mode=password' });
    expect(screen.getByRole('button', { name: '비밀번호 변경' })).toBeInTheDocument();
  });

  it('changing their own password ends the session here and asks to log in with the new one', async () => {
    resetStores({ token: 'tok-1' });
    useSessionStore.setState({ user: ME });
    mockApi(({ url }) => {
      if (url === '/v2/mobile-certification')
        return { data: { expiresAt: '', expiresInSeconds: 180, resendAfterSeconds: 0 } };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-2' } };
      return { data: null };
    });
    const { router, queryClient } = renderRoutes(tree(), {
      path: '/auth/email?mode=password&redirectUrl=%2Fmy-info',
    });
    queryClient.setQueryData(['me'], ME);
    // The account's email is filled in already.
    expect(screen.getByLabelText('이메일')).toHaveValue('owner@example.com');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'newpass99');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    // The server revoked this session: it is gone here too, and the login form (not the app) comes next.
    await waitFor(() => expect(router.state.location.search).toBe('?redirectUrl=%2Fmy-info'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(screen.queryByText('마이페이지 도착')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  });

  it("changing another account's password keeps this session", async () => {
    resetStores({ token: 'tok-1' });
    useSessionStore.setState({ user: ME });
    mockApi(({ url }) => {
      if (url === '/v2/mobile-certification')
        return { data: { expiresAt: '', expiresInSeconds: 180, resendAfterSeconds: 0 } };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-2' } };
      return { data: null };
    });
    renderRoutes(tree(), { path: '/auth/email?mode=password&redirectUrl=%2Fmy-info' });
    await userEvent.clear(screen.getByLabelText('이메일'));
    await userEvent.type(screen.getByLabelText('이메일'), 'family@example.com');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'newpass99');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('마이페이지 도착')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-1');
  });
});
