// 상담 준비 while the shop changes its inquiry form (채팅 설정 saved meanwhile): the send refused as incomplete reads
// the form again and shows it with what was typed; and texts are counted as the API counts them (an emoji is one).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { PrepareScreen } from '../components/prepare-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

type Form = {
  askUser: boolean;
  askPet: boolean;
  askDate: boolean;
  types: string[];
  etcQuestions: string[];
};

const formOf = (over: Partial<Form> = {}): Form => ({
  askUser: false,
  askPet: true,
  askDate: false,
  types: ['미용 상담', '호텔･유치원 문의', '예약 변경', '기타 문의'],
  etcQuestions: ['원하는 스타일'],
  ...over,
});
const prepareWith = (form: Form) => ({
  shopId: 3,
  shopName: '멍멍살롱',
  shopImageUrl: null,
  isOperationTime: true,
  notOperationTimeMessage: null,
  form,
  chattingRoomId: null,
  userData: { name: '치즈맘', phoneNumber: '01012345678' },
});
const pets = [
  {
    petSeq: 5,
    name: '치즈',
    kind: 'DOG',
    breedSeq: 1,
    breedName: '말티즈',
    birthDate: null,
    weightKg: 3,
    sex: 'FEMALE',
    neutered: true,
    imageUrl: null,
  },
];

const routes = [
  { path: '/chatting/prepare', Component: PrepareScreen },
  { path: '/chatting/:url', element: <p>채팅방 화면</p> },
];

/** The shop's form as the API answers it now (staff save 채팅 설정 by changing it). */
let shopForm: Form;
const incomplete = (...fields: string[]) =>
  new ApiError({
    status: 400,
    resultCode: 'CHAT_INQUIRY_INCOMPLETE',
    message: '상담 신청서의 필수 항목을 채워 주세요.',
    fields: fields.map((field) => ({ field, message: '필수 항목이에요.' })),
  });
const CHANGED = '매장 상담 양식이 바뀌었어요. 확인 후 다시 보내 주세요.';
const sent = () => vi.mocked(apiPost).mock.lastCall?.[1];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  shopForm = formOf();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url) => (url === '/v2/chatting/pet' ? pets : prepareWith(shopForm)));
  vi.mocked(apiPost).mockReset();
});

describe('상담 준비, the shop changing its form while it is filled in', () => {
  it('asks for 보호자 이름 and 연락처 once the shop does, keeping what was chosen and typed, and then sends', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    expect(screen.queryByLabelText('보호자 이름')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '기타 문의' }));
    await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '곰돌이컷');

    // Staff turn on 보호자 정보 meanwhile: the API refuses the form as it was read.
    shopForm = formOf({ askUser: true });
    vi.mocked(apiPost).mockRejectedValueOnce(incomplete('userData'));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    // The form read again: its new fields shown (filled in from the account) and focused, the rest as it was.
    const name = await screen.findByLabelText('보호자 이름');
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('치즈맘');
    expect(screen.getByLabelText('연락처')).toHaveValue('010-1234-5678');
    expect(screen.getByText(CHANGED)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('상담 신청서의 필수 항목을 채워 주세요.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '기타 문의', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '치즈', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('곰돌이컷');

    vi.mocked(apiPost).mockResolvedValueOnce({ chattingRoomId: 9, message: {} });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(sent()).toEqual(
      expect.objectContaining({
        type: '기타 문의',
        petSeqs: [5],
        userData: { name: '치즈맘', phoneNumber: '01012345678' },
        etcData: [{ question: '원하는 스타일', answer: '곰돌이컷' }],
      }),
    );
  });

  it('marks a new field the account cannot fill in (no phone number on it) with what it needs', async () => {
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet'
        ? pets
        : { ...prepareWith(shopForm), userData: { name: '치즈맘', phoneNumber: '' } },
    );
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    shopForm = formOf({ askUser: true });
    vi.mocked(apiPost).mockRejectedValueOnce(incomplete('userData'));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    const phone = await screen.findByLabelText('연락처');
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('휴대폰 번호를 확인해 주세요.');
    expect(screen.getByText(CHANGED)).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('drops a 상담 종류 the shop no longer offers and asks for another, keeping the rest', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.click(screen.getByRole('button', { name: '예약 변경' }));
    await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '짧게');

    shopForm = formOf({ types: ['미용 상담', '호텔･유치원 문의', '기타 문의'] });
    vi.mocked(apiPost).mockRejectedValueOnce(incomplete('type'));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    // No chip left for the type taken away, none chosen, and 상담 종류 asks for one (with the focus on it).
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: '예약 변경' })).not.toBeInTheDocument(),
    );
    const types = screen.getByRole('group', { name: '상담 종류' });
    expect(within(types).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(within(types).getByText('상담 종류를 골라 주세요.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '미용 상담' })).toHaveFocus());
    expect(screen.getByText(CHANGED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('짧게');

    // Sent again without a type, the form itself stops it; with one chosen it goes.
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(apiPost).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    vi.mocked(apiPost).mockResolvedValueOnce({ chattingRoomId: 9, message: {} });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(sent()).toEqual(
      expect.objectContaining({
        type: '미용 상담',
        etcData: [{ question: '원하는 스타일', answer: '짧게' }],
      }),
    );
  });

  it('keeps each answer with its question when the shop changes its questions', async () => {
    const user = userEvent.setup();
    shopForm = formOf({ etcQuestions: ['원하는 스타일', '알레르기'] });
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.type(screen.getByRole('textbox', { name: '알레르기' }), '없어요');
    shopForm = formOf({ etcQuestions: ['알레르기', '새 질문'], types: ['기타 문의'] });
    vi.mocked(apiPost).mockRejectedValueOnce(incomplete('type'));
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    expect(await screen.findByRole('textbox', { name: '새 질문' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '알레르기' })).toHaveValue('없어요');
    expect(screen.queryByRole('textbox', { name: '원하는 스타일' })).not.toBeInTheDocument();
  });

  it('says a bare userData under 보호자 이름 and 연락처 when the form read again is the one on screen', async () => {
    shopForm = formOf({ askUser: true });
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    vi.mocked(apiPost).mockRejectedValueOnce(incomplete('userData'));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));

    await vi.waitFor(() => expect(screen.getByLabelText('보호자 이름')).toHaveFocus());
    expect(screen.getByLabelText('보호자 이름')).toHaveAccessibleDescription('필수 항목이에요.');
    expect(screen.getByLabelText('연락처')).toHaveAccessibleDescription('필수 항목이에요.');
    expect(screen.getByText('상담 신청서의 필수 항목을 채워 주세요.')).toBeInTheDocument();
    expect(screen.queryByText(CHANGED)).not.toBeInTheDocument();
  });
});

describe('상담 준비, texts counted as the API counts them', () => {
  it('takes a 보호자 이름 of 20 emoji; a 21st says how much to cut and sends nothing', async () => {
    shopForm = formOf({ askUser: true });
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    const name = screen.getByLabelText('보호자 이름');
    await user.clear(name);
    await user.paste(`${'🐶'.repeat(20)}!`);
    // The browser's maxlength (20) counted each emoji as two: it kept 10 and dropped the rest of the paste.
    expect(name).toHaveValue(`${'🐶'.repeat(20)}!`);
    expect(name).toHaveAccessibleDescription('이름은 20자까지 쓸 수 있어요. 1자를 줄여 주세요.');
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(apiPost).not.toHaveBeenCalled();
    expect(name).toHaveFocus();

    await user.type(name, '{Backspace}');
    expect(name).not.toHaveAttribute('aria-invalid');
    vi.mocked(apiPost).mockResolvedValueOnce({ chattingRoomId: 9, message: {} });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(sent()).toEqual(
      expect.objectContaining({ userData: { name: '🐶'.repeat(20), phoneNumber: '01012345678' } }),
    );
  });

  it('keeps an answer of 500 emoji and sends it; one more says how much to cut and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await screen.findByRole('button', { name: '치즈', pressed: true });
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    const answer = screen.getByRole('textbox', { name: '원하는 스타일' });
    await user.click(answer);
    await user.paste(`${'😀'.repeat(500)}!`);
    expect(answer).toHaveValue(`${'😀'.repeat(500)}!`);
    expect(answer).toHaveAccessibleDescription('답변은 500자까지 쓸 수 있어요. 1자를 줄여 주세요.');
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(apiPost).not.toHaveBeenCalled();
    expect(answer).toHaveFocus();

    await user.type(answer, '{Backspace}');
    expect(answer).not.toHaveAttribute('aria-invalid');
    vi.mocked(apiPost).mockResolvedValueOnce({ chattingRoomId: 9, message: {} });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(sent()).toEqual(
      expect.objectContaining({ etcData: [{ question: '원하는 스타일', answer: '😀'.repeat(500) }] }),
    );
  });
});
