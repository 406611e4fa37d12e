// Where 가까운순 measures from, for every shop list of this app (discovery search, online
// reservation): the native app's location (bridge), else the browser's, else Seoul City Hall
// when the person refused or the device cannot tell.
import { useEffect, useState } from 'react';
import { useDeviceStore } from '@guardian/shared';
import type { ShopQuery } from '../api/shop-search';
import type { SearchFilters } from './search-filters';

export const SEOUL_CITY_HALL = { latitude: 37.5666805, longitude: 126.9784147 };

export interface SearchLocation {
  latitude: number;
  longitude: number;
  /** True when neither the app nor the browser gave a position. */
  fallback: boolean;
}

/** null while the browser is still being asked. Only asks when `needed` (가까운순). */
export function useSearchLocation(needed: boolean): SearchLocation | null {
  const device = useDeviceStore((s) => s.location);
  const fromDevice =
    device.isReceived && device.latitude !== null && device.longitude !== null
      ? { latitude: device.latitude, longitude: device.longitude, fallback: false }
      : null;
  const hasDevice = fromDevice !== null;
  const [fromBrowser, setFromBrowser] = useState<SearchLocation | null>(null);

  useEffect(() => {
    if (!needed || hasDevice || fromBrowser) return;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setFromBrowser({ ...SEOUL_CITY_HALL, fallback: true });
      return;
    }
    let live = true;
    geo.getCurrentPosition(
      (pos) =>
        live &&
        setFromBrowser({ latitude: pos.coords.latitude, longitude: pos.coords.longitude, fallback: false }),
      () => live && setFromBrowser({ ...SEOUL_CITY_HALL, fallback: true }),
      { timeout: 8000, maximumAge: 600000 },
    );
    return () => {
      live = false;
    };
  }, [needed, hasDevice, fromBrowser]);

  return fromDevice ?? fromBrowser;
}

/**
 * A shop search with its location: for 가까운순 the filters go out with where the owner is (the
 * server would otherwise measure from its own default point). `ready` is false while the
 * browser is still being asked; `fallback` says the list is measured from Seoul City Hall.
 */
export function useLocatedShopQuery(filters: SearchFilters): {
  query: ShopQuery;
  ready: boolean;
  fallback: boolean;
} {
  const closest = filters.orderBy === 'CLOSEST';
  const location = useSearchLocation(closest);
  const at = closest ? location : null;
  return {
    query: { ...filters, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null },
    ready: !closest || location !== null,
    fallback: at?.fallback ?? false,
  };
}
