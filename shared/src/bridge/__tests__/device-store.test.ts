import { describe, expect, it } from 'vitest';
import { useDeviceStore } from '../device-store';

describe('useDeviceStore', () => {
  it('starts without device info and an unreceived location, and stores what the app sends', () => {
    expect(useDeviceStore.getState()).toMatchObject({ deviceInfo: null, location: { isReceived: false } });
    useDeviceStore.getState().setDeviceInfo({ os: 'android', os_version: '14', app_version: '3.2.0' });
    useDeviceStore.getState().setLocation({ isReceived: true, latitude: 37.56, longitude: 126.97 });
    expect(useDeviceStore.getState()).toMatchObject({
      deviceInfo: { os: 'android', app_version: '3.2.0' },
      location: { isReceived: true, latitude: 37.56, longitude: 126.97 },
    });
  });
});
