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
    /** GET /v2/chatting/room/{id} */
    room: (chattingRoomId: number) => ['chatting', 'room', chattingRoomId] as const,
    /** GET /v2/chatting/message pages (infinite, upward) and what the socket and resyncs add */
    messages: (chattingRoomId: number) => ['chatting', 'messages', chattingRoomId] as const,
    /** GET /v2/chatting/prepare?shopId= */
    prepare: (shopId: number) => ['chatting', 'prepare', shopId] as const,
    /** GET /v2/chatting/pet */
    pets: () => ['chatting', 'pets'] as const,
  },
  invitation: {
    all: ['invitation'] as const,
    validate: (token: string) => ['invitation', 'validate', token] as const,
  },
  /** 알림장 (report cards) */
  alimPaper: {
    all: ['alimPaper'] as const,
    /** Every list (each pet filter), e.g. to refresh the unread marks after opening a card. */
    lists: () => ['alimPaper', 'list'] as const,
    /** GET /v2/alim-papers?petSeq= (infinite); null: every pet. */
    list: (petSeq: number | null) => ['alimPaper', 'list', petSeq ?? 'all'] as const,
    detail: (alimPaperSeq: number) => ['alimPaper', 'detail', alimPaperSeq] as const,
    /** GET /v2/alim-papers/shared?token=&id= (no login) */
    shared: (token: string, alimPaperSeq: number | null) =>
      ['alimPaper', 'shared', token, alimPaperSeq ?? 0] as const,
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
  /** 공지: GET /v2/notices?shopId= (infinite) and /v2/notices/{id} (no login). */
  notices: {
    all: ['notices'] as const,
    list: (shopId: number) => ['notices', 'list', shopId] as const,
    detail: (noticeSeq: number) => ['notices', 'detail', noticeSeq] as const,
  },
  /** 소식: GET /v2/notifications (infinite) and /v2/notifications/settings. */
  notifications: {
    all: ['notifications'] as const,
    list: () => ['notifications', 'list'] as const,
    settings: () => ['notifications', 'settings'] as const,
  },
  /** 앨범: GET /v2/albums (infinite; every shop's, each named) and /v2/albums/{id}. */
  albums: {
    all: ['albums'] as const,
    list: () => ['albums', 'list'] as const,
    detail: (albumSeq: number) => ['albums', 'detail', albumSeq] as const,
  },
  /** /v2/community: the feed, posts, comments, search and my community lists. */
  community: {
    all: ['community'] as const,
    /** Every feed (both sorts, every breed), e.g. to refresh after a post. */
    feeds: () => ['community', 'feed'] as const,
    feed: (params: { sort: 'NEWEST' | 'POPULAR'; breedSeq?: number }) =>
      ['community', 'feed', params] as const,
    post: (communitySeq: number) => ['community', 'post', communitySeq] as const,
    comments: (communitySeq: number) => ['community', 'comments', communitySeq] as const,
    search: (params: { keyword: string; breedSeq?: number }) => ['community', 'search', params] as const,
    /** GET /v2/community/my/posts|likes|comments (my page) */
    mine: (list: 'posts' | 'likes' | 'comments') => ['community', 'my', list] as const,
    counts: () => ['community', 'my', 'counts'] as const,
  },
  consents: {
    all: ['consents'] as const,
    /** GET /v2/consent/forms */
    list: () => ['consents', 'list'] as const,
    /** GET /v2/consent/forms/{id} */
    form: (formSeq: number) => ['consents', 'form', formSeq] as const,
    /** GET /v2/consent/signatures/{id} */
    signature: (signatureSeq: number) => ['consents', 'signature', signatureSeq] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    /** GET /v2/reviews/mine */
    mine: () => ['reviews', 'mine'] as const,
    /** GET /v2/reviews/pending */
    pending: () => ['reviews', 'pending'] as const,
    /** GET /v2/shop/{shopId}/reviews */
    shop: (shopId: number) => ['reviews', 'shop', shopId] as const,
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
  /** /v2/ai-profile: style packs, my orders and one order's job and pictures. */
  aiProfile: {
    all: ['aiProfile'] as const,
    products: () => ['aiProfile', 'products'] as const,
    orders: () => ['aiProfile', 'orders'] as const,
    order: (orderSeq: number) => ['aiProfile', 'order', orderSeq] as const,
  },
} as const;
