import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { AuthEmail } from '../routes/auth-email';
import { AuthSnsNickname } from '../routes/auth-sns-nickname';
import { writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi, type MockReply, type MockRequest } from '../../../test/mock-api';

// The server refuses a nickname the form's own rule let through (RESERVED_NICKNAME: it passes for staff or a deleted
// account), or one taken since it was checked: the refusal is said under 닉네임, where it is fixed, not at the
// bottom of the form, and nothing typed is lost.
const tree = (): RouteObject[] => [
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/auth/sns/nickname', element: <AuthSnsNickname /> },
  { path: '/', element: <p>홈 도착</p> },
];
const RESERVED = {
  status: 400,
  resultCode: 'RESERVED_NICKNAME',
  message: '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.',
};

function api(
  signup: (req: MockRequest) => MockReply,
  duplicated: (req: MockRequest) => MockReply = () => ({
    data: { duplicated: false },
  }),
) {
  return mockApi((req) => {
    if (req.url === '/v2/user/duplicated') return duplicated(req);
    if (req.url === '/v2/mobile-certification')
      return { data: { expiresAt: new Date(Date.now() + 180000).toISOString(), expiresInSeconds: 180 } };
    if (req.url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-1' } };
    if (req.url === '/v2/signup') return signup(req);
    return { status: 404 };
  });
}

async function fillEmailSignup() {
  const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
  await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
  await userEvent.click(emailCheck);
  await screen.findByText('사용할 수 있는 이메일이에요.');
  await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
  await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
  await userEvent.type(screen.getByLabelText('닉네임'), '가디언지기');
  await userEvent.click(nickCheck);
  await screen.findByText('사용할 수 있는 닉네임이에요.');
  await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
  await userEvent.click(screen.getByRole('button', { name: '인증 요청' }));
  await userEvent.type(await screen.findByLabelText('인증번호'), '123456');
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('휴대폰 인증이 완료됐어요.');
  await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
}

beforeEach(() => resetStores());

describe('이메일 회원가입: a nickname the server refuses', () => {
  it('RESERVED_NICKNAME is said under 닉네임, which gets the focus, and everything typed stays', async () => {
    // The duplicate check holds a name to sign-up's rule: asked again, it refuses it too.
    let refused = false;
    const calls = api(
      () => ((refused = true), RESERVED),
      () => (refused ? RESERVED : { data: { duplicated: false } }),
    );
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await fillEmailSignup();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const nickname = screen.getByLabelText('닉네임');
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname).toHaveAccessibleDescription(RESERVED.message);
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(screen.getAllByText(RESERVED.message)).toHaveLength(1); // not said again at form level
    expect(screen.queryByText('사용할 수 있는 닉네임이에요.')).not.toBeInTheDocument();
    expect(nickname).toHaveValue('가디언지기');
    expect(screen.getByLabelText('이메일')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('abc12345');
    expect(screen.getByText('휴대폰 인증이 완료됐어요.')).toBeInTheDocument();

    // The refused name is not sent again as if it had been checked: 가입하기 asks about it again.
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/v2/user/duplicated')).toHaveLength(3));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(RESERVED.message));
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);
  });

  it('the duplicate check answering RESERVED_NICKNAME says it under 닉네임', async () => {
    api(
      () => ({ status: 500 }),
      () => RESERVED,
    );
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const [, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await userEvent.type(screen.getByLabelText('닉네임'), '가디언지기');
    await userEvent.click(nickCheck);
    const nickname = screen.getByLabelText('닉네임');
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(RESERVED.message));
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(RESERVED.message)).toHaveLength(1); // not said again at form level
  });
});

describe('간편 가입 닉네임: a nickname the server refuses', () => {
  it('RESERVED_NICKNAME is said under 닉네임, which gets the focus, and the name typed stays', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    let refused = false;
    const calls = api(
      () => ((refused = true), RESERVED),
      () => (refused ? RESERVED : { data: { duplicated: false } }),
    );
    renderRoutes(tree(), { path: '/auth/sns/nickname' });
    const nickname = screen.getByLabelText('닉네임');
    await userEvent.type(nickname, '가디언지기');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));

    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname).toHaveAccessibleDescription(RESERVED.message);
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(screen.getAllByText(RESERVED.message)).toHaveLength(1); // not said again at form level
    expect(nickname).toHaveValue('가디언지기');

    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/v2/user/duplicated')).toHaveLength(2));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription(RESERVED.message));
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);
  });
});
