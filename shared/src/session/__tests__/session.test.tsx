import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authClient, configureApiClient } from '../../api/client';
import type { Me, UserShop } from '../../api/types';
import { createQueryClient } from '../../query/create-query-client';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { getAccessToken, setAccessToken } from '../access-token';
import { CURRENT_SHOP_STORAGE_KEY, useCurrentShopStore } from '../current-shop-store';
import { meQueryKey, useMe } from '../me-query';
import { useIsLoggedIn, useSessionStore } from '../session-store';
import { useCurrentShop } from '../use-current-shop';

const userShops = [
  { userShopSeq: 1, shopId: 10, customerSeq: 100 },
  { userShopSeq: 2, shopId: 20, customerSeq: 200 },
] as UserShop[];
const me = { userSeq: 1, userId: 'owner@example.com', nickname: '보리맘', userShops } as unknown as Me;

let server: ReturnType<typeof fakeServer> | undefined;

beforeEach(() => {
  configureApiClient({ baseURL: 'https://api.guardian.kr' });
  useSessionStore.setState({ token: null, user: null });
  useCurrentShopStore.getState().clear();
});

afterEach(() => {
  server?.restore();
  server = undefined;
});

function wrapperFor(client = createQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

describe('access token cookie (§4, §9)', () => {
  it('is stored as access_token for 2 days on path /', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    expect(set).toHaveBeenCalledTimes(1);
    const [written] = set.mock.calls[0]!;
    expect(written).toMatch(/^access_token=tok-1; expires=[^;]+; path=\/; SameSite=Lax$/);
    const expires = Date.parse(written.match(/expires=([^;]+)/)![1]!);
    expect(Math.abs(expires - (Date.now() + 2 * 864e5))).toBeLessThan(2_000);
  });
});

describe('useSessionStore', () => {
  it('setToken logs in (cookie + state) and clear logs out', () => {
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    act(() => useSessionStore.getState().setToken('tok-1'));
    expect(result.current).toBe(true);
    expect(getAccessToken()).toBe('tok-1');
    act(() => useSessionStore.getState().clear());
    expect(result.current).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  describe('a login or logout made in another window of this browser', () => {
    const writeElsewhere = (token: string | null) => {
      document.cookie = token
        ? `access_token=${token}; path=/`
        : 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    };
    const shown = () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    };

    it('a logout there: shown again, this page is logged out quietly, the person’s drafts kept', () => {
      useSessionStore.getState().setToken('tok-1');
      useSessionStore.getState().setUser(me);
      localStorage.setItem('guardian.draft.comment.42', '{"text":"쓰던 댓글","replyTo":null}');
      const { result } = renderHook(() => useIsLoggedIn());
      writeElsewhere(null);
      expect(result.current).toBe(true);
      act(shown);
      expect(result.current).toBe(false);
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loginAgain: false });
      expect(localStorage.getItem('guardian.draft.comment.42')).toContain('쓰던 댓글');
    });

    it('a login there as someone else: shown again, this page is in that session, its user read again', async () => {
      useSessionStore.getState().setToken('tok-1');
      const other = { ...me, userSeq: 2, nickname: '코코아빠' } as Me;
      server = fakeServer(authClient, (req) =>
        ok(req.headers.get('Authorization') === 'Bearer tok-2' ? other : me),
      );
      const { wrapper } = wrapperFor();
      const { result } = renderHook(() => useMe(), { wrapper });
      await waitFor(() => expect(useSessionStore.getState().user).toEqual(me));
      // That login made the device theirs (claimDrafts, in the storage both windows share).
      localStorage.setItem('guardian.draft.owner', '2');
      writeElsewhere('tok-2');
      act(shown);
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', user: null });
      // The QueryClient drops the user read for the session before: never theirs under the new token.
      expect(result.current.data).toBeUndefined();
      await waitFor(() => expect(result.current.data).toEqual(other));
      expect(server.requests.map((r) => r.headers.get('Authorization'))).toEqual([
        'Bearer tok-1',
        'Bearer tok-2',
      ]);
      expect(useSessionStore.getState().user).toEqual(other);
    });

    it('a login there as the same person: shown again, this page is in that session, its user kept while it is read again', async () => {
      useSessionStore.getState().setToken('tok-1');
      server = fakeServer(authClient, () => ok(me));
      const { wrapper } = wrapperFor();
      const { result } = renderHook(() => useMe(), { wrapper });
      await waitFor(() => expect(useSessionStore.getState().user).toEqual(me));
      writeElsewhere('tok-2');
      act(shown);
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', user: me });
      expect(result.current.data).toEqual(me);
      await waitFor(() => expect(server!.requests).toHaveLength(2));
      expect(server!.requests[1]!.headers.get('Authorization')).toBe('Bearer tok-2');
      await new Promise((r) => setTimeout(r, 20));
      expect(result.current.data).toEqual(me);
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', user: me });
    });

    it('nothing changed: shown again, nothing is asked of the API', async () => {
      useSessionStore.getState().setToken('tok-1');
      server = fakeServer(authClient, () => ok(me));
      const { wrapper } = wrapperFor();
      renderHook(() => useMe(), { wrapper });
      await waitFor(() => expect(useSessionStore.getState().user).toEqual(me));
      act(shown);
      act(shown);
      await new Promise((r) => setTimeout(r, 20));
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user: me });
      expect(server.requests).toHaveLength(1);
    });
  });
});

describe('useMe (§4)', () => {
  it('does not call GET /v2/me without a token', async () => {
    server = fakeServer(authClient, () => ok(me));
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => useMe(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });

  it('fetches the user when a token exists and puts it in the session', async () => {
    useSessionStore.getState().setToken('tok-1');
    server = fakeServer(authClient, () => ok(me));
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(me));
    expect(server.requests[0]!.url).toBe('https://api.guardian.kr/v2/me');
    await waitFor(() => expect(useSessionStore.getState().user).toEqual(me));
  });

  it('a screen that mounts after the shell fetched the user reuses it instead of asking again', async () => {
    useSessionStore.getState().setToken('tok-1');
    server = fakeServer(authClient, () => ok(me));
    const { wrapper } = wrapperFor();
    const shell = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(shell.result.current.data).toEqual(me));
    const screen = renderHook(() => useMe(), { wrapper });
    expect(screen.result.current.data).toEqual(me);
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests).toHaveLength(1);
  });

  it('on failure clears the user and the current shop and invalidates the cached user', async () => {
    useSessionStore.setState({ token: 'tok-1', user: me });
    useCurrentShopStore.getState().setCurrentShop(20, 200);
    server = fakeServer(authClient, () => fail(500, 'INTERNAL_ERROR', '오류'));
    const { wrapper, client } = wrapperFor();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useCurrentShopStore.getState()).toMatchObject({ shopId: null, customerSeq: null });
    expect(client.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

describe('current shop (§4)', () => {
  it('keeps shopId and customerSeq in localStorage', () => {
    useCurrentShopStore.getState().setCurrentShop(20, 200);
    expect(JSON.parse(localStorage.getItem(CURRENT_SHOP_STORAGE_KEY)!).state).toEqual({
      shopId: 20,
      customerSeq: 200,
    });
  });

  it('useCurrentShop returns the selected shop of the logged-in user', () => {
    const { result } = renderHook(() => useCurrentShop());
    expect(result.current).toBeNull();
    act(() => useSessionStore.setState({ token: 't', user: me }));
    expect(result.current?.shopId).toBe(10);
    act(() => useCurrentShopStore.getState().setCurrentShop(20, 200));
    expect(result.current?.userShopSeq).toBe(2);
  });
});
