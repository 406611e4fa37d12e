import { create } from 'zustand';
import type { DeviceInfo, LocationInfo } from './messages';

export interface DeviceState {
  /** null until the native app answered REQUEST_DEVICE_INFO (always null on the plain web). */
  deviceInfo: DeviceInfo | null;
  location: LocationInfo;
  setDeviceInfo: (deviceInfo: DeviceInfo | null) => void;
  setLocation: (location: LocationInfo) => void;
}

export const useDeviceStore = create<DeviceState>()((set) => ({
  deviceInfo: null,
  location: { isReceived: false, latitude: null, longitude: null },
  setDeviceInfo: (deviceInfo) => set({ deviceInfo }),
  setLocation: (location) => set({ location }),
}));
