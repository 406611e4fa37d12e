import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiGet, apiGet, queryKeys, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Reservation } from '../api/types';
import { ReservationDetailScreen } from '../components/reservation-detail-screen';
import { SuccessScreen } from '../components/success-screen';
import { renderAt, reservation } from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

type ConsentFormSummary = ApiGet<'/v2/consent/forms'>[number];

const routes = [
  { path: '/online-reservation/success', Component: SuccessScreen },
  { path: '/reservation/detail', Component: ReservationDetailScreen },
  { path: '/consent/:id', element: <h1>동의서 화면</h1> },
];

/** A 요청 hotel stay at shop 2 for 코코 (pet 1). */
const stay = (overrides: Partial<Reservation> = {}) =>
  reservation({
    reservationSeq: 9,
    status: 'REQUESTED',
    statusLabel: '요청',
    shop: { shopId: 2, name: '멍멍호텔', thumbnailUrl: null, address: '서울 마포구', phone: '02-111-1111' },
    ...overrides,
  });

const form = (overrides: Partial<ConsentFormSummary> = {}): ConsentFormSummary => ({
  formSeq: 31,
  shopId: 2,
  shopName: '멍멍호텔',
  kind: 'HOTEL',
  title: '호텔링 동의서',
  version: 1,
  perPet: true,
  requiredForBooking: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  state: 'TO_SIGN',
  targets: [
    { petSeq: 1, petName: '코코', state: 'TO_SIGN', signatureSeq: null, signedAt: null, signedVersion: null },
    { petSeq: 2, petName: '나비', state: 'SIGNED', signatureSeq: 4, signedAt: null, signedVersion: 1 },
  ],
  ...overrides,
});

const signedFor1 = form().targets.map((t) => ({ ...t, state: 'SIGNED' as const }));

function answer(r: Reservation, forms: ConsentFormSummary[]) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/consent/forms') return forms;
    if (url === `/v2/reservations/${r.reservationSeq}`) return r;
    throw new Error(`unexpected GET ${url}`);
  });
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
});

describe('a booking its shop cannot confirm before a consent form is signed', () => {
  it('says so on the request’s success screen and leads to the form', async () => {
    answer(stay(), [form({ formSeq: 12, shopId: 1, title: '다른 매장 동의서' }), form()]);
    const user = userEvent.setup();
    const view = renderAt('/online-reservation/success?id=9', routes);
    const note = await screen.findByRole('region', { name: '동의서 안내' });
    expect(note).toHaveTextContent('예약 확정 전에 동의서 서명이 필요해요');
    await user.click(within(note).getByRole('button', { name: '동의서 작성하기' }));
    expect(await screen.findByRole('heading', { name: '동의서 화면' })).toBeInTheDocument();
    // This booking's shop's form, not another shop's.
    expect(view.router.state.location.pathname).toBe('/consent/31');
  });

  it('says so on the reservation’s detail while it is 요청', async () => {
    answer(stay(), [form()]);
    const user = userEvent.setup();
    const view = renderAt('/reservation/detail?id=9', routes);
    const note = await screen.findByRole('region', { name: '동의서 안내' });
    await user.click(within(note).getByRole('button', { name: '동의서 작성하기' }));
    expect(view.router.state.location.pathname).toBe('/consent/31');
  });

  it('stops asking once the booking is no longer 요청 (the shop rejected it while the detail was open)', async () => {
    answer(stay(), [form()]);
    const view = renderAt('/reservation/detail?id=9', routes);
    expect(await screen.findByRole('region', { name: '동의서 안내' })).toBeInTheDocument();
    answer(stay({ status: 'CANCELED', statusLabel: '취소' }), [form()]);
    await act(() => view.queryClient.invalidateQueries({ queryKey: queryKeys.reservations.detail(9) }));
    expect(await screen.findByText('취소')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '동의서 안내' })).not.toBeInTheDocument();
  });

  it('asks once per owner for a form not per pet, and again when its text changed since the signature', async () => {
    answer(stay(), [
      form({
        perPet: false,
        state: 'RESIGN',
        targets: [
          { petSeq: null, petName: null, state: 'RESIGN', signatureSeq: 3, signedAt: null, signedVersion: 1 },
        ],
      }),
    ]);
    renderAt('/reservation/detail?id=9', routes);
    expect(await screen.findByRole('region', { name: '동의서 안내' })).toBeInTheDocument();
  });

  it('says nothing once every pet of the booking has signed, even if another pet has not', async () => {
    answer(stay({ pets: [{ ...stay().pets[0]!, petSeq: 2, name: '나비' }] }), [form()]);
    renderAt('/reservation/detail?id=9', routes);
    expect(await screen.findByText('멍멍호텔')).toBeInTheDocument();
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith('/v2/consent/forms'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: '동의서 안내' })).not.toBeInTheDocument();
  });

  it('says nothing for a booked pet the owner has since removed: it cannot be signed for, and the shop no longer waits on it', async () => {
    // 나비 (signed) and pet 3, removed from the owner's lists since: the form's targets no longer hold it.
    answer(
      stay({
        pets: [
          { ...stay().pets[0]!, petSeq: 2, name: '나비' },
          { ...stay().pets[0]!, petSeq: 3, name: '보리' },
        ],
      }),
      [form()],
    );
    renderAt('/reservation/detail?id=9', routes);
    expect(await screen.findByText('멍멍호텔')).toBeInTheDocument();
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith('/v2/consent/forms'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: '동의서 안내' })).not.toBeInTheDocument();
  });

  it('says nothing for a form the shop does not require, or one already signed', async () => {
    answer(stay(), [
      form({ requiredForBooking: false }),
      form({ formSeq: 32, state: 'SIGNED', targets: signedFor1 }),
    ]);
    renderAt('/online-reservation/success?id=9', routes);
    expect(await screen.findByText('멍멍호텔')).toBeInTheDocument();
    await waitFor(() => expect(apiGet).toHaveBeenCalledWith('/v2/consent/forms'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: '동의서 안내' })).not.toBeInTheDocument();
  });

  it('does not ask about forms once the booking is confirmed', async () => {
    answer(stay({ status: 'CONFIRMED', statusLabel: '확정' }), [form()]);
    renderAt('/reservation/detail?id=9', routes);
    expect(await screen.findByText('멍멍호텔')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '동의서 안내' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalledWith('/v2/consent/forms');
  });
});
