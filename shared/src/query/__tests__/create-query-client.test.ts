import { isCancelledError, MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, authClient } from '../../api/client';
import { apiGet, apiPost } from '../../api/requests';
import type { Me } from '../../api/types';
import { ACCESS_TOKEN_COOKIE, getAccessToken } from '../../session/access-token';
import { meQueryOptions } from '../../session/me-query';
import { useSessionStore } from '../../session/session-store';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { useDialogStore } from '../../ui/dialog/dialog-store';
import { toastError, useToastStore } from '../../ui/toast/toast-store';
import { createQueryClient } from '../create-query-client';

let server: ReturnType<typeof fakeServer>;
const user = { userSeq: 1, userId: 'owner@example.com', nickname: '보리맘', userShops: [] } as unknown as Me;

beforeEach(() => {
  configureApiClient({ baseURL: 'https://api.guardian.kr' });
  useSessionStore.getState().setToken('tok-1');
  useSessionStore.getState().setUser(user);
  useDialogStore.setState({ queue: [] });
});

afterEach(() => server?.restore());

function respondWith(status: number) {
  server = fakeServer(authClient, () =>
    fail(status, status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_ERROR', '오류'),
  );
}

/** Answers 401, but only after the person logged in again as someone else in another window. */
function refuseAfterLoginElsewhere() {
  server = fakeServer(authClient, () => {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=tok-2; path=/`;
    return fail(401, 'UNAUTHORIZED', '오류');
  });
}

function runMutation(client: ReturnType<typeof createQueryClient>) {
  return new MutationObserver(client, { mutationFn: () => apiPost('/v2/shop/7/favorite') })
    .mutate()
    .catch(() => undefined);
}

describe('createQueryClient', () => {
  it('§9: no retry, stale time 0, no refetch on window focus', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, staleTime: 0, refetchOnWindowFocus: false });
  });

  it('§8: a 401 on a query removes the token and clears the session', async () => {
    respondWith(401);
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['shops', 'favorite'], queryFn: () => apiGet('/v2/shop/favorite') })
      .catch(() => undefined);
    expect(getAccessToken()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('§8: a 401 on a mutation sent without a token alerts "정상적인 접근이 아닙니다. 다시 시도해주세요."', async () => {
    useSessionStore.getState().clear();
    respondWith(401);
    await runMutation(createQueryClient());
    expect(server.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(useDialogStore.getState().queue.map((d) => d.options)).toEqual([
      { text: '정상적인 접근이 아닙니다. 다시 시도해주세요.', hideCancel: true },
    ]);
  });

  it('§8: a save refused because this person’s session ended alerts, removes the token and offers 로그인하기', async () => {
    respondWith(401);
    await runMutation(createQueryClient());
    expect(getAccessToken()).toBeNull();
    expect(useDialogStore.getState().queue.map((d) => d.options)).toEqual([
      { text: '정상적인 접근이 아닙니다. 다시 시도해주세요.', confirmText: '로그인하기', hideCancel: true },
    ]);
  });

  it('the session ends once that alert is read (the form no longer offers 저장); 로그인하기 asks the shell to log in again', async () => {
    respondWith(401);
    await runMutation(createQueryClient());
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user });
    useDialogStore.getState().queue[0]!.resolve(true);
    await vi.waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loginAgain: true }),
    );
  });

  it('dismissed without 로그인하기, the session ends and the page stays', async () => {
    respondWith(401);
    await runMutation(createQueryClient());
    useDialogStore.getState().queue[0]!.resolve(false);
    await vi.waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loginAgain: false }),
    );
  });

  it('the session ending on a refused save keeps this person’s drafts for their next login', async () => {
    localStorage.setItem('guardian.draft.comment.42', '{"text":"길게 쓴 댓글","replyTo":null}');
    respondWith(401);
    await runMutation(createQueryClient());
    useDialogStore.getState().queue[0]!.resolve(true);
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    useSessionStore.getState().setToken('tok-2');
    useSessionStore.getState().setUser(user);
    expect(localStorage.getItem('guardian.draft.comment.42')).toContain('길게 쓴 댓글');
  });

  it('a login made in another window while that alert is open stays when the alert is read', async () => {
    respondWith(401);
    await runMutation(createQueryClient());
    expect(getAccessToken()).toBeNull();
    document.cookie = `${ACCESS_TOKEN_COOKIE}=tok-2; path=/`;
    useDialogStore.getState().queue[0]!.resolve(true);
    await vi.waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: null, loginAgain: true }),
    );
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=tok-2`);
  });

  it('two saves refused at once (a double action, two requests in flight): one alert, and its answer ends the session', async () => {
    respondWith(401);
    const client = createQueryClient();
    await Promise.all([runMutation(client), runMutation(client)]);
    expect(server.requests).toHaveLength(2);
    expect(useDialogStore.getState().queue).toHaveLength(1);
    useDialogStore.getState().queue[0]!.resolve(true);
    await vi.waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loginAgain: true }),
    );
    // Answered, the next refused save has its own alert.
    useSessionStore.getState().setToken('tok-3');
    await runMutation(client);
    expect(useDialogStore.getState().queue).toHaveLength(2);
  });

  it('a save refused while the alert is open joins it', async () => {
    respondWith(401);
    const client = createQueryClient();
    await runMutation(client);
    await runMutation(client);
    expect(useDialogStore.getState().queue).toHaveLength(1);
  });

  it('a login in another window that this page followed while the alert was open stays when the alert is read', async () => {
    respondWith(401);
    await runMutation(createQueryClient());
    document.cookie = `${ACCESS_TOKEN_COOKIE}=tok-2; path=/`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(useSessionStore.getState().token).toBe('tok-2');
    useDialogStore.getState().queue[0]!.resolve(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', loginAgain: false });
    expect(getAccessToken()).toBe('tok-2');
  });

  it('§8: a 401 for the old token keeps the login made meanwhile in another window (query)', async () => {
    refuseAfterLoginElsewhere();
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['shops', 'favorite'], queryFn: () => apiGet('/v2/shop/favorite') })
      .catch(() => undefined);
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=tok-2`);
    expect(getAccessToken()).toBe('tok-2');
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user });
  });

  it('§8: a 401 for the old token still alerts but keeps the login made meanwhile (mutation)', async () => {
    refuseAfterLoginElsewhere();
    await runMutation(createQueryClient());
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=tok-2`);
    expect(useDialogStore.getState().queue).toHaveLength(1);
    useDialogStore.getState().queue[0]!.resolve(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user });
  });

  it('§8: a 401 to a request sent without a token does not remove a login made meanwhile', async () => {
    useSessionStore.getState().clear();
    refuseAfterLoginElsewhere();
    await createQueryClient()
      .fetchQuery({ queryKey: ['me'], queryFn: () => apiGet('/v2/me') })
      .catch(() => undefined);
    expect(server.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=tok-2`);
  });

  it('cancelling a query aborts its request and leaves no error behind (TanStack sees a cancel)', async () => {
    server = fakeServer(authClient, () => 'hang');
    const client = createQueryClient();
    const queryKey = ['shops', 'favorite'];
    const fetching = client
      .fetchQuery({ queryKey, queryFn: ({ signal }) => apiGet('/v2/shop/favorite', undefined, { signal }) })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await client.cancelQueries({ queryKey });
    expect(isCancelledError(await fetching)).toBe(true);
    expect(server.requests[0]!.signal?.aborted).toBe(true);
    expect(client.getQueryState(queryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      error: null,
    });
    expect(getAccessToken()).toBe('tok-1');
  });

  it('leaves the session alone on other query and mutation errors', async () => {
    respondWith(500);
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['shops', 'favorite'], queryFn: () => apiGet('/v2/shop/favorite') })
      .catch(() => undefined);
    await runMutation(client);
    expect(getAccessToken()).toBe('tok-1');
    expect(useSessionStore.getState().user).toBe(user);
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  describe('a login made in another window of this browser, followed here', () => {
    const other = { ...user, userSeq: 2, userId: 'coco@example.com', nickname: '코코아빠' } as Me;
    /** Whose session each token is, as the API knows it. */
    let sessions: Record<string, Me>;
    let page: { client: ReturnType<typeof createQueryClient>; unsubscribe: () => void } | null = null;
    beforeEach(() => {
      sessions = { 'Bearer tok-1': user };
      server = fakeServer(authClient, ({ url, headers }) => {
        const person = sessions[headers.get('Authorization') ?? ''];
        if (!person) return fail(401, 'UNAUTHORIZED', '오류');
        if (url.endsWith('/v2/me')) return ok(person);
        if (url.endsWith('/v2/pets')) return ok([`${person.nickname}의 반려동물`]);
        return fail(404, 'NOT_FOUND', '오류');
      });
    });
    afterEach(() => {
      page?.unsubscribe();
      page?.client.clear();
      page = null;
    });

    /** A page as the app holds it: the user read, and their pets on screen (`shown`: what they show from then on). */
    async function openPage() {
      const client = createQueryClient();
      await client.fetchQuery(meQueryOptions());
      const pets = new QueryObserver(client, {
        queryKey: ['pets'],
        queryFn: () => apiGet<string[]>('/v2/pets'),
      });
      const shown: (string[] | undefined)[] = [];
      page = { client, unsubscribe: pets.subscribe((result) => shown.push(result.data)) };
      await vi.waitFor(() => expect(pets.getCurrentResult().data).toEqual(['보리맘의 반려동물']));
      shown.length = 0;
      return { client, pets, shown };
    }
    /** The other window's login: its cookie, and (a login there, in the storage both share) the device's last sign-in. */
    function loginElsewhere(token: string, as: Me, signedInThere = true) {
      sessions[`Bearer ${token}`] = as;
      document.cookie = `${ACCESS_TOKEN_COOKIE}=${token}; path=/`;
      if (signedInThere) localStorage.setItem('guardian.draft.owner', String(as.userSeq));
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    }
    const asked = (path: string, token: string) =>
      server.requests.filter(
        (r) => r.url.endsWith(path) && r.headers.get('Authorization') === `Bearer ${token}`,
      ).length;

    it('the same person logged in again there: what is on screen stays, and is read again behind it', async () => {
      const { pets, shown } = await openPage();
      loginElsewhere('tok-2', user);
      expect(pets.getCurrentResult()).toMatchObject({ status: 'success', data: ['보리맘의 반려동물'] });
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', user });
      await vi.waitFor(() => expect(asked('/v2/pets', 'tok-2')).toBe(1));
      await vi.waitFor(() => expect(pets.getCurrentResult().isFetching).toBe(false));
      // Never blank (no skeleton), and whose the token is was asked once.
      expect(shown.every((data) => data !== undefined)).toBe(true);
      expect(asked('/v2/me', 'tok-2')).toBe(1);
      expect(useSessionStore.getState().user).toEqual(user);
    });

    it('someone else logged in there: the first person’s data goes at once, and theirs is read', async () => {
      const { pets } = await openPage();
      loginElsewhere('tok-2', other);
      expect(pets.getCurrentResult().data).toBeUndefined();
      expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', user: null });
      await vi.waitFor(() => expect(pets.getCurrentResult().data).toEqual(['코코아빠의 반려동물']));
    });

    it('the cookie alone changed to someone else (a WebView sharing it): once /v2/me says so, the first person’s data goes', async () => {
      const { pets, shown } = await openPage();
      loginElsewhere('tok-2', other, false);
      await vi.waitFor(() => expect(pets.getCurrentResult().data).toEqual(['코코아빠의 반려동물']));
      expect(useSessionStore.getState().user).toBeNull();
      // Blank in between: never the first person's pets under the new session.
      expect(shown.slice(shown.lastIndexOf(undefined))).toEqual([undefined, ['코코아빠의 반려동물']]);
      expect(asked('/v2/pets', 'tok-2')).toBe(1);
    });
  });

  describe('toastError: one message per failure', () => {
    const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
    beforeEach(() => useToastStore.setState({ toasts: [] }));

    it('a save refused with 401 shows §8’s alert only, from the mutation’s onError or a mutateAsync catch', async () => {
      respondWith(401);
      const client = createQueryClient();
      const mutationFn = () => apiPost('/v2/shop/7/favorite');
      await new MutationObserver(client, { mutationFn, onError: (e) => toastError(e) })
        .mutate()
        .catch(() => {});
      await new MutationObserver(client, { mutationFn })
        .mutate()
        .catch((e: unknown) => toastError(e, '못했어요.'));
      // One alert for both (the second joined the first, still open).
      expect(useDialogStore.getState().queue).toHaveLength(1);
      expect(toasts()).toEqual([]);
    });

    it('a plain call’s 401 gets no alert, so its toast still says what went wrong', async () => {
      respondWith(401);
      await apiGet('/v2/refund/quote').catch((e: unknown) => toastError(e, '불러오지 못했어요.'));
      expect(useDialogStore.getState().queue).toHaveLength(0);
      expect(toasts()).toEqual(['오류']);
    });

    it('a save’s other failures still toast the server’s message, or the fallback without one', async () => {
      respondWith(500);
      await new MutationObserver(createQueryClient(), {
        mutationFn: () => apiPost('/v2/shop/7/favorite'),
        onError: (e) => toastError(e),
      })
        .mutate()
        .catch(() => {});
      toastError(new Error('boom'), '설정을 바꾸지 못했어요.');
      expect(toasts()).toEqual(['오류', '설정을 바꾸지 못했어요.']);
    });
  });
});
