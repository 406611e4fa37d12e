// Every query key of the front, by API domain. The shell and the remotes share one QueryClient, so
// one call must have one key wherever it is made (a second key is a second request and a cache the
// first one's invalidations never reach). Keys start with the domain (DESIGN.md); `all` is the
// prefix that invalidates a whole domain. Parameters are plain values or objects (hashed by value).

export type PetKind = 'DOG' | 'CAT';
export type ReservationScope = 'upcoming' | 'past';

export const queryKeys = {
  user: {
    all: ['user'] as const,
    /** GET /v2/me */
    me: () => ['user', 'me'] as const,
  },
  catalog: {
    all: ['catalog'] as const,
    /** GET /v2/breeds?kind= */
    breeds: (kind: PetKind) => ['catalog', 'breeds', kind] as const,
  },
  marketing: {
    all: ['marketing'] as const,
    /** GET /v2/marketing/banner */
    banners: () => ['marketing', 'banners'] as const,
  },
  shops: {
    all: ['shops'] as const,
    /** GET /v2/shop?shopId= */
    detail: (shopId: number) => ['shops', 'detail', shopId] as const,
    /** GET /v2/shop/inquiry, page by page (infinite); without input: every search, for patching. */
    inquiry: <Q extends object>(input?: Q) =>
      input === undefined ? (['shops', 'inquiry'] as const) : (['shops', 'inquiry', input] as const),
    /** GET /v2/shop/inquiry as one page (the home's 요즘 인기 매장): not an infinite query, so not under 'inquiry'. */
    popular: <Q extends object>(params: Q) => ['shops', 'popular', params] as const,
    regionConfig: () => ['shops', 'region-config'] as const,
    facilitiesConfig: () => ['shops', 'facilities-config'] as const,
    categoryImages: (shopId: number) => ['shops', 'category-images', shopId] as const,
  },
  /** /v2/online-reservation: shops that take bookings, their products, quotes and free slots. */
  booking: {
    all: ['booking'] as const,
    onlineShops: <Q extends object>(input: Q) => ['booking', 'online-shops', input] as const,
    onlineShop: (shopId: number) => ['booking', 'online-shop', shopId] as const,
    product: (productSeq: number) => ['booking', 'product', productSeq] as const,
    quote: (params: { productSeq: number; petSeqs: number[]; date?: string; endDate?: string }) =>
      [
        'booking',
        'quote',
        params.productSeq,
        params.petSeqs.join(','),
        params.date ?? '',
        params.endDate ?? '',
      ] as const,
    /** Prefix of every availability answer of a shop (refreshed after a 409). */
    availability: (shopId: number) => ['booking', 'availability', shopId] as const,
    dayAvailability: (p: {
      shopId: number;
      productSeq: number;
      date: string;
      endDate?: string;
      petSeqs: number[];
    }) =>
      [
        'booking',
        'availability',
        p.shopId,
        p.productSeq,
        p.date,
        p.endDate ?? '',
        p.petSeqs.join(','),
      ] as const,
    monthAvailability: (p: { shopId: number; productSeq: number; month: string; petSeqs: number[] }) =>
      ['booking', 'availability', p.shopId, 'month', p.productSeq, p.month, p.petSeqs.join(',')] as const,
  },
  pets: {
    all: ['pets'] as const,
    /** GET /v2/pets */
    list: () => ['pets', 'list'] as const,
  },
  reservations: {
    all: ['reservations'] as const,
    /** Every list (upcoming and past), e.g. to refresh after a change. */
    lists: () => ['reservations', 'list'] as const,
    list: (scope: ReservationScope) => ['reservations', 'list', scope] as const,
    detail: (reservationSeq: number) => ['reservations', 'detail', reservationSeq] as const,
    /** GET /v2/reservations/next (the home card) */
    next: () => ['reservations', 'next'] as const,
  },
  schedule: {
    all: ['schedule'] as const,
    month: (month: string) => ['schedule', 'month', month] as const,
    visit: (reservationSeq: number) => ['schedule', 'visit', reservationSeq] as const,
    /** GET /v2/schedule/alimtalk?token= (no login) */
    alimtalk: (token: string) => ['schedule', 'alimtalk', token] as const,
  },
  chatting: {
    all: ['chatting'] as const,
    rooms: () => ['chatting', 'rooms'] as const,
    /** GET /v2/chatting/un-read/count */
    unread: () => ['chatting', 'unread'] as const,
  },
  invitation: {
    all: ['invitation'] as const,
    validate: (token: string) => ['invitation', 'validate', token] as const,
  },
  /** 이용권: products of a shop, my passes, a purchase summary. */
  vouchers: {
    all: ['vouchers'] as const,
    products: (shopId: number) => ['vouchers', 'products', shopId] as const,
    mine: () => ['vouchers', 'mine'] as const,
    quote: (voucherProductSeq: number, couponSeq: number | null) =>
      ['vouchers', 'quote', voucherProductSeq, couponSeq ?? 0] as const,
    byOrder: (orderId: string) => ['vouchers', 'by-order', orderId] as const,
    usable: (shopId: number, productSeq: number) => ['vouchers', 'usable', shopId, productSeq] as const,
  },
  coupons: {
    all: ['coupons'] as const,
    list: (tab: 'usable' | 'past') => ['coupons', 'list', tab] as const,
    detail: (couponSeq: number) => ['coupons', 'detail', couponSeq] as const,
  },
  deposits: {
    all: ['deposits'] as const,
    detail: (reservationSeq: number) => ['deposits', 'detail', reservationSeq] as const,
  },
  /** 홈 content: /v2/curation/** */
  curation: {
    all: ['curation'] as const,
    /** GET /v2/curation (series with their contents) */
    home: () => ['curation', 'home'] as const,
    /** GET /v2/curation/picks (my pets' breeds: the user's, so cleared with the session) */
    picks: () => ['curation', 'picks'] as const,
    contents: (curationSeq: number, curationContentsSeq: number) =>
      ['curation', 'contents', curationSeq, curationContentsSeq] as const,
    breed: (breedSeq: number) => ['curation', 'breed', breedSeq] as const,
    /** GET /v2/curation/breeds (the breeds with an editor's guide) */
    guidedBreeds: () => ['curation', 'guided-breeds'] as const,
    reviews: () => ['curation', 'reviews'] as const,
    review: (reviewSeq: number) => ['curation', 'review', reviewSeq] as const,
  },
  /** /v2/events */
  events: {
    all: ['events'] as const,
    list: () => ['events', 'list'] as const,
    detail: (eventSeq: number) => ['events', 'detail', eventSeq] as const,
  },
} as const;
