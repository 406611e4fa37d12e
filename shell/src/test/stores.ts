import { useCurrentShopStore, useDeviceStore, useSessionStore } from '@guardian/shared';

export function resetStores({ token = null as string | null } = {}) {
  useSessionStore.setState({ token, user: null, leavingFrom: null, loginAgain: false });
  useCurrentShopStore.setState({ shopId: null, customerSeq: null });
  useDeviceStore.setState({ deviceInfo: null, location: null } as never);
}
