import { screen } from '@testing-library/react';
import { useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { SnsScreen } from '../components/sns-screen';

function renderWith(data: typeof me) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info/setting/sns', [{ path: '/my-info/setting/sns', Component: SnsScreen }]);
  view.queryClient.setQueryData(['user', 'me'], data);
  return view;
}

describe('로그인 방식', () => {
  it('says how this account logs in, with the particle the name takes', async () => {
    renderWith(me);
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === '이 계정은 이메일로 로그인해요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('dahye@example.com')).toBeInTheDocument();
  });

  it('names Kakao as linked for a Kakao account', async () => {
    renderWith({ ...me, snsKind: 'KAKAO' });
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && el.textContent === '이 계정은 카카오로 로그인해요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('연결됨')).toBeInTheDocument();
  });
});
