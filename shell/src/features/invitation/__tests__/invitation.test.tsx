import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { InvitationScreen } from '../routes/invitation-screen';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';

const tree = (): RouteObject[] => [
  { path: '/invitation', element: <InvitationScreen /> },
  { path: '/auth', element: <p>로그인 화면</p> },
  { path: '/', element: <p>홈 도착</p> },
];
const INVITE = {
  shopId: 7,
  shopName: '멍멍살롱',
  shopThumbnailUrl: null,
  customerName: '김보호',
  alreadyLinked: false,
};

/** Logged in; the invitation is INVITE and linking it answers shop 7 as the customer 44. */
function loggedInAndLinking() {
  resetStores({ token: 't' });
  return mockApi(({ url }) =>
    url === '/v1/shop/user/link'
      ? { data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } }
      : { data: INVITE },
  );
}

beforeEach(() => resetStores());

describe('invitation', () => {
  it('§8: INVALID_INVITATION_TOKEN shows a clear message with a way home', async () => {
    mockApi(() => ({
      status: 400,
      resultCode: 'INVALID_INVITATION_TOKEN',
      message: '유효하지 않은 초대 링크예요.',
    }));
    renderRoutes(tree(), { path: '/invitation?token=bad' });
    expect(await screen.findByText('유효하지 않은 초대 링크예요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('§6: logged out, 연결하기 goes to /auth with this invitation as redirectUrl', async () => {
    mockApi(() => ({ data: INVITE }));
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '로그인하고 연결하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/invitation?token=abc')}`);
  });

  it('§7: logged in, links the shop, selects it and goes home', async () => {
    const calls = loggedInAndLinking();
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByText('멍멍살롱')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/v1/shop/user/link')).toMatchObject({
      params: { shopId: '7' },
      body: { invitationToken: 'abc' },
    });
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
  });

  it('a double tap on 연결하기 links once and lands home with the new shop selected', async () => {
    const calls = loggedInAndLinking();
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    doubleTap(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/v1/shop/user/link')).toHaveLength(1);
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: 7, customerSeq: 44 });
  });

  it('logged in, a shop already linked says so instead of offering 연결하기 again', async () => {
    useSessionStore.getState().setToken('tok-1');
    // The API can only tell who is asking from the bearer.
    const calls = mockApi(({ headers }) => ({
      data: { ...INVITE, alreadyLinked: headers.authorization === 'Bearer tok-1' },
    }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(
      await screen.findByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/v2/invitation/token/validate', body: { token: 'abc' } });
  });

  it('뒤로 to the invitation just accepted shows the shop as linked, never 연결하기 again', async () => {
    resetStores({ token: 't' });
    let linkedAlready = false;
    let answerAgain: (reply: { data: typeof INVITE }) => void = () => {};
    mockApi(({ url }) => {
      if (url === '/v1/shop/user/link') {
        linkedAlready = true;
        return { data: { userShopSeq: 1, shopId: 7, customerSeq: 44, sortOrder: 0 } };
      }
      // Asked again after the link, the API takes its time to answer.
      return linkedAlready ? new Promise((resolve) => (answerAgain = resolve)) : { data: INVITE };
    });
    // The page before the login showed this invitation too: the login went forward to it again.
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    await act(() => router.navigate('/invitation?token=abc'));
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();

    await act(() => router.navigate(-1));

    expect(
      await screen.findByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
    await act(async () => answerAgain({ data: { ...INVITE, alreadyLinked: true } }));
    expect(screen.getByRole('button', { name: '이미 연결된 매장이에요 · 홈으로' })).toBeInTheDocument();
  });

  it('used on another phone before logging in here: says so and offers 로그인하기 back to this invitation', async () => {
    const message = '이미 사용한 초대 링크예요. 이 링크로 연결한 계정으로 로그인하면 매장을 볼 수 있어요.';
    mockApi(() => ({ status: 409, resultCode: 'INVITATION_ALREADY_USED', message }));
    const { router } = renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByRole('heading', { name: '이 초대 링크는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/invitation?token=abc')}`);
  });

  it('used by another account: shows the API message and a way home, no 로그인하기', async () => {
    resetStores({ token: 't' });
    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    mockApi(() => ({ status: 409, resultCode: 'INVITATION_ALREADY_USED', message }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: '로그인하기' })).not.toBeInTheDocument();
  });

  it("someone else's used invitation to a shop I already have says 이미 연결된 매장이에요", async () => {
    resetStores({ token: 't' });
    mockApi(() => ({ status: 409, resultCode: 'ALREADY_LINKED', message: '이미 연결된 매장이에요.' }));
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    expect(await screen.findByRole('heading', { name: '이미 연결된 매장이에요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('연결하기 after another account used the invitation meanwhile shows why, and no 연결하기 again', async () => {
    resetStores({ token: 't' });
    const message =
      '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.';
    mockApi(({ url }) =>
      url === '/v1/shop/user/link'
        ? { status: 409, resultCode: 'INVITATION_ALREADY_USED', message }
        : { data: INVITE },
    );
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByRole('heading', { name: '이 초대 링크는 쓸 수 없어요' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '연결하기' })).not.toBeInTheDocument();
  });

  it('연결하기 after my other phone linked it first goes home with the shop selected', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) =>
      url === '/v1/shop/user/link'
        ? { status: 409, resultCode: 'ALREADY_LINKED', message: '이미 연결된 매장이에요.' }
        : { data: INVITE },
    );
    renderRoutes(tree(), { path: '/invitation?token=abc' });
    await userEvent.click(await screen.findByRole('button', { name: '연결하기' }));
    expect(await screen.findByText('홈 도착')).toBeInTheDocument();
    expect(useCurrentShopStore.getState().shopId).toBe(7);
  });
});
