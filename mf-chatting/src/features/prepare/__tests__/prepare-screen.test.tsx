import { act, fireEvent, screen } from '@testing-library/react';
import { doubleTap } from '@guardian/shared/test/double-tap';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, createQueryClient, dialog, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { PrepareScreen } from '../components/prepare-screen';
import { lastWishDay } from '../lib/prepare-fields';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const prepare = {
  shopId: 3,
  shopName: '멍멍살롱',
  shopImageUrl: null,
  isOperationTime: false,
  notOperationTimeMessage: '오전 10시부터 답변드려요',
  form: {
    askUser: true,
    askPet: true,
    askDate: false,
    types: ['미용 상담', '기타 문의'],
    etcQuestions: ['원하는 스타일'],
  },
  chattingRoomId: null,
  userData: { name: '보호자', phoneNumber: '01012345678' },
};
const pets = [
  {
    petSeq: 5,
    name: '코코',
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

/** The requests a tap started are on their way (a save runs through the mutation cache, a task later). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const routes = [
  { path: '/chatting/prepare', Component: PrepareScreen },
  { path: '/chatting/:url', element: <p>채팅방 화면</p> },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockImplementation(async (url) => (url === '/v2/chatting/pet' ? pets : prepare));
  vi.mocked(apiPost).mockReset();
});

describe('상담 준비', () => {
  it('offers 희망 날짜 from today to 180 days ahead, as the API takes, and says so of a day typed past them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T15:30:00Z') }); // 12월 4일 00:30 in Seoul
    try {
      vi.mocked(apiGet).mockImplementation(async (url) =>
        url === '/v2/chatting/pet' ? pets : { ...prepare, form: { ...prepare.form, askDate: true } },
      );
      const user = userEvent.setup();
      renderAt('/chatting/prepare?shopId=3', routes);
      const day = await screen.findByLabelText('희망 날짜');
      expect(day).toHaveAttribute('min', '2026-12-04');
      expect(day).toHaveAttribute('max', '2027-06-02');
      await user.click(screen.getByRole('button', { name: '미용 상담' }));

      fireEvent.change(day, { target: { value: '2027-06-03' } });
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      expect(await screen.findByText('180일 이내로 골라 주세요.')).toBeInTheDocument();
      fireEvent.change(day, { target: { value: '2026-12-03' } });
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      expect(await screen.findByText('지난 날짜는 고를 수 없어요.')).toBeInTheDocument();
      expect(apiPost).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks 희망 날짜 of 미용 상담 but lets 기타 문의 go without one', async () => {
    // The API fills in no 보호자 이름 (an account has a nickname, not a name): the field opens empty.
    const noName = { ...prepare, userData: { name: '', phoneNumber: '01012345678' } };
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet' ? pets : { ...noName, form: { ...prepare.form, askDate: true } },
    );
    vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 9, message: {} });
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    const name = await screen.findByLabelText('보호자 이름');
    expect(name).toHaveValue('');
    await user.type(name, '김보호');

    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('희망 날짜를 골라 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();

    // 기타 문의: the day may stay empty, and the field says so.
    await user.click(screen.getByRole('button', { name: '기타 문의' }));
    expect(screen.queryByText('희망 날짜를 골라 주세요.')).not.toBeInTheDocument();
    expect(screen.getByText('날짜가 정해지지 않았다면 비워 두셔도 돼요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    const sent = vi.mocked(apiPost).mock.calls[0]![1] as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: '기타 문의',
      userData: { name: '김보호', phoneNumber: '01012345678' },
    });
    expect(sent).not.toHaveProperty('date');
  });

  it('shows each pet to choose with its photo, or its initial when it has none, named by the pet alone', async () => {
    const photo = 'https://api.example.com/v2/media/3/w320?exp=1&sig=a';
    const bori = { ...pets[0]!, petSeq: 6, name: '보리', imageUrl: photo };
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet' ? [...pets, bori] : prepare,
    );
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    const withPhoto = await screen.findByRole('button', { name: '보리', pressed: false });
    expect(withPhoto.querySelector('img')).toHaveAttribute('src', photo);
    const withoutPhoto = screen.getByRole('button', { name: '코코', pressed: false });
    expect(withoutPhoto.querySelector('img')).toBeNull();
    expect(withoutPhoto).toHaveTextContent('코코코');
    await user.click(withPhoto);
    expect(screen.getByRole('button', { name: '보리', pressed: true })).toBeInTheDocument();
  });

  it('the last day is 180 days after today, across a month and a leap day', () => {
    expect(lastWishDay('2026-12-04')).toBe('2027-06-02');
    expect(lastWishDay('2027-12-31')).toBe('2028-06-28');
  });

  it('shows the out-of-hours message and sends the form, then opens the room', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByText('오전 10시부터 답변드려요')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '곰돌이컷');
    vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 9, message: {} });
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({
        shopId: 3,
        type: '미용 상담',
        petSeqs: [5],
        userData: { name: '보호자', phoneNumber: '01012345678' },
        etcData: [{ question: '원하는 스타일', answer: '곰돌이컷' }],
      }),
    );
  });

  it('sends the form once on a double tap of 상담 시작하기, busy at once', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '미용 상담' }));
    let answer: () => void = () => {};
    vi.mocked(apiPost).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ chattingRoomId: 9, message: {} });
        }),
    );
    const start = screen.getByRole('button', { name: '상담 시작하기' });
    doubleTap(start);
    await settle();
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('left (뒤로) while the form is on its way, the page I went to stays: the room is not opened over it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chatting/prepare?shopId=3', [
      ...routes,
      { path: '/shops/3', element: <p>매장 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '미용 상담' }));
    let answer: () => void = () => {};
    vi.mocked(apiPost).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ chattingRoomId: 9, message: {} });
        }),
    );
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    await act(() => router.navigate('/shops/3'));
    expect(screen.getByText('매장 화면')).toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByText('매장 화면')).toBeInTheDocument();
    expect(screen.queryByText('채팅방 화면')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shops/3');
  });

  it.each(['010 9876 5432', '+82 10-9876-5432'])(
    'takes 연락처 typed with spaces or autofilled with the country code (%s), and sends its digits',
    async (typed) => {
      const user = userEvent.setup();
      renderAt('/chatting/prepare?shopId=3', routes);
      await user.click(await screen.findByRole('button', { name: '미용 상담' }));
      await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '곰돌이컷');
      await user.clear(screen.getByLabelText('연락처'));
      await user.type(screen.getByLabelText('연락처'), typed);
      vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 9, message: {} });
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
      expect(screen.queryByText('휴대폰 번호를 확인해 주세요.')).not.toBeInTheDocument();
      expect(apiPost).toHaveBeenCalledWith(
        '/v2/chatting/cs/input-info',
        expect.objectContaining({ userData: { name: '보호자', phoneNumber: '01098765432' } }),
      );
    },
  );

  it.each([
    // [field, attributes, with a question after 연락처]
    ['보호자 이름', { autocomplete: 'name', enterkeyhint: 'next' }, true],
    // The phone pad (with + and -, which an autofilled number may have), and the owner's saved number offered.
    ['연락처', { type: 'tel', autocomplete: 'tel', enterkeyhint: 'next', inputmode: null }, true],
    ['연락처', { type: 'tel', autocomplete: 'tel', enterkeyhint: 'done', inputmode: null }, false],
  ] as const)('the keyboard for %s: %o (a question after it: %s)', async (label, attributes, etc) => {
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet'
        ? pets
        : { ...prepare, form: { ...prepare.form, etcQuestions: etc ? prepare.form.etcQuestions : [] } },
    );
    renderAt('/chatting/prepare?shopId=3', routes);
    const field = await screen.findByLabelText(label);
    for (const [name, value] of Object.entries(attributes))
      if (value === null) expect(field).not.toHaveAttribute(name);
      else expect(field).toHaveAttribute(name, value);
  });

  it('Enter in a one-line field goes on to the next field and never sends the form half filled in', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.type(await screen.findByLabelText('보호자 이름'), '{Enter}');
    expect(screen.getByLabelText('연락처')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveFocus();
    // In the text box, Enter is a new line.
    await user.keyboard('짧게{Enter}귀는 둥글게');
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('짧게\n귀는 둥글게');
    expect(screen.queryByText('상담 종류를 골라 주세요.')).not.toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('Enter in the last field sends the form, which says what is still missing', async () => {
    const user = userEvent.setup();
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/pet' ? pets : { ...prepare, form: { ...prepare.form, etcQuestions: [] } },
    );
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.type(await screen.findByLabelText('연락처'), '{Enter}');
    expect(await screen.findByText('상담 종류를 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '미용 상담' })).toHaveFocus();
  });

  it('a send refused for a missing answer takes the focus to the first field asked for, scrolled into sight', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    try {
      renderAt('/chatting/prepare?shopId=3', routes);
      await screen.findByRole('button', { name: '코코', pressed: true });
      await user.clear(screen.getByLabelText('보호자 이름'));
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      expect(screen.getByRole('button', { name: '미용 상담' })).toHaveFocus();
      expect(scrolled).toHaveBeenLastCalledWith(screen.getByRole('button', { name: '미용 상담' }));

      await user.click(screen.getByRole('button', { name: '기타 문의' }));
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      expect(screen.getByLabelText('보호자 이름')).toHaveFocus();
      expect(scrolled).toHaveBeenLastCalledWith(screen.getByLabelText('보호자 이름'));

      // Refused by the API: its fields the same way.
      await user.type(screen.getByLabelText('보호자 이름'), '보호자');
      vi.mocked(apiPost).mockRejectedValue(
        new ApiError({
          status: 400,
          resultCode: 'VALIDATION_ERROR',
          message: '입력값을 확인해 주세요.',
          fields: [{ field: 'userData.phoneNumber', message: '휴대폰 번호를 확인해 주세요.' }],
        }),
      );
      await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
      // Said under 연락처, where it was under 보호자 이름 (the API names it userData.phoneNumber).
      await vi.waitFor(() => expect(screen.getByLabelText('연락처')).toHaveFocus());
      expect(screen.getByLabelText('연락처')).toHaveAccessibleDescription('휴대폰 번호를 확인해 주세요.');
      expect(screen.getByLabelText('보호자 이름')).not.toHaveAttribute('aria-invalid');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('says what is missing and keeps what I typed when the API refuses', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    // The only pet, chosen already, taken off.
    await user.click(await screen.findByRole('button', { name: '코코', pressed: true }));
    await user.click(await screen.findByRole('button', { name: '상담 시작하기' }));
    expect(screen.getByText('상담 종류를 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('상담할 반려동물을 골라 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '기타 문의' }));
    await user.click(screen.getByRole('button', { name: '코코' }));
    await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '짧게');
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'PET_NOT_FOUND', message: '반려동물을 찾을 수 없어요.' }),
    );
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('반려동물을 찾을 수 없어요.');
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('짧게');
  });

  it('a send refused because the session ended: §8’s alert only, and back from the login the form is as it was, and sends', async () => {
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const first = renderAt('/chatting/prepare?shopId=3', routes, createQueryClient());
    await user.click(await screen.findByRole('button', { name: '기타 문의' }));
    await user.clear(screen.getByLabelText('보호자 이름'));
    await user.type(screen.getByLabelText('보호자 이름'), '김보호');
    await user.type(screen.getByRole('textbox', { name: '원하는 스타일' }), '발만 짧게 다듬어 주세요');
    vi.mocked(apiPost).mockRejectedValueOnce(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    alert.mockRestore();
    first.unmount();

    // Back from the login page: the same form, filled in as it was.
    useSessionStore.getState().setToken('token-2');
    vi.mocked(apiPost).mockResolvedValueOnce({ chattingRoomId: 9, message: {} });
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByRole('button', { name: '기타 문의' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('보호자 이름')).toHaveValue('김보호');
    expect(screen.getByRole('textbox', { name: '원하는 스타일' })).toHaveValue('발만 짧게 다듬어 주세요');
    await user.click(screen.getByRole('button', { name: '상담 시작하기' }));
    expect(await screen.findByText('채팅방 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith(
      '/v2/chatting/cs/input-info',
      expect.objectContaining({
        type: '기타 문의',
        petSeqs: [5],
        userData: { name: '김보호', phoneNumber: '01012345678' },
        etcData: [{ question: '원하는 스타일', answer: '발만 짧게 다듬어 주세요' }],
      }),
    );
  });

  it('a form kept that way stays kept while it is not sent: left again unsent, it opens with it once more', async () => {
    localStorage.setItem(
      'guardian.draft.chat-prepare.3',
      JSON.stringify({
        type: '기타 문의',
        petSeqs: [5],
        date: '',
        name: '김보호',
        phone: '01012345678',
        answers: {},
      }),
    );
    const first = renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByLabelText('보호자 이름')).toHaveValue('김보호');
    first.unmount();
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByLabelText('보호자 이름')).toHaveValue('김보호');
    expect(screen.getByRole('button', { name: '기타 문의' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a kept form that is not one (an older app’s, or written by hand) opens the form as it comes', async () => {
    localStorage.setItem('guardian.draft.chat-prepare.3', JSON.stringify({ type: '기타 문의', name: 7 }));
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByLabelText('보호자 이름')).toHaveValue('보호자');
    expect(screen.getByRole('button', { name: '기타 문의' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('pets that fail to load offer 다시 시도 in their place, and the pets after it', async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.mocked(apiGet).mockImplementation(async (url) => {
      if (url !== '/v2/chatting/pet') return prepare;
      if (fail) throw new Error('network');
      return pets;
    });
    renderAt('/chatting/prepare?shopId=3', routes);
    expect(await screen.findByText('반려동물을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '코코' })).toBeInTheDocument();
  });

  it('a shop that is not there says so and leads to the chat list', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '매장을 찾을 수 없어요.' }),
    );
    renderAt('/chatting/prepare?shopId=99', [...routes, { path: '/chatting', element: <p>채팅 목록</p> }]);
    expect(await screen.findByText('매장을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '채팅 목록으로' }));
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
  });

  it.each(['0x3', '3e0', '03', '%2B3', '3.0'])(
    'a mangled link (?shopId=%s) says it cannot tell which shop, rather than opening shop 3',
    async (shopId) => {
      vi.mocked(apiGet).mockClear();
      renderAt(`/chatting/prepare?shopId=${shopId}`, [
        ...routes,
        { path: '/chatting', element: <p>채팅 목록</p> },
      ]);
      expect(await screen.findByText('어느 매장에 문의할지 알 수 없어요.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '멍멍살롱' })).not.toBeInTheDocument();
      expect(apiGet).not.toHaveBeenCalledWith('/v2/chatting/prepare', expect.anything());
      await userEvent.click(screen.getByRole('button', { name: '채팅 목록으로' }));
      expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
    },
  );

  it('a chip group that is not answered is described by its message, as is each of its chips', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '코코', pressed: true }));
    await user.click(await screen.findByRole('button', { name: '상담 시작하기' }));
    const types = screen.getByRole('group', { name: '상담 종류' });
    expect(types).toHaveAccessibleDescription('상담 종류를 골라 주세요.');
    // The chip a refused send focuses says why.
    expect(screen.getByRole('button', { name: '미용 상담' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '미용 상담' })).toHaveAccessibleDescription(
      '상담 종류를 골라 주세요.',
    );
    expect(screen.getByRole('group', { name: '반려동물' })).toHaveAccessibleDescription(
      '상담할 반려동물을 골라 주세요.',
    );
    expect(screen.getByRole('button', { name: '코코' })).toHaveAccessibleDescription(
      '상담할 반려동물을 골라 주세요.',
    );

    // Answered, the message goes and describes nothing.
    await user.click(screen.getByRole('button', { name: '기타 문의' }));
    expect(types).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: '기타 문의' })).not.toHaveAttribute('aria-describedby');
  });

  it('a missing answer stops being asked for once it is given', async () => {
    const user = userEvent.setup();
    renderAt('/chatting/prepare?shopId=3', routes);
    await user.click(await screen.findByRole('button', { name: '코코', pressed: true }));
    await user.click(await screen.findByRole('button', { name: '상담 시작하기' }));
    expect(screen.getByText('상담 종류를 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('상담할 반려동물을 골라 주세요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '미용 상담' }));
    expect(screen.queryByText('상담 종류를 골라 주세요.')).not.toBeInTheDocument();
    expect(screen.getByText('상담할 반려동물을 골라 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '코코' }));
    expect(screen.queryByText('상담할 반려동물을 골라 주세요.')).not.toBeInTheDocument();
  });
});
