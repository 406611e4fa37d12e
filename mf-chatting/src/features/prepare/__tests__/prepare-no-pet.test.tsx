// 상담 준비 for someone with no pet registered yet (a first question from a shop's 문의하기): the shop's form alone
// decides what is asked, and a pet it asks for is registered right here, in the pet sheet over the form.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, createQueryClient, dialog, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { PrepareScreen } from '../components/prepare-screen';

// The request helpers themselves are mocked, so the pet sheet's own requests (breeds, the save) answer from here too.
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const form = {
  askUser: true,
  askPet: true,
  askDate: false,
  types: ['미용 상담', '기타 문의'],
  etcQuestions: ['궁금한 점'],
};
const prepare = {
  shopId: 3,
  shopName: '멍멍살롱',
  shopImageUrl: null,
  isOperationTime: true,
  notOperationTimeMessage: '',
  form,
  chattingRoomId: null,
  userData: { name: '보호자', phoneNumber: '01012345678' },
};
const bori = {
  petSeq: 9,
  name: '보리',
  kind: 'DOG',
  breedSeq: 2,
  breedName: '푸들',
  birthDate: '2023-01-02',
  weightKg: 4.5,
  sex: 'FEMALE',
  neutered: false,
  imageUrl: null,
};

const routes = [
  { path: '/chatting/prepare', Component: PrepareScreen },
  { path: '/chatting/:url', element: <p>채팅방 화면</p> },
];
const DRAFT = 'guardian.draft.chat-prepare.3';

/** The API as it answers someone with no pet, until one is added (POST /v2/pets). */
function serve(shopForm: typeof form = form) {
  let mine: (typeof bori)[] = [];
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/chatting/prepare') return { ...prepare, form: shopForm };
    if (url === '/v2/chatting/pet') return mine;
    if (url === '/v2/breeds') return [{ breedSeq: 2, kind: 'DOG', name: '푸들' }];
    throw new Error(`unexpected ${url}`);
  });
  vi.mocked(apiPost).mockImplementation(async (url: string) => {
    if (url === '/v2/pets') {
      mine = [bori];
      return bori;
    }
    if (url === '/v2/chatting/cs/input-info') return { chattingRoomId: 41, message: {} };
    throw new Error(`unexpected ${url}`);
  });
}

async function fillPetSheet(user: ReturnType<typeof userEvent.setup>) {
  const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
  await user.type(within(sheet).getByLabelText('이름'), '보리');
  await user.type(within(sheet).getByLabelText('품종'), '푸');
  await user.click(await within(sheet).findByRole('button', { name: '푸들' }));
  await user.click(within(sheet).getByRole('button', { name: '남아' }));
  await user.type(within(sheet).getByLabelText('생일'), '2023-01-02');
  await user.type(within(sheet).getByLabelText('몸무게 (kg)'), '4.5');
  return sheet;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  serve();
});

describe('상담 준비 with no pet yet', () => {
  it('registers the pet over the form: saved, it is chosen, what was typed stays, and the first question sends', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '기타 문의' }));
    await user.type(screen.getByRole('textbox', { name: '궁금한 점' }), '첫 미용은 몇 살부터 되나요?');

    // One way on, in place: no trip to 마이페이지 and back.
    const empty = await screen.findByRole('region', { name: '상담할 반려동물을 등록해 주세요' });
    expect(screen.queryByRole('link', { name: /마이페이지/ })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '반려동물 등록하기' }));
    const sheet = await fillPetSheet(user);
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname + router.state.location.search).toBe('/chatting/prepare?shopId=3');
    expect(await screen.findByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: '상담할 반려동물을 등록해 주세요' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '기타 문의' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: '궁금한 점' })).toHaveValue('첫 미용은 몇 살부터 되나요?');
    // What is kept on the device is the form as it is now, the pet chosen with it.
    expect(JSON.parse(localStorage.getItem(DRAFT)!)).toMatchObject({ type: '기타 문의', petSeqs: [9] });

    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    // Sent, none is left.
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(apiPost).toHaveBeenLastCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({
        shopId: 3,
        type: '기타 문의',
        petSeqs: [9],
        etcData: [{ question: '궁금한 점', answer: '첫 미용은 몇 살부터 되나요?' }],
      }),
    );
  });

  it('the phone’s back closes the pet form and stays on the form as it was; the next back leaves', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chatting/prepare?shopId=3', [
      ...routes,
      { path: '/shop/:id', element: <p>매장 화면</p> },
    ]);
    await act(() => router.navigate('/shop/3'));
    await act(() => router.navigate('/chatting/prepare?shopId=3'));
    await user.type(await screen.findByRole('textbox', { name: '궁금한 점' }), '주차 되나요?');
    await user.click(await screen.findByRole('button', { name: '반려동물 등록하기' }));
    await screen.findByRole('dialog', { name: '반려동물 추가' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?shopId=3');
    expect(screen.getByRole('textbox', { name: '궁금한 점' })).toHaveValue('주차 되나요?');
    // Still kept as it is (leaving next loses nothing): the sheet closing takes none of it away.
    expect(JSON.parse(localStorage.getItem(DRAFT)!)).toMatchObject({
      answers: { '궁금한 점': '주차 되나요?' },
    });

    await act(() => router.navigate(-1));
    expect(await screen.findByText('매장 화면')).toBeInTheDocument();
  });

  it('sent without one, it asks to register the pet and takes the focus to 반려동물 등록하기', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '미용 상담' }));
    await screen.findByRole('region', { name: '상담할 반려동물을 등록해 주세요' });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    expect(screen.getByRole('group', { name: '반려동물' })).toHaveAccessibleDescription(
      '상담할 반려동물을 등록해 주세요.',
    );
    expect(screen.getByRole('button', { name: '반려동물 등록하기' })).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('a session that ends under the pet form: back from the login, the form is as it was and the sheet open again with what was typed', async () => {
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=3', routes, createQueryClient());
    await user.click(await screen.findByRole('button', { name: '기타 문의' }));
    await user.clear(screen.getByLabelText('보호자 이름'));
    await user.type(screen.getByLabelText('보호자 이름'), '김보호');
    await user.type(screen.getByRole('textbox', { name: '궁금한 점' }), '목욕만도 되나요?');
    await user.click(await screen.findByRole('button', { name: '반려동물 등록하기' }));
    const sheet = await fillPetSheet(user);
    vi.mocked(apiPost).mockRejectedValueOnce(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    alert.mockRestore();
    // §8: the login page in this entry's place (a login tab), which comes back to the address the page had.
    const { pathname, search } = first.router.state.location;
    first.unmount();

    useSessionStore.getState().setToken('token-2');
    const { router } = renderAt(pathname + search, routes);
    const again = await screen.findByRole('dialog', { name: '반려동물 추가' });
    expect(within(again).getByLabelText('이름')).toHaveValue('보리');
    expect(within(again).getByLabelText('몸무게 (kg)')).toHaveValue(4.5);
    expect(screen.getByRole('button', { name: '기타 문의', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('보호자 이름', { selector: 'input' })).toHaveValue('김보호');

    // Added this time: chosen, the sheet gone (its address too), and the form as it was.
    await user.click(within(again).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?shopId=3');
    expect(await screen.findByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('보호자 이름')).toHaveValue('김보호');
    expect(screen.getByRole('textbox', { name: '궁금한 점' })).toHaveValue('목욕만도 되나요?');
    expect(JSON.parse(localStorage.getItem(DRAFT)!)).toMatchObject({ name: '김보호', petSeqs: [9] });
  });

  it('a session that ends again under the pet form opened by the login’s way back: the form is still kept for the next', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=3', routes);
    await user.type(await screen.findByRole('textbox', { name: '궁금한 점' }), '발톱만 깎아도 되나요?');
    await user.click(await screen.findByRole('button', { name: '반려동물 등록하기' }));
    await screen.findByRole('dialog', { name: '반려동물 추가' });
    const { pathname, search } = first.router.state.location;
    first.unmount();
    // Back from one login with the sheet open, and the session ends under it once more.
    const second = renderAt(pathname + search, routes);
    await screen.findByRole('dialog', { name: '반려동물 추가' });
    second.unmount();

    renderAt(pathname + search, routes);
    await screen.findByRole('dialog', { name: '반려동물 추가' });
    expect(screen.getByRole('textbox', { name: '궁금한 점', hidden: true })).toHaveValue(
      '발톱만 깎아도 되나요?',
    );
  });

  it('a shop whose form asks neither a pet nor a day: the first question goes with neither', async () => {
    serve({ ...form, askPet: false, askDate: false });
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '기타 문의' }));
    await user.type(screen.getByRole('textbox', { name: '궁금한 점' }), '영업시간이 궁금해요');
    expect(screen.queryByRole('group', { name: '반려동물' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('희망 날짜')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({ type: '기타 문의', petSeqs: [] }),
    );
    expect(vi.mocked(apiPost).mock.calls[0]![1]).not.toHaveProperty('date');
  });
});
