// Renders booking screens inside a memory router and a fresh QueryClient, the way the shell would.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ApiError, apiGet, useSessionStore, type Pet } from '@guardian/shared';
import type {
  Availability,
  MonthAvailability,
  OnlineShop,
  PriceLine,
  Product,
  Quote,
  Reservation,
} from '../api/types';
import { DatePickerSection } from '../components/date-picker-section';
import { useBookingChoicesStore, useBookingMemoStore } from '../lib/memo-store';

/**
 * `before`: pages already in the history behind `path` (what the phone's back returns to). `queryClient`: the app's
 * own (`createQueryClient()`) where its defaults matter, such as what is read again when the app is shown again.
 */
export function renderAt(
  path: string,
  routes: RouteObject[],
  before: string[] = [],
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const router = createMemoryRouter(routes, { initialEntries: [...before, path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const product: Product = {
  productSeq: 1,
  shopId: 1,
  category: 'BEAUTY',
  name: '목욕',
  description: '기본 케어',
  durationMinutes: 60,
  unit: 'VISIT',
  unitLabel: '1회',
  imageUrl: null,
  prices: [
    { band: 'SMALL', label: '소형견 (5kg 미만)', price: 30000 },
    { band: 'MEDIUM', label: '중형견 (5~10kg 미만)', price: 40000 },
  ],
};

export const pets: Pet[] = [
  {
    petSeq: 1,
    name: '코코',
    kind: 'DOG',
    breedSeq: 1,
    breedName: '말티즈',
    birthDate: '2021-04-12',
    weightKg: 3.2,
    sex: 'FEMALE',
    neutered: true,
    imageUrl: null,
  },
  {
    petSeq: 2,
    name: '나비',
    kind: 'CAT',
    breedSeq: 1001,
    breedName: '코리안 숏헤어',
    birthDate: '2022-09-03',
    weightKg: 4.1,
    sex: 'MALE',
    neutered: true,
    imageUrl: null,
  },
];

/** 코코, a small dog, at 30,000원: a line of a quote and of a reservation. */
export const cocoLine: PriceLine = {
  petSeq: 1,
  name: '코코',
  kind: 'DOG',
  band: 'SMALL',
  bandLabel: '소형견 (5kg 미만)',
  unitPrice: 30000,
  quantity: 1,
  price: 30000,
};

/** The quote for 코코 alone: 30,000원, no deposit. */
export const cocoQuote: Quote = {
  productSeq: 1,
  nights: null,
  lines: [cocoLine],
  totalPrice: 30000,
  depositAmount: 0,
};

/** What the request form sends for 코코's 목욕 on 2026-11-27 at 11:00 (a memo or a pass beside it where chosen). */
export const cocoRequest = {
  shopId: 1,
  productSeq: 1,
  petSeqs: [1],
  date: '2026-11-27',
  time: '11:00',
};

/** The API's refusal when two requests already wait at the shop (its cap, 2). */
export const tooManyAtShop = () =>
  new ApiError({
    status: 409,
    resultCode: 'TOO_MANY_OPEN_REQUESTS_AT_SHOP',
    message: '이 매장에 답변을 기다리는 예약 요청이 2건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.',
    data: { limit: 2 },
  });

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservationSeq: 1,
    status: 'CONFIRMED',
    statusLabel: '확정',
    category: 'BEAUTY',
    date: '2026-11-25',
    endDate: '2026-11-25',
    time: '12:00',
    nights: null,
    startAt: '2026-11-25T03:00:00.000Z',
    endAt: '2026-11-25T04:00:00.000Z',
    shop: {
      shopId: 1,
      name: '바둑펫뷰티 종로점',
      thumbnailUrl: null,
      address: '서울 종로구',
      phone: '02-000-0000',
    },
    product: {
      productSeq: 1,
      name: '목욕',
      durationMinutes: 60,
      unit: 'VISIT',
      unitLabel: '1회',
      imageUrl: null,
    },
    pets: [cocoLine],
    totalPrice: 30000,
    deposit: null,
    voucher: null,
    refundPolicy: [{ minDaysBefore: 3, refundRate: 100, description: '3일 전까지 취소 시 100% 환불' }],
    memo: '',
    rejectReason: null,
    cancellation: null,
    canCancel: true,
    createdAt: '2026-11-18T03:00:00.000Z',
    confirmedAt: null,
    // 예약 변경: not offered unless a test says so.
    canReschedule: false,
    ...overrides,
  };
}

/**
 * The booking flow's routes: the screens a test renders for real, the others a line saying where the app went
 * ('매장 상품 목록', '상품 화면', '반려동물 선택 화면', '예약 요청 화면', '예약 완료 화면', '예약 실패 화면').
 */
export function flowRoutes(screens: {
  shop?: ComponentType;
  product?: ComponentType;
  selectPet?: ComponentType;
  request?: ComponentType;
  success?: ComponentType;
  fail?: ComponentType;
}): RouteObject[] {
  const route = (path: string, Screen: ComponentType | undefined, stands: string): RouteObject =>
    Screen ? { path, Component: Screen } : { path, element: <p>{stands}</p> };
  return [
    route('/online-reservation/:id', screens.shop, '매장 상품 목록'),
    route('/online-reservation/:id/product/:product_seq', screens.product, '상품 화면'),
    route('/online-reservation/:id/select-pet', screens.selectPet, '반려동물 선택 화면'),
    route('/online-reservation/:id/reservation', screens.request, '예약 요청 화면'),
    route('/online-reservation/success', screens.success, '예약 완료 화면'),
    route('/online-reservation/fail', screens.fail, '예약 실패 화면'),
  ];
}

/** Shop 1 as the booking API answers it, taking online bookings or not (no hours, reviews or deposit given). */
export const onlineShop = (onlineReservation = true): OnlineShop =>
  ({
    shop: {
      shopId: 1,
      name: '달콤펫뷰티 강북점',
      categories: ['BEAUTY'],
      address: '서울특별시 강북구 강북역로 172',
      thumbnailUrl: null,
      phone: '02-916-6866',
      reviewCount: 0,
      hours: [],
      onlineReservation,
    },
    products: [product],
    refundPolicy: [],
    depositRule: { rate: 0, required: false, account: null },
  }) as unknown as OnlineShop;

/** A day's times of product 1 as the API answers them: those in `taken` have none left (taken, or begun). */
export const dayAvailability = (
  times: string[],
  taken: string[] = [],
  date = '2026-11-27',
): Availability => ({
  shopId: 1,
  productSeq: 1,
  category: 'BEAUTY',
  date,
  endDate: null,
  petCount: 1,
  available: true,
  closed: false,
  slots: times.map((time) => ({
    time,
    remaining: taken.includes(time) ? 0 : 1,
    available: !taken.includes(time),
  })),
  nights: [],
  remaining: null,
});

/** A month of product 1 with no day marked (the calendar still offers every day in range). */
export const plainMonth = (month = '2026-11'): MonthAvailability => ({
  shopId: 1,
  productSeq: 1,
  category: 'BEAUTY',
  month,
  petCount: 1,
  days: [],
});

/** An active pass of shop 1 that pays for product 1 (목욕). */
export const bathPass = {
  voucherSeq: 7,
  name: '목욕 10회 이용권',
  remainingUses: 3,
  state: 'ACTIVE',
  shop: { shopId: 1, name: '달콤펫뷰티 강북점' },
  services: [{ productSeq: 1, name: '목욕' }],
};

/**
 * The booking calendar alone, for pet 1 and no day chosen yet, with the API (`apiGet`, mocked by the test file)
 * answering November 2026 of `of` (product 1 by default) with `days`. The test sets the clock (within that month).
 */
export function renderMonth(days: MonthAvailability['days'], of: Product = product) {
  vi.mocked(apiGet).mockResolvedValue({ ...plainMonth(), category: of.category, days });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DatePickerSection shopId={1} product={of} petSeqs={[1]} date={null} end={null} onChange={vi.fn()} />
    </QueryClientProvider>,
  );
}

/**
 * The API as the request screen reads it, for `apiGet`'s mock: the shop, the product, the quote and the day as the
 * test has them now (read at each call), the plain month, and no passes.
 */
export const requestScreenApi =
  (now: { product: () => Product; quote: Quote; day: () => Availability }) => async (url: string) => {
    if (url === '/v2/online-reservation/shops/1') return onlineShop();
    if (url === '/v2/online-reservation/products/1') return now.product();
    if (url === '/v2/online-reservation/products/1/quote') return now.quote;
    if (url === '/v2/online-reservation/shops/1/availability') return now.day();
    if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
    if (url === '/v2/vouchers/usable') return [];
    throw new Error(`unexpected ${url}`);
  };

/**
 * A logged-in owner starting the booking flow on Sunday 22 November 2026, 10:00 in Seoul (the fake clock: Date only),
 * with no memo or choices kept from an earlier test.
 */
export function startBooking() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  useSessionStore.getState().setToken('token-1');
  useBookingMemoStore.setState({ drafts: {} });
  useBookingChoicesStore.setState({ drafts: {} });
}
