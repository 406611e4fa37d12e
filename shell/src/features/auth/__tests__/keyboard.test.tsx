// The phone's keyboard on the auth screens: the right keys and Enter label per field, Enter moving on through a form
// instead of submitting it half filled in, and a refused submit taking the focus to the first thing to fix.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { AuthEmail } from '../routes/auth-email';
import { AuthSnsNickname } from '../routes/auth-sns-nickname';
import { writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const tree = (): RouteObject[] => [
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/auth/sns/nickname', element: <AuthSnsNickname /> },
  { path: '/', element: <p>홈 도착</p> },
];
const SESSION = { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME };
const AS_TYPED = { autocapitalize: 'off', autocorrect: 'off', spellcheck: 'false' };

/** The API of these screens: every duplicate check passes but for `taken`, every code is right. */
const api = (taken: string[] = []) =>
  mockApi(({ url, body }) => {
    if (url === '/v2/user/duplicated')
      return { data: { duplicated: taken.includes((body as { value: string }).value) } };
    if (url === '/v2/mobile-certification')
      return { data: { expiresAt: new Date(Date.now() + 180000).toISOString(), expiresInSeconds: 180 } };
    if (url === '/v2/mobile-certification/verify') return { data: { certificationToken: 'cert-1' } };
    return { data: SESSION };
  });

beforeEach(() => {
  resetStores();
  sessionStorage.clear();
});

describe.each([
  [
    '로그인',
    '/auth/email',
    {
      이메일: {
        type: 'email',
        inputmode: 'email',
        autocomplete: 'username',
        enterkeyhint: 'next',
        ...AS_TYPED,
      },
      비밀번호: { type: 'password', autocomplete: 'current-password', enterkeyhint: 'done' },
    },
  ],
  [
    '회원가입',
    '/auth/email?mode=signup',
    {
      이메일: { type: 'email', inputmode: 'email', autocomplete: 'email', enterkeyhint: 'next', ...AS_TYPED },
      비밀번호: { type: 'password', autocomplete: 'new-password', enterkeyhint: 'next' },
      '비밀번호 확인': { type: 'password', autocomplete: 'new-password', enterkeyhint: 'next' },
      닉네임: { autocomplete: 'nickname', enterkeyhint: 'next', ...AS_TYPED },
      '휴대폰 번호': { type: 'tel', autocomplete: 'tel-national', enterkeyhint: 'send' },
    },
  ],
  [
    '비밀번호 변경',
    '/auth/email?mode=password',
    {
      이메일: {
        type: 'email',
        inputmode: 'email',
        autocomplete: 'username',
        enterkeyhint: 'next',
        ...AS_TYPED,
      },
      '휴대폰 번호': { type: 'tel', autocomplete: 'tel-national', enterkeyhint: 'send' },
      '새 비밀번호': { type: 'password', autocomplete: 'new-password', enterkeyhint: 'next' },
      '새 비밀번호 확인': { type: 'password', autocomplete: 'new-password', enterkeyhint: 'done' },
    },
  ],
] as const)('%s: each field opens the right keyboard', (_screen, path, fields) => {
  it.each(Object.entries(fields))('%s', (label, attributes) => {
    renderRoutes(tree(), { path });
    const field = screen.getByLabelText(label, { selector: 'input' });
    for (const [name, value] of Object.entries(attributes)) expect(field).toHaveAttribute(name, value);
  });
});

it('인증번호: the number keys and the code from the SMS offered', async () => {
  api();
  renderRoutes(tree(), { path: '/auth/email?mode=signup' });
  await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
  const code = await screen.findByLabelText('인증번호');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('enterkeyhint', 'done');
});

it('SNS 닉네임: typed as it is, Enter finishes', () => {
  writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true });
  renderRoutes(tree(), { path: '/auth/sns/nickname' });
  const field = screen.getByLabelText('닉네임', { selector: 'input' });
  for (const [name, value] of Object.entries({ autocomplete: 'nickname', enterkeyhint: 'done', ...AS_TYPED }))
    expect(field).toHaveAttribute(name, value);
});

describe("the keyboard's Enter", () => {
  it('로그인: goes from 이메일 to 비밀번호 without a word about the empty password, and logs in from there', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com{Enter}');
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    expect(screen.queryByText('비밀번호를 입력해 주세요.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.keyboard('secret123{Enter}');
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/v2/login',
      body: { userId: 'owner@example.com', password: 'secret123' },
    });
  });

  it('회원가입: moves field by field to 휴대폰 번호 and lists nothing as missing', async () => {
    const calls = api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com{Enter}');
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    await userEvent.keyboard('abc12345{Enter}');
    expect(screen.getByLabelText('비밀번호 확인')).toHaveFocus();
    await userEvent.keyboard('abc12345{Enter}');
    expect(screen.getByLabelText('닉네임', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('초코맘{Enter}');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a Korean word still being composed is not an Enter for the form', async () => {
    api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const nickname = screen.getByLabelText('닉네임', { selector: 'input' });
    nickname.focus();
    nickname.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(nickname).toHaveFocus();
  });

  it('비밀번호 변경: from 새 비밀번호 to its confirmation, and from there it submits', async () => {
    api();
    renderRoutes(tree(), { path: '/auth/email?mode=password' });
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'abc12345{Enter}');
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveFocus();
    await userEvent.keyboard('abc12345{Enter}');
    // Submitted: what is missing is said, and the first of it takes the focus.
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveFocus());
  });
});

describe('a refused submit takes the focus to the first thing to fix', () => {
  it('회원가입 without the phone certified: 휴대폰 번호 (no registered field, so the focus stayed on 가입하기)', async () => {
    api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임', { selector: 'input' }), '초코맘');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('휴대폰 인증을 완료해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('휴대폰 번호')).toHaveFocus());
  });

  it('회원가입 with the terms left: the required box', async () => {
    api();
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    const [emailCheck, nickCheck] = screen.getAllByRole('button', { name: '중복 확인' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.click(emailCheck);
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임', { selector: 'input' }), '초코맘');
    await userEvent.click(nickCheck);
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456{Enter}');
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const privacy = screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의');
    await waitFor(() => expect(privacy).toHaveFocus());
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
  });

  it('회원가입 with the email never checked, and taken: 이메일, far above 가입하기', async () => {
    const calls = api(['new@example.com']);
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'abc12345');
    await userEvent.type(screen.getByLabelText('닉네임', { selector: 'input' }), '초코맘');
    await userEvent.click(screen.getAllByRole('button', { name: '중복 확인' })[1]);
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678{Enter}');
    await userEvent.type(await screen.findByLabelText('인증번호'), '123456{Enter}');
    await screen.findByText('휴대폰 인증이 완료됐어요.');
    await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이미 사용 중인 이메일이에요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveFocus());
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(0);
  });

  it('비밀번호 변경 without the phone certified: 휴대폰 번호', async () => {
    api();
    renderRoutes(tree(), { path: '/auth/email?mode=password' });
    await userEvent.type(screen.getByLabelText('이메일'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'abc12345');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'abc12345');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('휴대폰 인증을 완료해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('휴대폰 번호')).toHaveFocus());
  });
});

it('a field scrolled into view keeps the line under it (its error, the time left) above the keyboard', () => {
  const removeStylesheet = applyStylesheet('../components/auth-form.module.css', import.meta.url);
  renderRoutes(tree(), { path: '/auth/email?mode=signup' });
  for (const label of ['이메일', '비밀번호', '비밀번호 확인', '휴대폰 번호'])
    expect(getComputedStyle(screen.getByLabelText(label)).scrollMarginBottom).toBe('3rem');
  removeStylesheet();
});
