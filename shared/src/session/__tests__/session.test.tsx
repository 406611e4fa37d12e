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
