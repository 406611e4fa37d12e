// 상담 준비 kept as it is filled in (prepare-draft.ts): a reload, the phone's back and forward, or the tab closing
// lose nothing, the form says it brought back what was written, and what is kept goes once the room opens.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY_PREFIX, apiGet, apiPost, seoulToday, toast, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { PrepareScreen } from '../components/prepare-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const RESTORED = '작성 중이던 문의 내용을 불러왔어요';
const form = {
  askUser: true,
  askPet: true,
  askDate: true,
  types: ['미용 상담', '기타 문의'],
  etcQuestions: ['원하는 스타일', '주의할 점'],
};
const prepareOf = (shopId: number) => ({
  shopId,
  shopName: shopId === 1 ? '멍멍살롱' : '바둑펫뷰티',
  shopImageUrl: null,
  isOperationTime: true,
  notOperationTimeMessage: '',
  form,
  chattingRoomId: null,
  userData: { name: '보호자', phoneNumber: '01012345678' },
});
const pet = (petSeq: number, name: string) => ({
  petSeq,
  name,
  kind: 'DOG',
  breedSeq: 1,
  breedName: '말티즈',
  birthDate: null,
  weightKg: 3,
  sex: 'FEMALE',
  neutered: true,
  imageUrl: null,
});
let pets = [pet(5, '코코'), pet(6, '보리')];

const routes = [
  { path: '/chatting/prepare', Component: PrepareScreen },
  { path: '/chatting/:url', element: <p>채팅방 화면</p> },
  { path: '/shop/:id', element: <p>매장 화면</p> },
];
const draftKey = (shopId: number) => `${DRAFT_KEY_PREFIX}chat-prepare.${shopId}`;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  pets = [pet(5, '코코'), pet(6, '보리')];
  vi.mocked(apiGet).mockImplementation(async (url, params) =>
    url === '/v2/chatting/pet' ? pets : prepareOf(Number((params as { shopId: number }).shopId)),
  );
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 9, message: {} });
  vi.spyOn(toast, 'success').mockImplementation(() => 0);
});
afterEach(() => vi.mocked(toast.success).mockRestore());

/** Fills in every field the shop asks: 상담 종류, a pet, 희망 날짜, 보호자 이름, 연락처 and both questions. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '미용 상담' }));
  await user.click(await screen.findByRole('button', { name: '보리' }));
  fireEvent.change(screen.getByLabelText('희망 날짜'), { target: { value: seoulToday() } });
  await user.clear(screen.getByLabelText('보호자 이름'));
  await user.type(screen.getByLabelText('보호자 이름'), '두부엄마 김지은');
  await user.clear(screen.getByLabelText('연락처'));
  await user.type(screen.getByLabelText('연락처'), '010-9876-5432');
  await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '곰돌이컷');
  await user.type(screen.getByRole('textbox', { name: '주의할 점' }), '귀가 예민해요');
}

/** The form shows what fillIn wrote. */
async function expectFilledIn() {
  expect(await screen.findByRole('button', { name: '미용 상담' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByLabelText('희망 날짜')).toHaveValue(seoulToday());
  expect(screen.getByLabelText('보호자 이름')).toHaveValue('두부엄마 김지은');
  expect(screen.getByLabelText('연락처')).toHaveValue('010-9876-5432');
  expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('곰돌이컷');
  expect(screen.getByRole('textbox', { name: '주의할 점' })).toHaveValue('귀가 예민해요');
}

/** The form as it opens with nothing kept: the account's name and phone, nothing chosen. */
async function expectBlank() {
  expect(await screen.findByLabelText('보호자 이름')).toHaveValue('보호자');
  expect(screen.getByLabelText('연락처')).toHaveValue('010-1234-5678');
  expect(screen.getByRole('button', { name: '미용 상담' })).toHaveAttribute('aria-pressed', 'false');
  expect(await screen.findByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByLabelText('희망 날짜')).toHaveValue('');
  expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('');
}

describe('상담 준비 kept as it is filled in', () => {
  it('a reload keeps every field (상담 종류, pet, 희망 날짜, 보호자 이름, 연락처, the shop’s questions) and says so', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=1', routes);
    await fillIn(user);
    expect(toast.success).not.toHaveBeenCalled();
    first.unmount();

    // The page loaded again: a new app, a new cache, the device's storage as it was.
    renderAt('/chatting/prepare?shopId=1', routes);
    await expectFilledIn();
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(RESTORED);

    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({
        shopId: 1,
        type: '미용 상담',
        petSeqs: [6],
        date: seoulToday(),
        userData: { name: '두부엄마 김지은', phoneNumber: '01098765432' },
        etcData: [
          { question: '원하는 스타일', answer: '곰돌이컷' },
          { question: '주의할 점', answer: '귀가 예민해요' },
        ],
      }),
    );
  });

  it('the phone’s back leaves at once (nothing is lost), and forward shows the form as it was', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/shop/1', routes);
    await act(() => router.navigate('/chatting/prepare?shopId=1'));
    await fillIn(user);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('매장 화면')).toBeInTheDocument();
    await act(() => router.navigate(1));
    await expectFilledIn();
    expect(toast.success).toHaveBeenCalledWith(RESTORED);
  });

  it('sent, what was kept goes: the room opens and the next 문의하기 starts afresh', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=1', routes);
    await fillIn(user);
    expect(localStorage.getItem(draftKey(1))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey(1))).toBeNull();
    first.unmount();

    renderAt('/chatting/prepare?shopId=1', routes);
    await expectBlank();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a form kept for shop 1 does not fill shop 2’s, and waits for shop 1', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chatting/prepare?shopId=1', routes);
    await fillIn(user);

    await act(() => router.navigate('/chatting/prepare?shopId=2'));
    expect(await screen.findByRole('heading', { name: '바둑펫뷰티' })).toBeInTheDocument();
    await expectBlank();
    expect(toast.success).not.toHaveBeenCalled();
    expect(localStorage.getItem(draftKey(2))).toBeNull();

    await act(() => router.navigate('/chatting/prepare?shopId=1'));
    expect(await screen.findByRole('heading', { name: '멍멍살롱' })).toBeInTheDocument();
    await expectFilledIn();
  });

  it('opened and left as it came (my only pet chosen for me), nothing is written to the device or said next time', async () => {
    pets = [pet(5, '코코')];
    const first = renderAt('/chatting/prepare?shopId=1', routes);
    expect(await screen.findByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(draftKey(1))).toBeNull();
    first.unmount();

    renderAt('/chatting/prepare?shopId=1', routes);
    expect(await screen.findByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a field put back as it came is kept no more, and nothing is said next time', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=1', routes);
    await user.type(await screen.findByRole('textbox', { name: '원하는 스타일' }), '짧게');
    expect(localStorage.getItem(draftKey(1))).not.toBeNull();
    await user.clear(screen.getByRole('textbox', { name: '원하는 스타일' }));
    // 연락처 typed again the way the account has it, without dashes: the same number.
    await user.clear(screen.getByLabelText('연락처'));
    await user.type(screen.getByLabelText('연락처'), '01012345678');
    expect(localStorage.getItem(draftKey(1))).toBeNull();
    first.unmount();

    renderAt('/chatting/prepare?shopId=1', routes);
    await expectBlank();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('my name and phone are kept as my draft: a logout forgets them', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=1', routes);
    await fillIn(user);
    first.unmount();

    act(() => useSessionStore.getState().leave('/my-info'));
    expect(localStorage.getItem(draftKey(1))).toBeNull();
    useSessionStore.getState().setToken('token-2');
    renderAt('/chatting/prepare?shopId=1', routes);
    await expectBlank();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
