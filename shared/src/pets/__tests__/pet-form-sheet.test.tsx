import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { createQueryClient } from '../../query/create-query-client';
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/requests';
import type { Pet } from '../../api/types';
import { meQueryKey } from '../../session/me-query';
import { dialog } from '../../ui/dialog/dialog';
import { PetFormSheet } from '../pet-form-sheet';
import { doubleTap } from '../../test/double-tap';
import { useParamEntry } from '../../routing/use-param-entry';
import { applyStylesheet, pseudoRules } from '../../test/stylesheet';
import { uploadMedia } from '../../media/upload-media';
import sheetStyles from '../pet-form-sheet.module.css';
import pickerStyles from '../breed-picker.module.css';

vi.mock('../../api/requests', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiDelete: vi.fn(),
}));
// The photo field's pipeline: the shrunk photo goes up as POST /v2/media (resolves to its mediaSeq).
vi.mock('../../media/shrink-image', () => ({ shrinkImage: vi.fn(async (file: File) => file) }));
vi.mock('../../media/upload-media', () => ({ uploadMedia: vi.fn() }));

const BREEDS = [
  { breedSeq: 1, name: '말티즈', kind: 'DOG' },
  { breedSeq: 2, name: '푸들', kind: 'DOG' },
];
const COCO: Pet = {
  petSeq: 7,
  name: '코코',
  kind: 'DOG',
  breedSeq: 1,
  breedName: '말티즈',
  birthDate: '2021-05-01',
  weightKg: 3.2,
  sex: 'FEMALE',
  neutered: false,
  imageUrl: null,
};

function renderSheet(
  pet?: Pet,
  {
    removable = false,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  } = {},
) {
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const onSaved = vi.fn();
  const onRemoved = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <PetFormSheet
        open
        onClose={onClose}
        pet={pet}
        onSaved={onSaved}
        onRemoved={removable ? onRemoved : undefined}
      />
    </QueryClientProvider>,
  );
  return { onSaved, onRemoved, onClose, invalidated };
}

const GONE = () =>
  new ApiError({
    status: 404,
    resultCode: 'PET_NOT_FOUND',
    message: '반려동물을 찾을 수 없어요. 다른 기기에서 삭제했을 수 있어요.',
  });

const uploaded = (mediaSeq: number) => ({
  mediaSeq,
  width: 640,
  height: 640,
  url: `https://api.example.com/v2/media/${mediaSeq}/w1280`,
  thumbnailUrl: `https://api.example.com/v2/media/${mediaSeq}/w320`,
  srcSet: '',
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'coco.jpg', { type: 'image/jpeg' });
const COCO_PHOTO = 'https://api.example.com/v2/media/3/w320?exp=1&sig=a';

beforeEach(() => {
  vi.mocked(uploadMedia).mockReset().mockResolvedValue(uploaded(42));
  vi.mocked(apiGet).mockReset().mockResolvedValue(BREEDS);
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPut).mockReset();
  vi.mocked(apiDelete).mockReset().mockResolvedValue(null);
});

describe('반려동물 추가', () => {
  it('says what is missing and sends nothing', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(screen.getByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('품종을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('몸무게를 입력해 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it("Enter in 이름 goes on to 품종 and adds nothing; the 품종 search's 검색 puts the keyboard away", async () => {
    renderSheet();
    const name = screen.getByLabelText('이름');
    expect(name).toHaveAttribute('autocomplete', 'off');
    expect(name).toHaveAttribute('enterkeyhint', 'next');
    await userEvent.type(name, '보리{Enter}');
    const breed = screen.getByLabelText('품종');
    expect(breed).toHaveFocus();
    expect(breed).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(breed, '말{Enter}');
    expect(breed).not.toHaveFocus();
    expect(screen.queryByText('품종을 선택해 주세요.')).not.toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('adds the pet, then refreshes both lists it shows in', async () => {
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리' });
    const { onSaved, invalidated } = renderSheet();
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await userEvent.type(screen.getByLabelText('몸무게 (kg)'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: '남아' }));
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', {
      name: '보리',
      kind: 'DOG',
      breedSeq: 2,
      birthDate: '2024-02-03',
      weightKg: 4.5,
      sex: 'MALE',
      neutered: false,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ petSeq: 9 }));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['pets'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: meQueryKey });
  });

  it('takes a name of 20 emoji, as the API does; a 21st says how much to cut and adds nothing', async () => {
    const twenty = '🐶🐱🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐦🐤🦆🦅🦉';
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: twenty });
    const user = userEvent.setup();
    const { onSaved } = renderSheet();
    const name = screen.getByLabelText('이름');
    await user.click(name);
    await user.paste(`${twenty}🐶`);
    // The browser's maxlength (20) counted each emoji as two: the field kept 10 and dropped the rest.
    expect(name).toHaveValue(`${twenty}🐶`);
    expect(name).toHaveAccessibleDescription('이름은 20자까지 쓸 수 있어요. 1자를 줄여 주세요.');
    await user.click(await screen.findByRole('button', { name: '푸들' }));
    await user.type(screen.getByLabelText('생일'), '2024-02-03');
    await user.type(screen.getByLabelText('몸무게 (kg)'), '4.5');
    await user.click(screen.getByRole('button', { name: '남아' }));
    await user.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(name).toHaveFocus());

    await user.clear(name);
    await user.paste(twenty);
    expect(name).toHaveValue(twenty);
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', expect.objectContaining({ name: twenty, breedSeq: 2 }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ petSeq: 9 }));
  });

  it('a quick double tap on 추가하기 adds the pet once', async () => {
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리' });
    const { onSaved } = renderSheet();
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await userEvent.type(screen.getByLabelText('몸무게 (kg)'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: '남아' }));
    const add = screen.getByRole('button', { name: '추가하기' });
    doubleTap(add);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('starts with no 성별 chosen, and 추가하기 asks for one under 성별 instead of adding', async () => {
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리', sex: 'MALE' });
    renderSheet();
    const girl = screen.getByRole('button', { name: '여아' });
    const boy = screen.getByRole('button', { name: '남아' });
    expect(girl).toHaveAttribute('aria-pressed', 'false');
    expect(boy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await userEvent.type(screen.getByLabelText('몸무게 (kg)'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));

    expect(apiPost).not.toHaveBeenCalled();
    expect(girl).toHaveAccessibleDescription('성별을 선택해 주세요.');
    await vi.waitFor(() => expect(girl).toHaveFocus());

    await userEvent.click(boy);
    expect(screen.queryByText('성별을 선택해 주세요.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', expect.objectContaining({ name: '보리', sex: 'MALE' }));
  });

  it('asks for a breed again when the kind changes', async () => {
    renderSheet(COCO);
    expect(await screen.findByText('선택한 품종: 말티즈')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '고양이' }));
    expect(screen.queryByText(/선택한 품종/)).not.toBeInTheDocument();
  });
});

describe('반려동물 정보 수정', () => {
  it('opens filled in and saves only what was changed, so what another phone changed in the rest stays', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, weightKg: 3.8 });
    const { onSaved } = renderSheet(COCO);
    expect(screen.getByRole('dialog', { name: '반려동물 정보 수정' })).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('코코');
    const weight = screen.getByLabelText('몸무게 (kg)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '3.8');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { weightKg: 3.8 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ weightKg: 3.8 }));
  });

  it("opens with the pet's saved 성별 chosen, and saving leaves it as it is", async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, sex: 'MALE', name: '코코짱' });
    renderSheet({ ...COCO, sex: 'MALE' });
    expect(screen.getByRole('button', { name: '남아' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '여아' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByLabelText('이름'), '짱');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.queryByText('성별을 선택해 주세요.')).not.toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { name: '코코짱' });
  });

  it('a new breed is sent with its kind, a breed belonging to one', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, breedSeq: 2, breedName: '푸들', neutered: true });
    renderSheet(COCO);
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.click(screen.getByLabelText('중성화했어요'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { kind: 'DOG', breedSeq: 2, neutered: true });
  });

  it('a pet deleted on another phone: saving says so, then closes the sheet and refreshes both lists', async () => {
    const told = vi.spyOn(dialog, 'alert').mockResolvedValue();
    onTestFinished(() => told.mockRestore());
    vi.mocked(apiPut).mockRejectedValue(GONE());
    const { onSaved, onClose, invalidated } = renderSheet(COCO);
    await userEvent.type(screen.getByLabelText('이름'), '아');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(told).toHaveBeenCalledWith('반려동물을 찾을 수 없어요. 다른 기기에서 삭제했을 수 있어요.');
    expect(onSaved).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: meQueryKey }));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['pets'] });
  });

  it("puts the server's field error under its field and keeps what was typed", async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({
        status: 400,
        resultCode: 'VALIDATION_ERROR',
        message: '입력값을 확인해 주세요.',
        fields: [{ field: 'breedSeq', message: '강아지 품종이 아니에요.' }],
      }),
    );
    renderSheet(COCO);
    await userEvent.clear(screen.getByLabelText('이름'));
    await userEvent.type(screen.getByLabelText('이름'), '코코아');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('강아지 품종이 아니에요.')).toBeInTheDocument();
    expect(screen.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('코코아');
  });

  it('shows any other failure in Korean under the form and keeps what was typed', async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({
        status: 503,
        resultCode: 'SERVICE_UNAVAILABLE',
        message: '잠시 후 다시 시도해 주세요.',
      }),
    );
    const { onClose } = renderSheet(COCO);
    await userEvent.type(screen.getByLabelText('이름'), '아');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(screen.getByLabelText('이름')).toHaveValue('코코아');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a save refused because the session ended says so once (§8’s alert, nothing under the form) and keeps what was typed', async () => {
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
    onTestFinished(() => alert.mockRestore());
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    // The app's own client: its 401 rule is the alert that speaks.
    const { onClose } = renderSheet(COCO, { queryClient: createQueryClient() });
    await userEvent.type(screen.getByLabelText('이름'), '아');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('코코아');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('반려동물 삭제', () => {
  const confirm = () => vi.spyOn(dialog, 'confirm');
  afterEach(() => vi.restoreAllMocks());

  it('deletes the pet once the owner confirms, then refreshes both lists it showed in', async () => {
    const asked = confirm().mockResolvedValue(true);
    const { onRemoved, invalidated } = renderSheet(COCO, { removable: true });
    await userEvent.click(screen.getByRole('button', { name: '반려동물 삭제' }));
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ text: "'코코' 정보를 삭제할까요?" }));
    expect(apiDelete).toHaveBeenCalledWith('/v2/pets/7');
    expect(onRemoved).toHaveBeenCalledWith(COCO);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['pets'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: meQueryKey });
  });

  it('keeps the pet when the owner cancels', async () => {
    confirm().mockResolvedValue(false);
    const { onRemoved } = renderSheet(COCO, { removable: true });
    await userEvent.click(screen.getByRole('button', { name: '반려동물 삭제' }));
    expect(apiDelete).not.toHaveBeenCalled();
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('says why the API refused (a booking ahead) and keeps the form open', async () => {
    confirm().mockResolvedValue(true);
    vi.mocked(apiDelete).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'PET_HAS_UPCOMING_RESERVATION',
        message:
          '예정된 예약이 있는 반려동물은 삭제할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 삭제해 주세요.',
      }),
    );
    const { onRemoved } = renderSheet(COCO, { removable: true });
    await userEvent.click(screen.getByRole('button', { name: '반려동물 삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '예정된 예약이 있는 반려동물은 삭제할 수 없어요.',
    );
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('이름')).toHaveValue('코코');
  });

  it('a pet already deleted on another phone counts as deleted: the sheet closes and both lists are refreshed', async () => {
    confirm().mockResolvedValue(true);
    vi.mocked(apiDelete).mockRejectedValue(GONE());
    const { onRemoved, invalidated } = renderSheet(COCO, { removable: true });
    await userEvent.click(screen.getByRole('button', { name: '반려동물 삭제' }));
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalledWith(COCO));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['pets'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: meQueryKey });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is offered only for a pet being edited, where the screen allows it', () => {
    renderSheet(COCO);
    expect(screen.queryByRole('button', { name: '반려동물 삭제' })).not.toBeInTheDocument();
  });
});

// As 마이페이지 shows it: ?pet=new / ?pet=<petSeq>, a history entry over the screen, so back closes the sheet.
function MyPets() {
  const sheet = useParamEntry();
  const shown = sheet.params.get('pet');
  return (
    <>
      <p>마이페이지 화면</p>
      <button type="button" onClick={() => sheet.open({ pet: 'new' })}>
        반려동물 추가
      </button>
      <button type="button" onClick={() => sheet.open({ pet: '7' })}>
        코코 정보 수정
      </button>
      {/* Mounted while open, one per pet, as the screens get it (lazy-pet-form-sheet.tsx). */}
      {shown === null ? null : (
        <PetFormSheet
          key={shown}
          open
          onClose={sheet.close}
          pet={shown === '7' ? COCO : null}
          onSaved={sheet.close}
          onRemoved={sheet.close}
        />
      )}
    </>
  );
}

function renderMyPets(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: '/my-info', Component: MyPets },
      { path: '/home', element: <p>홈 화면</p> },
    ],
    { initialEntries: ['/home', '/my-info'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sheetNamed = (name: string) => screen.queryByRole('dialog', { name });

describe('closing with changes not saved', () => {
  const back = (router: ReturnType<typeof renderMyPets>) => act(() => router.navigate(-1));
  const typeWeight = async (weight: string) => {
    const field = screen.getByLabelText('몸무게 (kg)');
    await userEvent.clear(field);
    await userEvent.type(field, weight);
  };

  it("asks before the phone's back throws away a new pet's name; 계속 입력 keeps it and the sheet", async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    await userEvent.type(screen.getByLabelText('이름'), '보리');

    await back(router);
    const ask = await screen.findByRole('dialog', { name: '입력한 내용을 저장하지 않고 닫을까요?' });
    expect(ask).toHaveTextContent('닫으면 입력한 내용이 사라져요.');
    expect(router.state.location.search).toBe('?pet=new');
    await userEvent.click(within(ask).getByRole('button', { name: '계속 입력' }));

    expect(sheetNamed('입력한 내용을 저장하지 않고 닫을까요?')).not.toBeInTheDocument();
    expect(sheetNamed('반려동물 추가')).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toHaveValue('보리');
    expect(router.state.location.search).toBe('?pet=new');
  });

  it('closes the sheet on 나가기, leaving the screen it was opened over', async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');

    await back(router);
    const ask = await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 닫을까요?' });
    await userEvent.click(within(ask).getByRole('button', { name: '나가기' }));

    expect(await screen.findByText('마이페이지 화면')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/my-info', search: '' });
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('asks the same when the backdrop is tapped', async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await userEvent.click(screen.getByRole('button', { name: '남아' }));

    await userEvent.click(sheetNamed('반려동물 정보 수정')!.parentElement!);
    expect(
      await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 닫을까요?' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pet=7');
  });

  it('Escape on the question keeps the sheet and what was typed', async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');

    await back(router);
    await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 닫을까요?' });
    await userEvent.keyboard('{Escape}');

    expect(sheetNamed('수정한 내용을 저장하지 않고 닫을까요?')).not.toBeInTheDocument();
    expect(sheetNamed('반려동물 정보 수정')).toBeInTheDocument();
    expect(screen.getByLabelText('몸무게 (kg)')).toHaveValue(3.8);
    expect(router.state.location.search).toBe('?pet=7');
  });

  it('closes without asking when nothing was changed, or the change was undone', async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await back(router);
    expect(sheetNamed('반려동물 정보 수정')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');
    await typeWeight('3.2');
    await back(router);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/my-info', search: '' });
  });

  it('closes without asking once the pet is saved, added or deleted', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, weightKg: 3.8 });
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리' });
    vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
    const router = renderMyPets();

    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(sheetNamed('반려동물 정보 수정')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await typeWeight('4.5');
    await userEvent.click(screen.getByRole('button', { name: '여아' }));
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    await vi.waitFor(() => expect(sheetNamed('반려동물 추가')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');
    await userEvent.click(screen.getByRole('button', { name: '반려동물 삭제' }));
    await vi.waitFor(() => expect(sheetNamed('반려동물 정보 수정')).not.toBeInTheDocument());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/my-info', search: '' });
    expect(apiDelete).toHaveBeenCalledWith('/v2/pets/7');
  });

  // As the booking shows it: the same address again, the sheet marked in the entry's state.
  function SelectPet() {
    const { state } = useLocation() as { state: { sheet?: string } | null };
    const navigate = useNavigate();
    return (
      <>
        <p>반려동물 선택 화면</p>
        <button type="button" onClick={() => void navigate('/select-pet', { state: { sheet: 'addPet' } })}>
          반려동물 추가
        </button>
        {state?.sheet === 'addPet' ? (
          <PetFormSheet open onClose={() => void navigate(-1)} onSaved={() => void navigate(-1)} />
        ) : null}
      </>
    );
  }

  it('asks as well over a page whose sheet is marked in the history state (booking)', async () => {
    const router = createMemoryRouter([{ path: '/select-pet', Component: SelectPet }], {
      initialEntries: ['/select-pet'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    await userEvent.type(screen.getByLabelText('이름'), '보리');

    await act(() => router.navigate(-1));
    const ask = await screen.findByRole('dialog', { name: '입력한 내용을 저장하지 않고 닫을까요?' });
    await userEvent.click(within(ask).getByRole('button', { name: '나가기' }));

    expect(await screen.findByText('반려동물 선택 화면')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the session ends while the sheet is open (401: §8’s alert, the login, back)', () => {
  const refused = () =>
    new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' });
  beforeEach(() => {
    const alert = vi.spyOn(dialog, 'alert').mockResolvedValue(undefined);
    onTestFinished(() => alert.mockRestore());
  });
  const typeWeight = async (weight: string) => {
    const field = screen.getByLabelText('몸무게 (kg)');
    await userEvent.clear(field);
    await userEvent.type(field, weight);
  };

  it('a new pet: opened again (back from the login), the sheet has everything typed, and adds it; then none is left', async () => {
    vi.mocked(apiPost).mockRejectedValueOnce(refused());
    renderMyPets(createQueryClient());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(screen.getByRole('button', { name: '고양이' }));
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await typeWeight('4.5');
    await userEvent.click(screen.getByRole('button', { name: '남아' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '중성화했어요' }));
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    cleanup();

    // Back on the page with the sheet's entry (the login returns to it): the sheet opens as it was left.
    vi.mocked(apiPost).mockResolvedValueOnce({ ...COCO, petSeq: 9, name: '보리' });
    const router = renderMyPets(createQueryClient());
    await act(() => router.navigate('/my-info?pet=new'));
    expect(screen.getByLabelText('이름')).toHaveValue('보리');
    expect(screen.getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('생일')).toHaveValue('2024-02-03');
    expect(screen.getByLabelText('몸무게 (kg)')).toHaveValue(4.5);
    expect(screen.getByRole('checkbox', { name: '중성화했어요' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenLastCalledWith('/v2/pets', {
      name: '보리',
      kind: 'CAT',
      breedSeq: 2,
      birthDate: '2024-02-03',
      weightKg: 4.5,
      sex: 'MALE',
      neutered: true,
    });
    await vi.waitFor(() => expect(sheetNamed('반려동물 추가')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(screen.getByLabelText('이름')).toHaveValue('');
  });

  it('an edit: that pet’s sheet opens with the change and saves it; another pet’s, or a new one’s, has none of it', async () => {
    vi.mocked(apiPut).mockRejectedValueOnce(refused());
    renderMyPets(createQueryClient());
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await typeWeight('3.8');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(apiPut).toHaveBeenCalledTimes(1));
    cleanup();

    const router = renderMyPets(createQueryClient());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(screen.getByLabelText('몸무게 (kg)')).toHaveValue(null);
    await act(() => router.navigate(-1));
    vi.mocked(apiPut).mockResolvedValueOnce({ ...COCO, weightKg: 3.8 });
    await act(() => router.navigate('/my-info?pet=7'));
    expect(screen.getByLabelText('이름')).toHaveValue('코코');
    expect(screen.getByLabelText('몸무게 (kg)')).toHaveValue(3.8);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenLastCalledWith('/v2/pets/7', { weightKg: 3.8 });
  });

  it('closed with the leave question answered 나가기, the kept pet is gone', async () => {
    vi.mocked(apiPost).mockRejectedValueOnce(refused());
    renderMyPets(createQueryClient());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await typeWeight('4.5');
    await userEvent.click(screen.getByRole('button', { name: '여아' }));
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    cleanup();

    const router = renderMyPets(createQueryClient());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(screen.getByLabelText('이름')).toHaveValue('보리');
    await act(() => router.navigate(-1));
    const ask = await screen.findByRole('dialog', { name: '입력한 내용을 저장하지 않고 닫을까요?' });
    await userEvent.click(within(ask).getByRole('button', { name: '나가기' }));
    await vi.waitFor(() => expect(sheetNamed('반려동물 추가')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '반려동물 추가' }));
    expect(screen.getByLabelText('이름')).toHaveValue('');
  });
});

describe('tap targets', () => {
  it('중성화했어요 is a 44px target over its 24px line, without moving it', () => {
    onTestFinished(applyStylesheet('../pet-form-sheet.module.css', import.meta.url, sheetStyles));
    renderSheet();
    const line = screen.getByRole('checkbox', { name: '중성화했어요' }).closest('label')!;
    expect(getComputedStyle(line).position).toBe('relative');
    const [box] = pseudoRules(line);
    expect(box?.position).toBe('absolute');
    // The full width of the line, and above and below it half of what it lacks of 44px.
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px) 0');
  });

  it("the 품종 list holds its chips' 44px hit boxes (its first row's was clipped) and stays where it was", async () => {
    onTestFinished(applyStylesheet('../breed-picker.module.css', import.meta.url, pickerStyles));
    renderSheet();
    const list = await screen.findByRole('group', { name: '품종 목록' });
    const style = getComputedStyle(list);
    expect(style.overflowY).toBe('auto');
    // Chip's box reaches 4px past the pill: the list's padding holds it, its margin takes the 4px back.
    expect(style.getPropertyValue('padding-block')).toBe('var(--space-1)');
    expect(style.getPropertyValue('margin-block')).toBe('calc(-1 * var(--space-1))');
    expect(style.maxHeight).toBe('calc(8rem + 2 * var(--space-1))');
  });
});

describe('반려동물 사진', () => {
  const fillNewPet = async () => {
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    await userEvent.click(await screen.findByRole('button', { name: '푸들' }));
    await userEvent.type(screen.getByLabelText('생일'), '2024-02-03');
    await userEvent.type(screen.getByLabelText('몸무게 (kg)'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: '여아' }));
  };
  const photoField = () => screen.getByRole('group', { name: '반려동물 사진' });

  it('sits at the top of the sheet, showing the pet’s photo, or its initial when there is none', () => {
    renderSheet({ ...COCO, imageUrl: COCO_PHOTO });
    const form = screen.getByRole('dialog', { name: '반려동물 정보 수정' }).querySelector('form')!;
    expect(form.firstElementChild).toBe(photoField());
    expect(photoField().querySelector('img')).toHaveAttribute('src', COCO_PHOTO);
    cleanup();
    renderSheet(COCO);
    expect(photoField().querySelector('img')).toBeNull();
    expect(photoField()).toHaveTextContent('코');
  });

  it('adds the pet with the photo picked, uploaded as soon as it was picked', async () => {
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리', imageUrl: COCO_PHOTO });
    const { onSaved } = renderSheet();
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await fillNewPet();
    expect(uploadMedia).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', expect.objectContaining({ name: '보리', mediaSeq: 42 }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ imageUrl: COCO_PHOTO }));
  });

  it('adds a pet without a photo sending none', async () => {
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리' });
    renderSheet();
    await fillNewPet();
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(vi.mocked(apiPost).mock.calls[0]![1]).not.toHaveProperty('mediaSeq');
  });

  it('추가하기 waits, saying so, while the photo still uploads', async () => {
    let finish: (value: ReturnType<typeof uploaded>) => void = () => {};
    vi.mocked(uploadMedia).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    vi.mocked(apiPost).mockResolvedValue({ ...COCO, petSeq: 9, name: '보리' });
    renderSheet();
    await fillNewPet();
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());

    const held = screen.getByRole('button', { name: '사진 올리는 중…' });
    expect(held).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: '반려동물 사진 올리는 중' })).toBeInTheDocument();
    // The keyboard's Enter in a field does not send it either.
    await userEvent.type(screen.getByLabelText('몸무게 (kg)'), '{Enter}');
    expect(apiPost).not.toHaveBeenCalled();

    await act(async () => finish(uploaded(7)));
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', expect.objectContaining({ mediaSeq: 7 }));
  });

  it('an edit sends only the new photo, leaving the fields nobody changed', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, imageUrl: COCO_PHOTO });
    renderSheet(COCO);
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await userEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { mediaSeq: 42 });
  });

  it('기본 이미지로 removes the pet’s photo on 저장 (mediaSeq null)', async () => {
    vi.mocked(apiPut).mockResolvedValue(COCO);
    renderSheet({ ...COCO, imageUrl: COCO_PHOTO });
    await userEvent.click(screen.getByRole('button', { name: '기본 이미지로' }));
    expect(photoField().querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { mediaSeq: null });
  });

  it('a photo that did not upload says why in Korean and saves the pet as it was', async () => {
    vi.mocked(uploadMedia).mockRejectedValue(
      new ApiError({
        status: 413,
        resultCode: 'MEDIA_TOO_LARGE',
        message: '사진이 너무 커요. 15MB 이하의 사진을 올려 주세요.',
      }),
    );
    vi.mocked(apiPut).mockResolvedValue({ ...COCO, name: '코코아' });
    renderSheet({ ...COCO, imageUrl: COCO_PHOTO });
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    expect(await within(photoField()).findByRole('alert')).toHaveTextContent('사진이 너무 커요.');
    expect(photoField().querySelector('img')).toHaveAttribute('src', COCO_PHOTO);
    await userEvent.type(screen.getByLabelText('이름'), '아');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/pets/7', { name: '코코아' });
  });

  it('a photo the API refuses on 저장 is said under the form, and the sheet stays', async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'MEDIA_ALREADY_ATTACHED',
        message: '이미 다른 곳에 쓰인 사진이에요. 사진을 다시 올려 주세요.',
      }),
    );
    const { onSaved, onClose } = renderSheet(COCO);
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await userEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('이미 다른 곳에 쓰인 사진이에요. 사진을 다시 올려 주세요.'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing throws away a photo picked and nothing else', async () => {
    const router = renderMyPets();
    await userEvent.click(screen.getByRole('button', { name: '코코 정보 수정' }));
    await userEvent.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 닫을까요?' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pet=7');
  });
});
