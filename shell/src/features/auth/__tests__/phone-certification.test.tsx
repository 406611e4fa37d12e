import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { AuthEmail } from '../routes/auth-email';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi, type MockReply, type MockRequest } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const tree = (): RouteObject[] => [
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/', element: <p>홈 도착</p> },
];
const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };
const EXPIRED = {
  status: 400,
  resultCode: 'INVALID_CERTIFICATION',
  message: '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다.',
};

/**
 * The API of the sign-up page; `signup` answers POST /v2/signup. `serverClockMs` is how far the server's clock is
 * from the phone's. The duplicate check calls a value taken once it is in `taken`.
 */
function api(
  signup: (req: MockRequest, n: number) => MockReply,
  resendAfterSeconds = 0,
  serverClockMs = 0,
  taken = new Set<string>(),
) {
  let certs = 0;
  let signups = 0;
  return mockApi((req) => {
    if (req.url === '/v2/user/duplicated')
      return { data: { duplicated: taken.has((req.body as { value: string }).value) } };
    if (req.url === '/v2/mobile-certification')
      return {
        data: {
          expiresAt: new Date(Date.now() + serverClockMs + 180000).toISOString(),
          expiresInSeconds: 180,
          resendAfterSeconds,
        },
      };
    if (req.url === '/v2/mobile-certification/verify')
      return { data: { certificationToken: `cert-${++certs}` } };
    if (req.url === '/v2/signup') return signup(req, ++signups);
    return { status: 404 };
  });
}

async function certifyPhone(code = '123456') {
  const sendButton = screen.getByRole('button', { name: /^(인증 요청|재전송)$/ });
  await userEvent.click(sendButton);
  await userEvent.type(await screen.findByLabelText('인증번호'), code);
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('휴대폰 인증이 완료됐어요.');
}

async function fillSignup() {
  const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
  await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
  await userEvent.click(emailCheck);
  await screen.findByText('사용할 수 있는 이메일이에요.');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
  await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
  await userEvent.type(screen.getByLabelText('닉네임'), '초코맘');
  await userEvent.click(nickCheck);
  await screen.findByText('사용할 수 있는 닉네임이에요.');
  await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
  await certifyPhone();
  await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
}

beforeEach(() => resetStores());

describe('휴대폰 인증', () => {
  it('재전송 counts down the wait the server asks for, says it under the number, and a tap meanwhile goes to 인증번호 instead of sending', async () => {
    // The server's 2 seconds pass on the test's clock (the countdown's Date and interval), not the machine's: waited
    // out for real they made this test take 3 s and fail past its 5 s limit on a loaded CI machine.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const calls = api(() => ({ data: SESSION }), 2);
    const sends = () => calls.filter((c) => c.url === '/v2/mobile-certification');
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '111111');

    // Grey, yet reached by a screen reader and described by why it waits (a disabled 재전송 said nothing).
    const resend = screen.getByRole('button', { name: '재전송' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toBeEnabled();
    expect(resend).toHaveAccessibleDescription(/^[12]초 후 재전송할 수 있어요$/);
    // The line counts each second without being announced each second: not in a live region.
    const line = screen.getByText(/초 후 재전송할 수 있어요$/);
    expect(line.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    expect(screen.getByLabelText('인증번호')).toHaveAccessibleDescription(/^남은 시간 0[23]:\d\d$/);

    // A tap meanwhile sends nothing and goes to 인증번호, where the code just sent is typed.
    await userEvent.click(resend);
    expect(screen.getByLabelText('인증번호')).toHaveFocus();
    expect(sends()).toHaveLength(1);

    act(() => void vi.advanceTimersByTime(1000));
    expect(resend).toHaveAccessibleDescription('1초 후 재전송할 수 있어요');
    act(() => void vi.advanceTimersByTime(1500));
    await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'));
    vi.useRealTimers();
    expect(resend).not.toHaveAccessibleDescription();
    // The line stays, saying what 재전송 is for (인증번호 does not move up under the finger).
    expect(screen.queryByText(/초 후 재전송할 수 있어요/)).not.toBeInTheDocument();
    expect(screen.getByText('인증번호가 오지 않았다면 재전송해 주세요.')).toBeInTheDocument();
    await userEvent.click(resend);
    await waitFor(() => expect(sends()).toHaveLength(2));
    // The code typed for the first message is cleared for the new one.
    expect(screen.getByLabelText('인증번호')).toHaveValue('');
  });

  it("still says how long 재전송 waits after a wrong code's error took the place of 인증번호's hint", async () => {
    mockApi((req) => {
      if (req.url === '/v2/mobile-certification')
        return {
          data: {
            expiresAt: new Date(Date.now() + 180000).toISOString(),
            expiresInSeconds: 180,
            resendAfterSeconds: 60,
          },
        };
      if (req.url === '/v2/mobile-certification/verify')
        return { status: 400, resultCode: 'INVALID_CERTIFICATION', message: '인증번호가 일치하지 않습니다.' };
      return { status: 404 };
    });
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');

    const resend = screen.getByRole('button', { name: '재전송' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription(/^(60|59)초 후 재전송할 수 있어요$/);
    expect(screen.getByText(/^(60|59)초 후 재전송할 수 있어요$/)).toBeVisible();
  });

  it('재전송 once certified is described by 인증 완료 and a tap sends nothing', async () => {
    const calls = api(() => ({ data: SESSION }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await certifyPhone();
    const resend = screen.getByRole('button', { name: '재전송' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('휴대폰 인증이 완료됐어요.');
    await userEvent.click(resend);
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '{Enter}');
    expect(calls.filter((c) => c.url === '/v2/mobile-certification')).toHaveLength(1);
    expect(screen.getByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();
  });

  it("counts the code's 3 minutes on the phone, so a phone whose clock runs 10 minutes fast can still check it", async () => {
    const calls = api(() => ({ data: SESSION }), 0, -10 * 60_000);
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    const code = await screen.findByLabelText('인증번호');
    expect(code).toHaveAccessibleDescription(/^남은 시간 0[23]:\d\d$/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/v2/mobile-certification/verify');
  });

  it('a wrong code shows its error and still the time left, so it can be typed again while it is valid', async () => {
    mockApi((req) => {
      if (req.url === '/v2/mobile-certification')
        return { data: { expiresAt: new Date(Date.now() + 180000).toISOString(), expiresInSeconds: 180 } };
      if (req.url === '/v2/mobile-certification/verify')
        return { status: 400, resultCode: 'INVALID_CERTIFICATION', message: '인증번호가 일치하지 않습니다.' };
      return { status: 404 };
    });
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    const code = await screen.findByLabelText('인증번호');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');
    expect(code).toHaveAccessibleDescription(/^인증번호가 일치하지 않습니다\. 0[23]:\d\d$/);
  });

  it("the keyboard's Enter sends the code from 휴대폰 번호 and checks it from 인증번호, not the whole sign-up", async () => {
    const calls = api(() => ({ data: SESSION }), 60);
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456{Enter}');
    expect(await screen.findByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/v2/mobile-certification', '/v2/mobile-certification/verify']);
    // The sign-up was not submitted: nothing lists what is still missing.
    expect(screen.queryByText('비밀번호를 한 번 더 입력해 주세요.')).not.toBeInTheDocument();
    expect(screen.queryByText('개인정보 수집 및 이용에 동의해 주세요.')).not.toBeInTheDocument();
  });

  it('a number autofilled with the country code (+82 10-…) becomes 010… and is sent as such', async () => {
    const calls = api(() => ({ data: SESSION }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const phone = screen.getByLabelText('휴대폰 번호');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.click(phone);
    await userEvent.paste('+82 10-1234-5678');
    expect(phone).toHaveValue('01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
    await screen.findByLabelText('인증번호');
    expect(calls.find((c) => c.url === '/v2/mobile-certification')?.body).toEqual({
      phoneNumber: '01012345678',
      purpose: 'SIGNUP',
    });
  });

  it('a sign-up refused for an expired certification asks to certify again, keeps what was typed, then goes through', async () => {
    const calls = api((_req, n) => (n === 1 ? EXPIRED : { data: SESSION }));
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await fillSignup();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(
      await screen.findByText(
        '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('휴대폰 인증이 완료됐어요.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('닉네임')).toHaveValue('초코맘');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('01012345678');

    await certifyPhone('654321');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    const signups = calls.filter((c) => c.url === '/v2/signup');
    expect(signups).toHaveLength(2);
    expect(signups[1].body).toMatchObject({ certificationToken: 'cert-2', nickname: '초코맘' });
  });

  it('a nickname taken since it was checked is marked on the field, and 가입하기 again asks about it again', async () => {
    const taken = new Set<string>();
    const calls = api(
      () => {
        taken.add('초코맘');
        return { status: 409, resultCode: 'DUPLICATED_NICKNAME', message: '이미 사용 중인 닉네임입니다.' };
      },
      0,
      0,
      taken,
    );
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await fillSignup();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const nickname = screen.getByLabelText('닉네임');
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname).toHaveAccessibleDescription('이미 사용 중인 닉네임입니다.');
    expect(screen.queryByText('사용할 수 있는 닉네임이에요.')).not.toBeInTheDocument();
    expect(nickname).toHaveValue('초코맘');

    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('이미 사용 중인 닉네임이에요.'));
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);
  });
});

describe('비밀번호 변경', () => {
  it('refused for its certification, asks to check the email and phone and certify again instead of showing 인증 완료', async () => {
    let puts = 0;
    mockApi(({ url }) => {
      if (url === '/v2/mobile-certification')
        return {
          data: {
            expiresAt: new Date(Date.now() + 180000).toISOString(),
            expiresInSeconds: 180,
            resendAfterSeconds: 0,
          },
        };
      if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-9' } };
      if (url === '/v2/user/password') return ++puts === 1 ? EXPIRED : { data: null };
      return { status: 404 };
    });
    renderRoutes(tree(), { path: '/auth/email?mode=password' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await certifyPhone();
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'newpass99');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    // The API answers a mistyped email like a bad token: the message points at the email too, or certifying the
    // same phone again is refused again.
    expect(
      await screen.findByText(
        '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다. 가입한 이메일과 휴대폰 번호가 맞는지 확인하고 인증번호를 다시 받아 주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('휴대폰 인증이 완료됐어요.')).not.toBeInTheDocument();
    // The code that was used is spent: it is not left in the field to be sent again.
    expect(screen.getByLabelText('인증번호')).toHaveValue('');
    expect(screen.getByRole('button', { name: '재전송' })).toBeEnabled();
  });
});
