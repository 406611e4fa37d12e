import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiGet, apiPost, queryKeys, useSessionStore } from '@guardian/shared';
import { SelectPetScreen } from '../components/select-pet-screen';
import { atTheTap } from '@guardian/shared/test/at-the-tap';
import { flowRoutes, pets, product, renderAt } from './render';

// The request helpers themselves are mocked, so shared's own fetchers (breeds) answer from here too.
vi.mock('@guardian/shared/api/requests', async (orig) => ({
  ...(await orig<object>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ selectPet: SelectPetScreen });

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return pets;
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/breeds')
        return [
          { breedSeq: 1, kind: 'DOG', name: '말티즈' },
          { breedSeq: 2, kind: 'DOG', name: '푸들' },
        ];
      throw new Error(`unexpected ${url}`);
    });
});

/** 보리, a 4.5 kg 푸들 born 2023-01-02, typed into the pet sheet and added. */
async function addBori(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement) {
  await user.type(within(sheet).getByLabelText('이름'), '보리');
  await user.type(within(sheet).getByLabelText('품종'), '푸');
  await user.click(await within(sheet).findByRole('button', { name: '푸들' }));
  await user.click(within(sheet).getByRole('button', { name: '여아' }));
  await user.type(within(sheet).getByLabelText('생일'), '2023-01-02');
  await user.type(within(sheet).getByLabelText('몸무게 (kg)'), '4.5');
  await user.click(within(sheet).getByRole('button', { name: '추가하기' }));
}

describe('반려동물 선택', () => {
  it('requires at least one pet before going on', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes);

    await screen.findByText('코코');
    // The product's name takes the right particle (목욕 → 목욕을), never "을(를)".
    expect(screen.getByText(/받을 반려동물을 골라 주세요/)).toHaveTextContent(
      '목욕을 받을 반려동물을 골라 주세요.',
    );
    await user.click(screen.getByRole('button', { name: '다음' }));

    expect(screen.getByRole('alert')).toHaveTextContent('반려동물을 한 마리 이상 선택해 주세요.');
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');

    // A cat cannot take a dog-only product; the dog can, and then the flow moves on with it.
    expect(screen.getByRole('checkbox', { name: '나비' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '코코' }));
    await user.click(screen.getByRole('button', { name: /다음/ }));
    expect(await screen.findByText('예약 요청 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=1');
  });

  it('ticks a pet at the tap itself, not later when the page has rendered its new address', async () => {
    renderAt('/online-reservation/1/select-pet?product=1', routes);
    const coco = await screen.findByRole('checkbox', { name: '코코' });
    // React puts the box back as the old address said until the new one renders: it must render at the tap.
    await atTheTap(() => coco.click());
    expect(coco).toBeChecked();
    expect(await screen.findByRole('button', { name: '1마리 선택 · 다음' })).toBeInTheDocument();
  });

  it('keeps the pets and the one ticked when asking them again gets no answer', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/online-reservation/1/select-pet?product=1', routes);
    await user.click(await screen.findByRole('checkbox', { name: '코코' }));
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );

    // Back on the app after a while, on a subway connection: the pets are asked again and that fails.
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.pets.list() }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.pets.list())?.status).toBe('error'));

    expect(screen.getByRole('checkbox', { name: '코코' })).toBeChecked();
    expect(screen.queryByText('네트워크 연결을 확인해 주세요.')).not.toBeInTheDocument();
  });

  it('a product the shop has taken down since it was chosen says so and leads to the shop’s other products', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return pets;
      throw new ApiError({
        status: 404,
        resultCode: 'PRODUCT_NOT_FOUND',
        message: '상품을 찾을 수 없어요.',
      });
    });
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=9', routes);

    expect(await screen.findByText('상품을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다른 상품 보기' }));
    expect(await screen.findByText('매장 상품 목록')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online-reservation/1');
  });

  it('validates the add-pet form in Korean before calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/online-reservation/1/select-pet?product=1', routes);

    await user.click(await screen.findByRole('button', { name: '반려동물 추가' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    await user.type(within(sheet).getByLabelText('몸무게 (kg)'), '200');
    await user.click(within(sheet).getByRole('button', { name: '추가하기' }));

    expect(await within(sheet).findByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('품종을 선택해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('생일을 입력해 주세요.')).toBeInTheDocument();
    expect(within(sheet).getByText('몸무게는 120kg 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('adds a pet with a breed from the list and selects it', async () => {
    const added = { ...pets[0], petSeq: 9, name: '보리', breedSeq: 2, breedName: '푸들' };
    vi.mocked(apiPost).mockResolvedValue(added);
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes);

    await user.click(await screen.findByRole('button', { name: '반려동물 추가' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    await addBori(user, sheet);

    await vi.waitFor(() => expect(router.state.location.search).toBe('?product=1&pets=9'));
    expect(apiPost).toHaveBeenCalledWith('/v2/pets', {
      name: '보리',
      kind: 'DOG',
      breedSeq: 2,
      birthDate: '2023-01-02',
      weightKg: 4.5,
      sex: 'FEMALE',
      neutered: false,
    });
  });

  it('a new customer with no pet registers one right in the flow: it is chosen and the booking goes on', async () => {
    const added = { ...pets[0], petSeq: 9, name: '보리', breedSeq: 2, breedName: '푸들' };
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return [];
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/breeds') return [{ breedSeq: 2, kind: 'DOG', name: '푸들' }];
      throw new Error(`unexpected ${url}`);
    });
    vi.mocked(apiPost).mockResolvedValue(added);
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes);

    // One way on, in the empty state itself: no 다음 with nothing to choose.
    const empty = await screen.findByRole('region', { name: '예약할 반려동물을 등록해 주세요' });
    expect(screen.queryByRole('button', { name: '다음' })).not.toBeInTheDocument();

    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/pets') return [added];
      if (url === '/v2/online-reservation/products/1') return product;
      if (url === '/v2/breeds') return [{ breedSeq: 2, kind: 'DOG', name: '푸들' }];
      throw new Error(`unexpected ${url}`);
    });
    await user.click(within(empty).getByRole('button', { name: '반려동물 등록하기' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    await addBori(user, sheet);

    await vi.waitFor(() => expect(router.state.location.search).toBe('?product=1&pets=9'));
    expect(await screen.findByRole('checkbox', { name: '보리' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '1마리 선택 · 다음' }));
    expect(await screen.findByText('예약 요청 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=9');
  });

  it('counts only pets still in the list: one deleted on another phone is neither counted nor sent', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1&pets=1,77', routes);

    expect(await screen.findByRole('checkbox', { name: '코코' })).toBeChecked();
    expect(screen.getByRole('button', { name: '1마리 선택 · 다음' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1마리 선택 · 다음' }));
    expect(await screen.findByText('예약 요청 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=1&pets=1');
  });

  it('closes 반려동물 추가 on the phone’s back, staying on the page, and the next back leaves it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes, [
      '/online-reservation/1/product/1',
    ]);

    await user.click(await screen.findByRole('button', { name: '반려동물 추가' }));
    await screen.findByRole('dialog', { name: '반려동물 추가' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/online-reservation/1/select-pet');
    expect(screen.getByText('코코')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('상품 화면')).toBeInTheDocument();
  });

  it('back from a login that left the site (Kakao, Apple) under 반려동물 추가: the sheet is open again, and the pet saved there is chosen', async () => {
    const added = { ...pets[0], petSeq: 9, name: '보리', breedSeq: 2, breedName: '푸들' };
    vi.mocked(apiPost).mockResolvedValue(added);
    const user = userEvent.setup();
    // Such a login comes back to the address alone: the entry's own state (where the sheet used to be kept) is gone.
    const { router } = renderAt('/online-reservation/1/select-pet?product=1&pet=new', routes, [
      '/online-reservation/1/product/1',
    ]);

    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    await addBori(user, sheet);

    await vi.waitFor(() => expect(router.state.location.search).toBe('?product=1&pets=9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('상품 화면')).toBeInTheDocument();
  });

  it('after adding a pet, back leaves the page rather than reopening the form', async () => {
    const added = { ...pets[0], petSeq: 9, name: '보리', breedSeq: 2, breedName: '푸들' };
    vi.mocked(apiPost).mockResolvedValue(added);
    const user = userEvent.setup();
    const { router } = renderAt('/online-reservation/1/select-pet?product=1', routes, [
      '/online-reservation/1/product/1',
    ]);

    await user.click(await screen.findByRole('button', { name: '반려동물 추가' }));
    const sheet = await screen.findByRole('dialog', { name: '반려동물 추가' });
    await addBori(user, sheet);

    await vi.waitFor(() => expect(router.state.location.search).toBe('?product=1&pets=9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('상품 화면')).toBeInTheDocument();
  });
});
