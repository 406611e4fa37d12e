import { screen } from '@testing-library/react';
import { useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { ProfileScreen } from '../components/profile-screen';

function renderWith(data: typeof me) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info/profile', [{ path: '/my-info/profile', Component: ProfileScreen }]);
  view.queryClient.setQueryData(['user', 'me'], data);
  return view;
}

describe('프로필', () => {
  it('writes the phone number the way a phone shows it', async () => {
    renderWith(me);
    expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();
  });

  it('says when no phone number is registered (a Kakao sign-up)', async () => {
    renderWith({ ...me, phoneNumber: '', snsKind: 'KAKAO' });
    expect(await screen.findByText('등록 안 함')).toBeInTheDocument();
  });

  it('centres a long e-mail and lets it break anywhere, so it fits at 320 px', async () => {
    const remove = applyStylesheet('../components/profile.module.css', import.meta.url);
    renderWith({ ...me, userId: 'very.long.email.address.for.testing@example-company.co.kr' });

    const email = getComputedStyle(await screen.findByText(/very\.long\.email/));
    expect(email.overflowWrap).toBe('anywhere');
    expect(email.textAlign).toBe('center');
    remove();
  });
});
