// Sign-up's consents, each with 보기: its text in a sheet over the form, which stays as it was typed and ticked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { AuthEmail } from '../routes/auth-email';
import { AuthSns } from '../routes/auth-sns';
import { writeSnsFlow } from '../sns-flow';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';

// The sheet's code and the texts arrive when a sheet first opens; a loaded machine can take longer than findBy's wait.
const LAZY = { timeout: 5000 };

const tree = (): RouteObject[] => [
  { path: '/auth/email', element: <AuthEmail /> },
  { path: '/auth/sns', element: <AuthSns /> },
];

beforeEach(() => resetStores());

describe('보기 beside the sign-up consents', () => {
  it('opens the privacy consent in a sheet, and closing it keeps what was typed and ticked', async () => {
    mockApi(() => ({ data: { duplicated: false } }));
    const { router } = renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.type(screen.getByLabelText('이메일'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('닉네임'), '초코맘');
    await userEvent.click(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' }));
    const at = router.state.location;

    await userEvent.click(screen.getByRole('button', { name: '개인정보 수집 및 이용 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '개인정보 수집 및 이용' }, LAZY);
    expect(
      await within(sheet).findByRole('heading', { name: '회원 가입과 로그인' }, LAZY),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('버전 1.0 · 2026년 12월 7일부터 적용')).toBeInTheDocument();
    // Reading is not agreeing: the box stays as it was.
    expect(
      screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의', hidden: true }),
    ).not.toBeChecked();

    await userEvent.click(within(sheet).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('이메일')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('닉네임')).toHaveValue('초코맘');
    expect(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' })).toBeChecked();
    // The sheet was no page of its own: the login pages' history is as it was.
    expect(router.state.location).toBe(at);
  });

  it.each([
    ['마케팅 정보 수신', '받게 되는 정보'],
    ['서비스 이용약관', '제1조 목적'],
    ['개인정보처리방침', '1. 처리하는 개인정보와 목적'],
  ])('opens %s in its own sheet', async (title, heading) => {
    renderRoutes(tree(), { path: '/auth/email?mode=signup' });
    await userEvent.click(screen.getByRole('button', { name: `${title} 보기` }));
    const sheet = await screen.findByRole('dialog', { name: title }, LAZY);
    expect(await within(sheet).findByRole('heading', { name: heading }, LAZY)).toBeInTheDocument();
  });

  it('are on the social sign-up’s terms step too, and closing keeps its ticks', async () => {
    writeSnsFlow({ kind: 'KAKAO', snsToken: 'sns-1', redirectUrl: '/my-info' });
    renderRoutes(tree(), { path: '/auth/sns' });
    await userEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }));
    await userEvent.click(screen.getByRole('button', { name: '서비스 이용약관 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '서비스 이용약관' }, LAZY);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' })).toBeChecked();
  });
});
