import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiGet } from '../../api/requests';
import { BreedPicker } from '../breed-picker';

vi.mock('../../api/requests', () => ({ apiGet: vi.fn() }));

// As the API answers: 믹스견 (믹스묘) first, though its number is the kind's last, then breed number order.
const dogs = [
  { breedSeq: 91, kind: 'DOG', name: '믹스견' },
  ...Array.from({ length: 90 }, (_, i) => ({ breedSeq: i + 1, kind: 'DOG', name: `품종${i + 1}` })),
];
const cats = [
  { breedSeq: 1041, kind: 'CAT', name: '믹스묘' },
  ...Array.from({ length: 40 }, (_, i) => ({ breedSeq: 1001 + i, kind: 'CAT', name: `고양이${i + 1}` })),
];

function renderPicker(kind: 'DOG' | 'CAT', onChange = vi.fn()) {
  vi.mocked(apiGet).mockImplementation((async (_url: string, params?: { kind?: string }) =>
    params?.kind === 'CAT' ? cats : dogs) as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BreedPicker kind={kind} value={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

const chips = async () =>
  within(await screen.findByRole('group', { name: '품종 목록' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the breed picker', () => {
  it('shows 믹스견 first, without typing, in the API’s order', async () => {
    const onChange = renderPicker('DOG');
    const shown = await chips();
    expect(shown[0]).toBe('믹스견');
    expect(shown).toHaveLength(30);

    await userEvent.click(screen.getByRole('button', { name: '믹스견' }));
    expect(onChange).toHaveBeenCalledWith(91);
  });

  it('shows 믹스묘 first for a cat', async () => {
    renderPicker('CAT');
    expect((await chips())[0]).toBe('믹스묘');
  });

  it('keeps the API’s order for the rest, and a search still narrows the list', async () => {
    renderPicker('DOG');
    expect((await chips()).slice(1, 4)).toEqual(['품종1', '품종2', '품종3']);

    await userEvent.type(screen.getByLabelText('품종'), '품종9');
    expect(await chips()).toEqual(['품종9', '품종90']);
  });
});
