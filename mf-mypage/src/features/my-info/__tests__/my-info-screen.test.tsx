import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, useSessionStore } from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { me, renderAt } from '../../../test/render-at';
import { MyInfoScreen } from '../components/my-info-screen';
import { queryKeys } from '@guardian/shared';

function renderWith(data: typeof me, history: string[] = []) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt(
    [...history, '/my-info'],
    [
      { path: '/my-info', Component: MyInfoScreen },
      { path: '*', element: <p>다른 화면</p> },
    ],
  );
  view.queryClient.setQueryData(['user', 'me'], data);
  return view;
}

describe('마이페이지', () => {
  it('shows who I am, my pets and my shops with their categories', async () => {
    renderWith(me);
    expect(await screen.findByText('다혜')).toBeInTheDocument();
    expect(screen.getByText('dahye@example.com')).toBeInTheDocument();
    expect(screen.getByText('콩이')).toBeInTheDocument();
    expect(screen.getByText('멍멍살롱 성수점')).toBeInTheDocument();
    expect(screen.getByText('미용 · 호텔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '설정' })).toHaveAttribute('href', '/my-info/setting');
  });

  it('leads to 약관 및 정책 (the terms, the privacy policy and 고객센터) from the menu, not from 설정', async () => {
    renderWith(me);
    const row = await screen.findByRole('link', { name: /약관 및 정책/ });
    expect(row).toHaveAttribute('href', '/my-info/terms');
  });

  it('shows my e-mail and a shop\'s details whole, wrapping with large text instead of ending in "…"', async () => {
    const remove = applyStylesheet('../components/my-info-screen.module.css', import.meta.url);
    renderWith(me);
    for (const text of ['dahye@example.com', '미용 · 호텔']) {
      const style = getComputedStyle(await screen.findByText(text));
      expect(style.whiteSpace).not.toBe('nowrap');
      expect(style.textOverflow).not.toBe('ellipsis');
      expect(style.overflowWrap).toBe('anywhere');
    }
    remove();
  });

  it('추가 beside 내 반려동물 is a 44px target both ways, the word still at the row’s end', async () => {
    onTestFinished(applyStylesheet('../components/my-info-screen.module.css', import.meta.url));
    renderWith(me);
    const add = await screen.findByRole('button', { name: '추가' });
    expect(getComputedStyle(add).minHeight).toBe('44px');
    expect(getComputedStyle(add).position).toBe('relative');
    // Two letters of small text were 36px wide: each side half of what it lacks of 44px, laid over the row's end.
    const [box] = pseudoRules(add);
    expect(box?.position).toBe('absolute');
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
  });

  it('invites to register a pet and find a shop when there are none', async () => {
    renderWith({ ...me, pets: [], userShops: [] });
    expect(await screen.findByText('반려동물을 등록해 보세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '매장 찾기' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(await screen.findByRole('dialog', { name: '반려동물 추가' })).toBeInTheDocument();
  });

  it("opens a pet's form filled in, saves a new weight and shows it", async () => {
    const saved = { ...me.pets[0], weightKg: 3.8 };
    const requests: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const { pathname } = new URL(url, 'http://api.test');
        requests.push({
          method: init?.method ?? 'GET',
          url: pathname,
          body: init?.body && JSON.parse(String(init.body)),
        });
        // The pet as it is on the server: its new weight only once it has been saved.
        const put = requests.some((r) => r.method === 'PUT');
        const data = pathname.endsWith('/v2/breeds')
          ? [{ breedSeq: 3, name: '말티즈', kind: 'DOG' }]
          : pathname.endsWith('/v2/pets/1')
            ? saved
            : { ...me, pets: [put ? saved : me.pets[0]] };
        return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderWith(me);
    await userEvent.click(await screen.findByRole('button', { name: '콩이 정보 수정' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 정보 수정' });
    expect(within(sheet).getByLabelText('이름')).toHaveValue('콩이');
    const weight = within(sheet).getByLabelText('몸무게 (kg)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '3.8');
    await userEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/여아 · 3\.8kg/)).toBeInTheDocument();
    // The sheet is a history entry of its own: it goes with the back that saving takes, which the browser
    // delivers on its own time (popstate), before or after the refreshed list.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/v2/pets/1'),
      // Only what was changed here: another phone's change to the other fields stays.
      body: { weightKg: 3.8 },
    });
    vi.unstubAllGlobals();
  });

  it("the phone's back closes a pet's form and stays on 마이페이지", async () => {
    const { router } = renderWith(me, ['/shop']);
    await userEvent.click(await screen.findByRole('button', { name: '콩이 정보 수정' }));
    expect(await screen.findByRole('dialog', { name: '반려동물 정보 수정' })).toBeInTheDocument();

    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe('/my-info');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('콩이')).toBeInTheDocument();
  });

  it("a pet deleted from the confirm still open after the phone's back closed its form stays on 마이페이지", async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const { pathname } = new URL(url, 'http://api.test');
        requests.push(`${init?.method ?? 'GET'} ${pathname}`);
        const deleted = requests.includes('DELETE /v2/pets/1');
        const data = pathname.endsWith('/v2/breeds')
          ? [{ breedSeq: 3, name: '말티즈', kind: 'DOG' }]
          : pathname.endsWith('/v2/pets/1')
            ? null
            : { ...me, pets: deleted ? [] : me.pets };
        return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    useSessionStore.getState().setToken('token-1');
    const { router, queryClient } = renderAt(
      ['/shop', '/my-info'],
      [
        {
          path: '/my-info',
          element: (
            <>
              <MyInfoScreen />
              <DialogHost />
            </>
          ),
        },
        { path: '*', element: <p>다른 화면</p> },
      ],
    );
    queryClient.setQueryData(['user', 'me'], me);
    await userEvent.click(await screen.findByRole('button', { name: '콩이 정보 수정' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 정보 수정' });
    await userEvent.click(within(sheet).getByRole('button', { name: '반려동물 삭제' }));
    const confirm = await screen.findByRole('dialog', { name: "'콩이' 정보를 삭제할까요?" });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    await waitFor(() => expect(requests).toContain('DELETE /v2/pets/1'));
    expect(await screen.findByText('반려동물을 등록해 보세요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-info');
    expect(screen.queryByText('다른 화면')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  describe('deleting a pet', () => {
    const bori = { ...me.pets[0], petSeq: 2, name: '보리' };
    function renderDeleting(pets: (typeof me)['pets']) {
      const requests: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          const { pathname } = new URL(url, 'http://api.test');
          requests.push(`${init?.method ?? 'GET'} ${pathname}`);
          const deleted = requests.includes('DELETE /v2/pets/1');
          const data = pathname.endsWith('/v2/breeds')
            ? [{ breedSeq: 3, name: '말티즈', kind: 'DOG' }]
            : pathname.endsWith('/v2/pets/1')
              ? null
              : { ...me, pets: deleted ? pets.filter((p) => p.petSeq !== 1) : pets };
          return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
      useSessionStore.getState().setToken('token-1');
      const view = renderAt(
        ['/my-info'],
        [
          {
            path: '/my-info',
            element: (
              <>
                <MyInfoScreen />
                <DialogHost />
              </>
            ),
          },
        ],
      );
      view.queryClient.setQueryData(['user', 'me'], { ...me, pets });
      return requests;
    }
    async function deleteKongi() {
      await userEvent.click(await screen.findByRole('button', { name: '콩이 정보 수정' }));
      const sheet = await screen.findByRole('dialog', { name: '반려동물 정보 수정' });
      await userEvent.click(within(sheet).getByRole('button', { name: '반려동물 삭제' }));
      const confirm = await screen.findByRole('dialog', { name: "'콩이' 정보를 삭제할까요?" });
      await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    }
    afterEach(() => vi.unstubAllGlobals());

    it('puts focus on the next pet card once a pet is deleted, not back at the top of the page', async () => {
      renderDeleting([me.pets[0], bori]);
      await deleteKongi();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByText('콩이')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: '보리 정보 수정' })).toHaveFocus());
    });

    it('puts focus on 반려동물 추가 once the last pet is deleted', async () => {
      renderDeleting([me.pets[0]]);
      await deleteKongi();
      expect(await screen.findByText('반려동물을 등록해 보세요')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: '반려동물 추가' })).toHaveFocus());
    });
  });

  it('counts my community posts, likes and comments, each opening its list', async () => {
    const view = renderWith(me);
    view.queryClient.setQueryData(queryKeys.community.counts(), { posts: 2, likes: 15, comments: 4 });
    expect(await screen.findByRole('link', { name: /15\s*좋아요한 글/ })).toHaveAttribute(
      'href',
      '/my-info/community/like',
    );
    expect(screen.getByRole('link', { name: /2\s*내가 쓴 글/ })).toHaveAttribute(
      'href',
      '/my-info/community/feed',
    );
    // Named as the tab it opens is titled (내가 쓴 댓글), not a shorter word of its own.
    expect(screen.getByRole('link', { name: /4\s*내가 쓴 댓글/ })).toHaveAttribute(
      'href',
      '/my-info/community/comment',
    );
  });

  it("a new owner's 내 커뮤니티 활동 is one way into 커뮤니티, not three zeros", async () => {
    const view = renderWith(me);
    view.queryClient.setQueryData(queryKeys.community.counts(), { posts: 0, likes: 0, comments: 0 });
    const activity = await screen.findByRole('region', { name: '내 커뮤니티 활동' });
    expect(
      await within(activity).findByRole('link', { name: /보호자들의 이야기를 구경해 보세요/ }),
    ).toHaveAttribute('href', '/community');
    expect(within(activity).getAllByRole('link')).toHaveLength(1);
    expect(within(activity).queryByText('0')).not.toBeInTheDocument();
  });

  it('keeps the three counts once there is any activity, a zero among them', async () => {
    const view = renderWith(me);
    view.queryClient.setQueryData(queryKeys.community.counts(), { posts: 0, likes: 3, comments: 0 });
    expect(await screen.findByRole('link', { name: /3\s*좋아요한 글/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /0\s*내가 쓴 글/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /보호자들의 이야기/ })).not.toBeInTheDocument();
  });

  it('keeps my community counts when a refresh of them fails on a weak connection', async () => {
    const view = renderWith(me);
    view.queryClient.setQueryData(queryKeys.community.counts(), { posts: 2, likes: 15, comments: 4 });
    expect(await screen.findByRole('link', { name: /15\s*좋아요한 글/ })).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(() => view.queryClient.refetchQueries({ queryKey: queryKeys.community.counts() }));
    expect(view.queryClient.getQueryState(queryKeys.community.counts())?.status).toBe('error');
    // The failure reaches the screen on the query's next notification.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(screen.getByRole('link', { name: /15\s*좋아요한 글/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2\s*내가 쓴 글/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /4\s*내가 쓴 댓글/ })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  describe('쿠폰', () => {
    it('is in the menu with how many I can use, opening 쿠폰함 (also with no shop of mine)', async () => {
      const view = renderWith({ ...me, userShops: [] });
      view.queryClient.setQueryData(queryKeys.coupons.list('usable'), [{ couponSeq: 5 }, { couponSeq: 9 }]);
      expect(await screen.findByRole('link', { name: /^쿠폰\s*2장/ })).toHaveAttribute('href', '/coupon');
    });

    it('with none to use, is there without a number (쿠폰함 says where coupons come from)', async () => {
      const view = renderWith(me);
      view.queryClient.setQueryData(queryKeys.coupons.list('usable'), []);
      const row = await screen.findByRole('link', { name: /^쿠폰/ });
      expect(row).toHaveAttribute('href', '/coupon');
      expect(row).not.toHaveTextContent(/\d/);
    });

    it('counts a coupon taken at an event as soon as 쿠폰함 is refreshed', async () => {
      const view = renderWith(me);
      view.queryClient.setQueryData(queryKeys.coupons.list('usable'), [{ couponSeq: 5 }]);
      expect(await screen.findByRole('link', { name: /^쿠폰\s*1장/ })).toBeInTheDocument();
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({
                resultCode: 'SUCCESS',
                message: '',
                data: [{ couponSeq: 5 }, { couponSeq: 6 }],
              }),
              { headers: { 'content-type': 'application/json' } },
            ),
        ),
      );
      onTestFinished(() => void vi.unstubAllGlobals());
      // What the event's 쿠폰 받기 does (mf-curation): every ['coupons'] query is read again.
      await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }));
      expect(await screen.findByRole('link', { name: /^쿠폰\s*2장/ })).toBeInTheDocument();
    });
  });

  it('leads to 예약 내역, 알림장 and 내 리뷰 with no shop of mine (매장･예약 has no quick menu then)', async () => {
    renderWith({ ...me, userShops: [] });
    expect(await screen.findByRole('link', { name: '예약 내역' })).toHaveAttribute('href', '/reservation');
    expect(screen.getByRole('link', { name: '알림장' })).toHaveAttribute('href', '/alim-paper');
    expect(screen.getByRole('link', { name: '내 리뷰' })).toHaveAttribute('href', '/review');
  });

  describe('이용권', () => {
    it('is in the menu with how many passes can still pay, opening 이용권 (also with no shop of mine)', async () => {
      // A pass bought earlier outlives the shop's link: with no shop, 매장･예약 has no quick menu to reach it.
      const view = renderWith({ ...me, userShops: [] });
      view.queryClient.setQueryData(queryKeys.vouchers.mine(), [{ voucherSeq: 7 }, { voucherSeq: 8 }]);
      expect(await screen.findByRole('link', { name: /^이용권\s*2장/ })).toHaveAttribute('href', '/voucher');
    });

    it('reads the passes once, from the same address and key as 이용권 (mf-shops)', async () => {
      const urls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          urls.push(String(url));
          const { pathname } = new URL(url, 'http://api.test');
          const data = pathname.endsWith('/v2/vouchers')
            ? [{ voucherSeq: 7 }]
            : pathname.endsWith('/v2/me')
              ? { ...me, userShops: [] }
              : [];
          return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
            headers: { 'content-type': 'application/json' },
          });
        }),
      );
      onTestFinished(() => void vi.unstubAllGlobals());
      const view = renderWith({ ...me, userShops: [] });
      expect(await screen.findByRole('link', { name: /^이용권\s*1장/ })).toBeInTheDocument();
      const reads = urls.filter((u) => new URL(u, 'http://api.test').pathname.endsWith('/v2/vouchers'));
      expect(reads).toHaveLength(1);
      expect(new URL(reads[0], 'http://api.test').searchParams.get('scope')).toBe('active');
      expect(view.queryClient.getQueryData(queryKeys.vouchers.mine())).toEqual([{ voucherSeq: 7 }]);
    });

    it('with none that can pay, is there without a number (이용권 says how to get one)', async () => {
      const view = renderWith(me);
      view.queryClient.setQueryData(queryKeys.vouchers.mine(), []);
      const row = await screen.findByRole('link', { name: /^이용권/ });
      expect(row).toHaveAttribute('href', '/voucher');
      expect(row).not.toHaveTextContent(/\d/);
    });
  });

  describe('동의서', () => {
    it('is in the menu with how many forms wait on my signature, opening 동의서 (also with no shop of mine)', async () => {
      const view = renderWith({ ...me, userShops: [] });
      view.queryClient.setQueryData(queryKeys.consents.list(), [
        { formSeq: 31, state: 'TO_SIGN' },
        { formSeq: 32, state: 'SIGNED' },
        { formSeq: 33, state: 'RESIGN' },
      ]);
      expect(await screen.findByRole('link', { name: /^동의서\s*서명 필요 2/ })).toHaveAttribute(
        'href',
        '/consent',
      );
    });

    it('with every form signed, is there without a number', async () => {
      const view = renderWith(me);
      view.queryClient.setQueryData(queryKeys.consents.list(), [{ formSeq: 32, state: 'SIGNED' }]);
      const row = await screen.findByRole('link', { name: /^동의서/ });
      expect(row).toHaveAttribute('href', '/consent');
      expect(row).not.toHaveTextContent(/서명 필요|\d/);
    });
  });
});
