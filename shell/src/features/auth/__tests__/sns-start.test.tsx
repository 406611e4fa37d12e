import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { AuthLanding } from '../routes/auth-landing';
import { AuthSnsNickname } from '../routes/auth-sns-nickname';
import { readSnsFlow, writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

const tree = (): RouteObject[] => [
  { path: '/auth', element: <AuthLanding /> },
  { path: '/auth/sns/nickname', element: <AuthSnsNickname /> },
  { path: '/', element: <p>홈 도착</p> },
];

beforeEach(() => resetStores());

describe('간편 로그인', () => {
  it('coming back from Kakao with 뒤로 (page restored from the back-forward cache) offers the buttons again', async () => {
    mockApi(() => ({ data: { url: 'https://kauth.kakao.example/authorize?x=1', state: 'st-1' } }));
    renderRoutes(tree(), { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(await screen.findByRole('button', { name: '카카오로 이동 중…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apple로 시작하기' })).toBeDisabled();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: '카카오로 시작하기' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apple로 시작하기' })).toBeEnabled();
  });

  it('가입 완료 without 중복 확인 tapped checks the nickname itself and signs up with one tap', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    const calls = mockApi(({ url }) => {
      if (url === '/v2/user/duplicated') return { data: { duplicated: false } };
      return { data: { token: 'tok-1', expiresAt: '2026-11-24T00:00:00+09:00', user: ME } };
    });
    renderRoutes(tree(), { path: '/auth/sns/nickname' });
    await userEvent.type(screen.getByLabelText('닉네임'), '콩이');
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));

    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/v2/user/duplicated', { type: 'NICKNAME', value: '콩이' }],
      ['/v2/signup', expect.objectContaining({ nickname: '콩이', snsToken: 'sns-1' })],
    ]);
  });

  it('가입 완료 with a nickname found taken says so under 닉네임 and signs nothing up', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    const calls = mockApi(() => ({ data: { duplicated: true } }));
    renderRoutes(tree(), { path: '/auth/sns/nickname' });
    const nickname = screen.getByLabelText('닉네임');
    await userEvent.type(nickname, '콩이');
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));

    expect(await screen.findByText('이미 사용 중인 닉네임이에요.')).toBeInTheDocument();
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(0);
  });

  it('a nickname taken since it was checked is marked on the field, and 가입 완료 again asks about it again', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    let taken = false;
    const calls = mockApi(({ url }) => {
      if (url === '/v2/user/duplicated') return { data: { duplicated: taken } };
      taken = true;
      return { status: 409, resultCode: 'DUPLICATED_NICKNAME', message: '이미 사용 중인 닉네임입니다.' };
    });
    renderRoutes(tree(), { path: '/auth/sns/nickname' });
    await userEvent.type(screen.getByLabelText('닉네임'), '콩이');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));

    const nickname = screen.getByLabelText('닉네임');
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeInTheDocument();
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('사용할 수 있는 닉네임이에요.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));
    expect(await screen.findByText('이미 사용 중인 닉네임이에요.')).toBeInTheDocument();
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);
  });

  it('a sign-up whose social login has expired says so and leads back to the login, not to 가입 완료 again', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', termsPrivacy: true, redirectUrl: null });
    const calls = mockApi(({ url }) => {
      if (url === '/v2/user/duplicated') return { data: { duplicated: false } };
      return {
        status: 400,
        resultCode: 'INVALID_SNS_STATE',
        message: '소셜 가입 정보가 만료되었습니다. 다시 로그인해 주세요.',
      };
    });
    const { router } = renderRoutes(tree(), { path: '/auth/sns/nickname' });
    await userEvent.type(screen.getByLabelText('닉네임'), '콩이');
    await userEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 닉네임이에요.');
    await userEvent.click(screen.getByRole('button', { name: '가입 완료' }));

    expect(await screen.findByRole('heading', { name: '가입 정보가 만료됐어요' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '가입 완료' })).not.toBeInTheDocument();
    expect(readSnsFlow()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '로그인 화면으로' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(calls.filter((c) => c.url === '/v2/signup')).toHaveLength(1);
  });
});
