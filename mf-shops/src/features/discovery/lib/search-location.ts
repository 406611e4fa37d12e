// Where 가까운순 measures from: the native app's location (bridge), else the browser's, else
// Seoul City Hall when the person refused or the device cannot tell.
import { useEffect, useState } from 'react';
import { useDeviceStore } from '@guardian/shared';

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
