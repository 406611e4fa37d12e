import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  ApiError,
  DialogHost,
  apiGet,
  apiGetBlob,
  apiPost,
  saveBlob,
  toast,
  useSessionStore,
} from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Me } from '@guardian/shared';
import type { ConsentForm, ConsentFormSummary, Signature } from '../api/types';
import { ConsentDetailScreen } from '../components/consent-detail-screen';
import { ConsentListScreen } from '../components/consent-list-screen';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiGetBlob: vi.fn(),
  saveBlob: vi.fn(),
  // The pet form is shared's (tested there): here a stand-in that saves 보리 (petSeq 5) when open.
  PetFormSheet: ({ open, onSaved }: { open: boolean; onSaved: (pet: { petSeq: number }) => void }) =>
    open ? (
      <div role="dialog" aria-label="반려동물 추가">
        <button type="button" onClick={() => onSaved({ petSeq: 5 })}>
          추가하기
        </button>
      </div>
    ) : null,
}));
// jsdom has no canvas: the pad is stood in for by a button that "draws" (the e2e story draws on the real one).
vi.mock('../components/signature-pad', () => ({
  default: ({ onChange }: { onChange: (v: string | null) => void }) => (
    <>
      <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>
        서명 그리기
      </button>
      <button type="button" onClick={() => onChange(null)}>
        지우고 다시 쓰기
      </button>
    </>
  ),
}));

/** `before`: the pages behind this one in the tab's history. */
function renderAt(path: string, before: string[] = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/consent', Component: ConsentListScreen },
      { path: '/consent/:id', Component: ConsentDetailScreen },
    ],
    { initialEntries: [...before, path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return router;
}

const target = (
  petSeq: number | null,
  petName: string | null,
  state: ConsentFormSummary['state'],
  signatureSeq: number | null = null,
) => ({
  petSeq,
  petName,
  state,
  signatureSeq,
  signedAt: signatureSeq ? '2026-11-20T03:00:00.000Z' : null,
  signedVersion: signatureSeq ? (state === 'RESIGN' ? 1 : 2) : null,
});

const BODY = '미용 중 피부 발적, 작은 상처가 생길 수 있습니다.\n이상이 보이면 바로 연락드립니다.';
const form = (over: Partial<ConsentForm> = {}): ConsentForm => ({
  formSeq: 7,
  shopId: 1,
  shopName: '해피 미용실',
  kind: 'GROOMING',
  title: '미용 위험 고지 동의서',
  version: 2,
  perPet: true,
  requiredForBooking: true,
  updatedAt: '2026-11-20T00:00:00.000Z',
  body: BODY,
  state: 'TO_SIGN',
  targets: [target(1, '코코', 'SIGNED', 30), target(2, '나비', 'TO_SIGN')],
  ...over,
});
const signature: Signature = {
  signatureSeq: 31,
  formSeq: 7,
  shopId: 1,
  shopName: '해피 미용실',
  title: '미용 위험 고지 동의서',
  body: BODY,
  version: 2,
  petSeq: 2,
  petName: '나비',
  bodySha256: 'a'.repeat(64),
  signedAt: '2026-11-25T05:04:00.000Z',
  pdfPath: '/v2/consent/signatures/31/pdf',
};

/** An owner linked to one shop (by its invitation). */
const me: Me = {
  userSeq: 1,
  userId: 'dahye@example.com',
  nickname: '새싹6971',
  phoneNumber: '01012345678',
  snsKind: 'NONE',
  profileImageUrl: null,
  termsMarketing: false,
  createdAt: '2026-03-02T01:00:00.000Z',
  pets: [],
  userShops: [
    {
      userShopSeq: 1,
      shopId: 1,
      customerSeq: 101,
      sortOrder: 0,
      shopInfo: {
        shopId: 1,
        name: '해피 미용실',
        categories: ['BEAUTY'],
        address: '서울 성동구 성수이로 1',
        regionSeq: 1,
        latitude: 37.5,
        longitude: 127.05,
        thumbnailUrl: null,
        reviewCount: 0,
        registeredAt: '2026-01-01T00:00:00.000Z',
        distanceMeters: null,
        isFavorite: false,
      },
    },
  ],
};

beforeEach(() => {
  useSessionStore.setState({ user: null });
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGetBlob).mockReset();
  vi.mocked(saveBlob).mockReset();
});

describe('동의서 목록', () => {
  it('shows each form with its state and each pet’s state', async () => {
    const { body: _b, ...first } = form();
    const { body: _c, ...second } = form({
      formSeq: 8,
      title: '예방접종 확인서',
      kind: 'VACCINATION',
      state: 'RESIGN',
      requiredForBooking: false,
      targets: [target(1, '코코', 'RESIGN', 12), target(2, '나비', 'TO_SIGN')],
    });
    const { body: _d, ...third } = form({
      formSeq: 9,
      title: '사진 촬영 동의서',
      perPet: false,
      state: 'SIGNED',
      requiredForBooking: false,
      targets: [target(null, null, 'SIGNED', 40)],
    });
    vi.mocked(apiGet).mockResolvedValue([first, second, third]);
    renderAt('/consent');
    const card = (await screen.findByText('미용 위험 고지 동의서')).closest('a')!;
    expect(within(card).getByText('서명 필요')).toBeInTheDocument();
    expect(within(card).getByText('코코 서명 완료 · 나비 서명 필요')).toBeInTheDocument();
    expect(within(card).getByText('예약 확정 전에 꼭 서명해야 해요')).toBeInTheDocument();
    expect(card).toHaveAttribute('href', '/consent/7');
    const resign = screen.getByText('예방접종 확인서').closest('a')!;
    expect(within(resign).getByText('다시 서명 필요')).toBeInTheDocument();
    const signed = screen.getByText('사진 촬영 동의서').closest('a')!;
    expect(within(signed).getByText('서명 완료')).toBeInTheDocument();
  });

  it('is a tab page under the shell’s bar: its name heads the page, with no second bar of its own', async () => {
    const { body: _b, ...first } = form();
    vi.mocked(apiGet).mockResolvedValue([first]);
    renderAt('/consent');
    expect(await screen.findByText('미용 위험 고지 동의서')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['동의서']);
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('says what to do when there is nothing to sign, and retries after an error', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(
      new ApiError({ status: 500, resultCode: 'INTERNAL_ERROR', message: '일시적인 오류가 생겼어요.' }),
    );
    vi.mocked(apiGet).mockResolvedValueOnce([]);
    const user = userEvent.setup();
    renderAt('/consent');
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '온라인 예약하기' })).toBeInTheDocument();
  });

  it('linked to a shop that has sent none, says the shop has not asked yet, not to link or book one', async () => {
    useSessionStore.setState({ user: me });
    vi.mocked(apiGet).mockResolvedValue([]);
    renderAt('/consent');
    expect(await screen.findByText('아직 서명할 동의서가 없어요')).toBeInTheDocument();
    expect(screen.getByText('매장이 동의서를 보내면 여기에 보여요.')).toBeInTheDocument();
    expect(screen.queryByText(/매장을 연결하거나/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('동의서 서명', () => {
  it('a form that is gone says so without 다시 시도 and leads to the list', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(
      new ApiError({
        status: 404,
        resultCode: 'CONSENT_FORM_NOT_FOUND',
        message: '동의서를 찾을 수 없어요.',
      }),
    );
    vi.mocked(apiGet).mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/consent/404');
    expect(await screen.findByText('동의서를 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '동의서 목록' }));
    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();
  });

  it('reads the text, signs for the pet still to sign, then offers the signed copy as a PDF', async () => {
    let current = form();
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      if (url === '/v2/consent/signatures/31') return signature;
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost).mockImplementation(async () => {
      current = form({
        state: 'SIGNED',
        targets: [target(1, '코코', 'SIGNED', 30), target(2, '나비', 'SIGNED', 31)],
      });
      return signature;
    });
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    vi.mocked(apiGetBlob).mockResolvedValue(blob);
    const user = userEvent.setup();
    renderAt('/consent/7');

    expect(await screen.findByLabelText('동의서 본문')).toHaveTextContent('작은 상처가 생길 수 있습니다.');
    // 나비 still has to sign, so the pad is for 나비.
    expect(screen.getByRole('button', { name: '나비 · 서명 필요', pressed: true })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '동의하고 서명 제출' });
    expect(submit).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(submit);
    expect(apiPost).toHaveBeenCalledWith('/v2/consent/forms/7/sign', {
      petSeq: 2,
      version: 2,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(await screen.findByRole('heading', { name: '서명본' })).toBeInTheDocument();
    // The hash says what it is for: a raw 64-character SHA-256 meant nothing to a pet owner.
    expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(screen.getByText('위·변조 확인값 (SHA-256)')).toBeInTheDocument();
    expect(screen.queryByText('본문 SHA-256')).not.toBeInTheDocument();
    // Written as the app writes a time (오후 2:04), not the 24-hour 14:04.
    expect(screen.getByText('11월 25일 (수) 오후 2:04')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF 내려받기' }));
    expect(apiGetBlob).toHaveBeenCalledWith('/v2/consent/signatures/31/pdf');
    expect(saveBlob).toHaveBeenCalledWith(blob, '미용_위험_고지_동의서-나비.pdf');
  });

  it('a new owner with no pet registers one over the form and signs for it there, without leaving for 마이페이지', async () => {
    let current = form({ targets: [] });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      throw new Error(`unexpected ${url}`);
    });
    const user = userEvent.setup();
    const router = renderAt('/consent/7', ['/consent']);

    const empty = await screen.findByRole('region', { name: '등록된 반려동물이 없어요' });
    await user.click(within(empty).getByRole('button', { name: '반려동물 등록하기' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    expect(router.state.location.pathname).toBe('/consent/7');

    current = form({ targets: [target(5, '보리', 'TO_SIGN')] });
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));

    expect(
      await screen.findByRole('button', { name: '보리 · 서명 필요', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '서명' })).toHaveTextContent('보리의 보호자 서명');
    expect(screen.queryByRole('dialog', { name: '반려동물 추가' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consent/7');
    // The sheet was an entry over the form: back from here leaves the form, it does not reopen the sheet.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/consent');
  });

  it('back from a login that left the site (Kakao, Apple) under 반려동물 추가: the sheet is open again over the form', async () => {
    let current = form({ targets: [] });
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      throw new Error(`unexpected ${url}`);
    });
    const user = userEvent.setup();
    // Such a login comes back to the address alone: the entry's own state is gone.
    const router = renderAt('/consent/7?pet=new', ['/consent']);

    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    current = form({ targets: [target(5, '보리', 'TO_SIGN')] });
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));

    expect(
      await screen.findByRole('button', { name: '보리 · 서명 필요', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '반려동물 추가' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/consent');
  });

  it('shows the shop’s web address and phone number in the text as links', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      form({ body: `${BODY}\n문의: 02-123-4567, 자세한 내용은 happy-beauty.co.kr/notice 를 봐 주세요.` }),
    );
    renderAt('/consent/7');

    const text = await screen.findByRole('region', { name: '동의서 본문' });
    expect(text).toHaveTextContent(
      '문의: 02-123-4567, 자세한 내용은 happy-beauty.co.kr/notice 를 봐 주세요.',
    );
    expect(within(text).getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    expect(within(text).getByRole('link', { name: 'happy-beauty.co.kr/notice' })).toHaveAttribute(
      'href',
      'https://happy-beauty.co.kr/notice',
    );
  });

  it('a quick double tap on 동의하고 서명 제출 signs once and says it is signed', async () => {
    let current = form();
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      if (url === '/v2/consent/signatures/31') return signature;
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost)
      .mockImplementationOnce(async () => {
        current = form({
          state: 'SIGNED',
          targets: [target(1, '코코', 'SIGNED', 30), target(2, '나비', 'SIGNED', 31)],
        });
        return signature;
      })
      .mockRejectedValue(
        new ApiError({
          status: 409,
          resultCode: 'CONSENT_ALREADY_SIGNED',
          message: '이미 이 내용으로 서명한 동의서예요.',
        }),
      );
    const said = vi.spyOn(toast, 'success');
    said.mockClear();
    const user = userEvent.setup();
    renderAt('/consent/7');
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    const submit = screen.getByRole('button', { name: '동의하고 서명 제출' });
    doubleTap(submit);

    expect(await screen.findByRole('heading', { name: '서명본' })).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledWith('서명했어요. 서명본을 내려받을 수 있어요.');
    expect(said).not.toHaveBeenCalledWith('이미 이 내용으로 서명한 동의서예요.');
  });

  it('signed meanwhile in another tab: shows the signed copy instead of a pad that is refused again', async () => {
    let current = form();
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      if (url === '/v2/consent/signatures/31') return signature;
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost).mockImplementation(async () => {
      current = form({
        state: 'SIGNED',
        targets: [target(1, '코코', 'SIGNED', 30), target(2, '나비', 'SIGNED', 31)],
      });
      throw new ApiError({
        status: 409,
        resultCode: 'CONSENT_ALREADY_SIGNED',
        message: '이미 이 내용으로 서명한 동의서예요.',
      });
    });
    const said = vi.spyOn(toast, 'success');
    said.mockClear();
    const user = userEvent.setup();
    renderAt('/consent/7');
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));
    expect(await screen.findByRole('heading', { name: '서명본' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '나비 · 서명 완료', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '동의하고 서명 제출' })).not.toBeInTheDocument();
    expect(said).toHaveBeenCalledWith('이미 이 내용으로 서명한 동의서예요.');
  });

  it('changed while reading: shows the new text with an empty pad, so the new version is signed afresh', async () => {
    let current = form();
    vi.mocked(apiGet).mockImplementation(async () => current);
    vi.mocked(apiPost).mockImplementationOnce(async () => {
      current = form({ version: 3, body: '바뀐 내용: 노령견은 미용 전 건강 상태를 알려 주세요.' });
      throw new ApiError({
        status: 409,
        resultCode: 'CONSENT_VERSION_CHANGED',
        message: '동의서 내용이 바뀌었어요. 바뀐 내용을 읽고 다시 서명해 주세요.',
      });
    });
    const user = userEvent.setup();
    renderAt('/consent/7');
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));

    expect(await screen.findByText(/바뀐 내용: 노령견은/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('바뀐 내용을 읽고 다시 서명해 주세요.');
    // The signature drawn for 제2판 is not sent as one for 제3판.
    expect(screen.getByRole('button', { name: '동의하고 서명 제출' })).toBeDisabled();
    expect(apiPost).toHaveBeenCalledTimes(1);

    vi.mocked(apiPost).mockResolvedValueOnce({ ...signature, version: 3 });
    await user.click(screen.getByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));
    expect(apiPost).toHaveBeenLastCalledWith(
      '/v2/consent/forms/7/sign',
      expect.objectContaining({ version: 3, petSeq: 2 }),
    );
  });

  it('asks again after the text changed, and shows the refusal when it changed while reading', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/consent/forms/7'
        ? form({ state: 'RESIGN', targets: [target(1, '코코', 'RESIGN', 12)] })
        : { ...signature, signatureSeq: 12, version: 1, petSeq: 1, petName: '코코' },
    );
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'CONSENT_VERSION_CHANGED',
        message: '동의서 내용이 바뀌었어요. 바뀐 내용을 읽고 다시 서명해 주세요.',
      }),
    );
    const user = userEvent.setup();
    renderAt('/consent/7');
    expect(await screen.findByText(/제1판에 서명한 뒤 매장이 내용을 고쳤어요/)).toBeInTheDocument();
    // The earlier signed copy stays available.
    expect(await screen.findByRole('heading', { name: '지난 서명본 (제1판)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('바뀐 내용을 읽고 다시 서명해 주세요.');
    // Clearing the pad takes the signature back: nothing to submit.
    await user.click(screen.getByRole('button', { name: '지우고 다시 쓰기' }));
    expect(screen.getByRole('button', { name: '동의하고 서명 제출' })).toBeDisabled();
  });
});

describe('leaving with a signature not submitted', () => {
  const leave = () => screen.findByRole('dialog', { name: '서명을 제출하지 않고 나갈까요?' });

  it('asks before 뒤로 throws away a signature drawn on the pad; 계속 서명 keeps it', async () => {
    vi.mocked(apiGet).mockResolvedValue(form());
    const user = userEvent.setup();
    const router = renderAt('/consent/7', ['/consent']);
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    const ask = await leave();
    expect(ask).toHaveTextContent('나가면 그린 서명이 사라져요.');
    expect(router.state.location.pathname).toBe('/consent/7');
    await user.click(within(ask).getByRole('button', { name: '계속 서명' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consent/7');
    // The signature is still there to submit.
    expect(screen.getByRole('button', { name: '동의하고 서명 제출' })).toBeEnabled();
  });

  it("leaves on 나가기, for a tab or a link and the phone's back alike", async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/consent/forms/7' ? form() : [],
    );
    const user = userEvent.setup();
    const router = renderAt('/consent/7', ['/consent']);
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));

    await act(() => router.navigate('/consent'));
    await user.click(within(await leave()).getByRole('button', { name: '계속 서명' }));
    await act(() => router.navigate(-1));
    await user.click(within(await leave()).getByRole('button', { name: '나가기' }));

    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('does not ask when nothing is drawn, when the pad is cleared, or once the signature is submitted', async () => {
    let current = form();
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/consent/forms/7') return current;
      if (url === '/v2/consent/signatures/31') return signature;
      return [];
    });
    vi.mocked(apiPost).mockImplementation(async () => {
      current = form({
        state: 'SIGNED',
        targets: [target(1, '코코', 'SIGNED', 30), target(2, '나비', 'SIGNED', 31)],
      });
      return signature;
    });
    const user = userEvent.setup();
    const router = renderAt('/consent/7', ['/consent']);

    // Only opened and read.
    await screen.findByRole('button', { name: '서명 그리기' });
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();

    // Drawn, then taken back with 지우고 다시 쓰기.
    await act(() => router.navigate('/consent/7'));
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '지우고 다시 쓰기' }));
    await act(() => router.navigate('/consent'));
    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();

    // Drawn and submitted.
    await act(() => router.navigate('/consent/7'));
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));
    expect(await screen.findByRole('heading', { name: '서명본' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('서명할 동의서가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('switching pets with a signature not submitted', () => {
  const bothToSign = () => form({ targets: [target(1, '코코', 'TO_SIGN'), target(2, '나비', 'TO_SIGN')] });
  const ask = () => screen.findByRole('dialog', { name: '서명을 제출하지 않고 다른 반려동물로 바꿀까요?' });

  it('asks before another pet’s chip throws away the signature; 계속 서명 keeps the pet and the signature', async () => {
    vi.mocked(apiGet).mockResolvedValue(bothToSign());
    const user = userEvent.setup();
    renderAt('/consent/7');
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '나비 · 서명 필요' }));

    const question = await ask();
    expect(question).toHaveTextContent('바꾸면 그린 서명이 사라져요.');
    // Asked before anything changed: the pad is still 코코's.
    expect(screen.getByRole('button', { name: '코코 · 서명 필요', pressed: true })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '계속 서명' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '코코 · 서명 필요', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '코코의 보호자 서명' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '동의하고 서명 제출' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/consent/forms/7/sign', {
      petSeq: 1,
      version: 2,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });

  it('바꾸기 switches to the other pet with an empty pad', async () => {
    vi.mocked(apiGet).mockResolvedValue(bothToSign());
    const user = userEvent.setup();
    renderAt('/consent/7');
    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '나비 · 서명 필요' }));
    await user.click(within(await ask()).getByRole('button', { name: '바꾸기' }));

    expect(await screen.findByRole('heading', { name: '나비의 보호자 서명' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '나비 · 서명 필요', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '동의하고 서명 제출' })).toBeDisabled();
    // Nothing is drawn for 나비: going back to 코코 does not ask.
    await user.click(screen.getByRole('button', { name: '코코 · 서명 필요' }));
    expect(await screen.findByRole('heading', { name: '코코의 보호자 서명' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('switches at once when nothing is drawn, or the pad was cleared', async () => {
    vi.mocked(apiGet).mockResolvedValue(bothToSign());
    const user = userEvent.setup();
    renderAt('/consent/7');
    await screen.findByRole('button', { name: '서명 그리기' });
    await user.click(screen.getByRole('button', { name: '나비 · 서명 필요' }));
    expect(await screen.findByRole('heading', { name: '나비의 보호자 서명' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '서명 그리기' }));
    await user.click(screen.getByRole('button', { name: '지우고 다시 쓰기' }));
    await user.click(screen.getByRole('button', { name: '코코 · 서명 필요' }));
    expect(await screen.findByRole('heading', { name: '코코의 보호자 서명' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '코코 · 서명 필요', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a long title and long pet names (320 px, large text)', () => {
  const TITLE = '반려동물 미용 및 호텔링 이용에 관한 보호자 안내 사항 확인과 위험 고지 및 책임 동의서';

  it('names the form in full at the top of the document, the one h1; the header keeps its short line', async () => {
    vi.mocked(apiGet).mockResolvedValue(form({ title: TITLE }));
    renderAt('/consent/7');
    const region = await screen.findByRole('region', { name: '동의서 본문' });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(TITLE);
    // In the document, above its text (the header's line cuts a long title short).
    expect(headings[0]!.closest('header')).toBeNull();
    expect(headings[0]!.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the header as the page’s h1 while the form loads or is gone', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'CONSENT_FORM_NOT_FOUND',
        message: '동의서를 찾을 수 없어요.',
      }),
    );
    renderAt('/consent/7');
    expect(screen.getByRole('heading', { level: 1, name: '동의서' })).toBeInTheDocument();
    expect(await screen.findByText('동의서를 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '동의서' })).toBeInTheDocument();
  });

  it('keeps each pet’s chip on one line: the long name gives way with an ellipsis, its state never does', async () => {
    onTestFinished(applyStylesheet('../components/consent.module.css', import.meta.url));
    const name = '몽실이초코바닐라딸기우유크림빵';
    vi.mocked(apiGet).mockResolvedValue(
      form({ targets: [target(1, name, 'TO_SIGN'), target(2, 'ABCDEFGHIJKLMNOPQRST', 'RESIGN', 30)] }),
    );
    renderAt('/consent/7');
    const chip = await screen.findByRole('button', { name: `${name} · 서명 필요` });
    expect(screen.getByRole('button', { name: 'ABCDEFGHIJKLMNOPQRST · 다시 서명 필요' })).toBeInTheDocument();
    // The chip wrapped its words inside the pill (필요 alone on a second line): now one line.
    expect(getComputedStyle(chip).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(chip).minWidth).toBe('0px');
    const petName = within(chip).getByText(name);
    expect(getComputedStyle(petName)).toMatchObject({
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      minWidth: '0px',
      flexShrink: '1',
    });
    const state = within(chip).getByText(/서명 필요/);
    expect(state).not.toBe(petName);
    expect(getComputedStyle(state).flexShrink).toBe('0');
  });
});
