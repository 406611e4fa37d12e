// 상담 준비 filled in as far as it can be, and a closed shop that says when it answers.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { PrepareScreen } from '../components/prepare-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const CLOSED_MESSAGE = '지금은 상담 시간이 아니에요. 메시지를 남겨 주시면 영업 시간에 순서대로 답변드릴게요.';
const weekdays = Array.from({ length: 7 }, (_, dayOfWeek) => ({
  dayOfWeek,
  open: '10:00',
  close: '20:00',
  closed: dayOfWeek === 0 || dayOfWeek === 6,
}));
const prepare = {
  shopId: 3,
  shopName: '바둑펫뷰티',
  shopImageUrl: null,
  isOperationTime: false,
  notOperationTimeMessage: CLOSED_MESSAGE,
  hours: weekdays,
  nextOpenAt: '2026-11-24T01:00:00.000Z', // Tuesday 10:00 in Seoul
  form: { askUser: true, askPet: true, askDate: false, types: [], etcQuestions: [] },
  chattingRoomId: null,
  userData: { name: '초코맘', phoneNumber: '01000000000' },
};
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
let pets = [pet(5, '초코')];

const routes = [
  { path: '/chatting/prepare', Component: PrepareScreen },
  { path: '/chatting/:url', element: <p>채팅방 화면</p> },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  pets = [pet(5, '초코')];
  vi.mocked(apiGet).mockImplementation(async (url) => (url === '/v2/chatting/pet' ? pets : prepare));
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 9, message: {} });
});

describe('상담 준비 filled in for me', () => {
  it('has my only pet chosen already, so 상담 시작하기 sends at the first tap', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByRole('button', { name: '초코' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(screen.queryByText('상담할 반려동물을 골라 주세요.')).not.toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({ petSeqs: [5] }),
    );
  });

  it('lets me take the only pet off, and chooses none of two', async () => {
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '초코', pressed: true }));
    expect(screen.getByRole('button', { name: '초코' })).toHaveAttribute('aria-pressed', 'false');
    first.unmount();

    pets = [pet(5, '초코'), pet(6, '보리')];
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '초코' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows 연락처 as phones write it, and sends its digits', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    const phone = await screen.findByLabelText('연락처');
    expect(phone).toHaveValue('010-0000-0000');
    await user.clear(phone);
    await user.type(phone, '01098765432');
    await user.tab();
    expect(phone).toHaveValue('010-9876-5432');
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({ userData: { name: '초코맘', phoneNumber: '01098765432' } }),
    );
  });

  it('leaves 연락처 as typed while it is not a whole number yet', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    const phone = await screen.findByLabelText('연락처');
    await user.clear(phone);
    await user.type(phone, '010 12');
    await user.tab();
    expect(phone).toHaveValue('010 12');
  });
});

describe('상담 준비 with a shop out of its hours', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:20:00Z') }); // Monday 21:20 in Seoul
  });
  afterEach(() => vi.useRealTimers());

  it('says its hours and when it answers, and its message once', async () => {
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(
      await screen.findByText('상담 시간: 평일 10:00~20:00 · 내일(화) 오전 10:00부터 답변드려요'),
    ).toBeInTheDocument();
    expect(screen.getByText(CLOSED_MESSAGE)).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(/지금은 상담 시간이 아니에요/)).toHaveLength(1);
  });

  it('without hours to tell, says it is closed only where its message does not', async () => {
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet' ? pets : { ...prepare, hours: [], nextOpenAt: null },
    );
    const first = renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByText(CLOSED_MESSAGE)).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(/지금은 상담 시간이 아니에요/)).toHaveLength(1);
    first.unmount();

    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet'
        ? pets
        : { ...prepare, hours: [], nextOpenAt: null, notOperationTimeMessage: '곧 답변드릴게요!' },
    );
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByText('지금은 상담 시간이 아니에요')).toBeInTheDocument();
    expect(screen.getByText('곧 답변드릴게요!')).toHaveAttribute('role', 'status');
  });
});

describe('a closed shop, 상담 준비 left open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());
  const stayOpen = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const prepareReads = () =>
    vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/chatting/prepare').length;

  it('answers from the opening time on, read again then, and says 오늘 once midnight has passed', async () => {
    vi.setSystemTime(new Date('2026-11-23T14:59:00Z')); // Monday 23:59 in Seoul
    vi.mocked(apiGet).mockClear();
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByText(/내일\(화\) 오전 10:00부터 답변드려요/)).toBeInTheDocument();

    stayOpen(90_000); // Tuesday 00:00:30
    expect(screen.getByText(/오늘 오전 10:00부터 답변드려요/)).toBeInTheDocument();
    expect(prepareReads()).toBe(1);

    // From 10:00 the API says the shop answers.
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet' ? pets : { ...prepare, isOperationTime: true, nextOpenAt: null },
    );
    stayOpen(10 * 60 * 60 * 1000); // 10:00:30
    expect(screen.getByText('지금 상담 가능해요')).toBeInTheDocument();
    expect(screen.queryByText(CLOSED_MESSAGE)).not.toBeInTheDocument();
    await waitFor(() => expect(prepareReads()).toBe(2));
  });
});
