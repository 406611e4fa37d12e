// Test data and browser fakes for the shop lists (discovery search, online reservation): shop
// pages, the browser's geolocation and the IntersectionObserver behind infinite scroll.
import { act } from '@testing-library/react';
import type { Page, ShopSummary } from '@guardian/shared';

export function shop(shopId: number, name: string, extra: Partial<ShopSummary> = {}): ShopSummary {
  return {
    shopId,
    name,
    categories: ['BEAUTY'],
    address: '서울 성동구 성수이로 1',
    regionSeq: 1,
    latitude: 37.5,
    longitude: 127.05,
    thumbnailUrl: null,
    reviewCount: 12,
    registeredAt: '2026-01-01T00:00:00.000Z',
    distanceMeters: null,
    isFavorite: false,
    ...extra,
  };
}

export const page = (items: ShopSummary[], pageNo: number, hasNext: boolean): Page<ShopSummary> => ({
  items,
  page: pageNo,
  size: 20,
  total: 40,
  hasNext,
});

/** The region and facility lists the filter sheets offer. */
export const REGIONS = [{ regionSeq: 1, sido: '서울특별시', sigungu: '종로구' }];
export const FACILITIES = [
  { facilitiesSeq: 3, name: 'CCTV', icon: 'cctv' },
  { facilitiesSeq: 4, name: '주차', icon: 'parking' },
];

/** The browser answers the position request with this place, or refuses. */
export function geolocation(outcome: 'refuse' | { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    outcome === 'refuse'
      ? fail?.({ code: 1, message: 'denied' } as GeolocationPositionError)
      : ok({ coords: outcome } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];

class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

/** Replaces IntersectionObserver for this test (undo with vi.unstubAllGlobals). */
export function fakeIntersectionObserver() {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** The observer the latest load-more sentinel created. */
export const lastObserver = () => observers[observers.length - 1]!;

/** The load-more sentinel scrolls into view. */
export function scrollToEnd() {
  act(() =>
    lastObserver().callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}
