// Spec §8: every reported API error carries status, app version, userId, shopId, customerSeq.
import { useEffect } from 'react';
import { setMonitoringContext, useCurrentShopStore, useDeviceStore, useSessionStore } from '@guardian/shared';

export function useMonitoringContext(): void {
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const shopId = useCurrentShopStore((s) => s.shopId);
  const customerSeq = useCurrentShopStore((s) => s.customerSeq);
  const appVersion = useDeviceStore((s) => s.deviceInfo?.app_version ?? null);
  useEffect(() => {
    setMonitoringContext({ userId, shopId, customerSeq, appVersion } as Parameters<
      typeof setMonitoringContext
    >[0]);
  }, [userId, shopId, customerSeq, appVersion]);
}
