// Screens of the booking feature (online reservation, reservations, schedule), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const bookingScreens: ScreenMap<'shops'> = {
  onlineReservation: async () => ({
    Component: (await import('./components/online-shops-screen')).OnlineShopsScreen,
  }),
  onlineReservationSearch: async () => ({
    Component: (await import('./components/online-shop-search-screen')).OnlineShopSearchScreen,
  }),
  onlineReservationShop: async () => ({
    Component: (await import('./components/online-shop-screen')).OnlineShopScreen,
  }),
  onlineReservationProduct: async () => ({
    Component: (await import('./components/product-screen')).ProductScreen,
  }),
  onlineReservationProductImage: async () => ({
    Component: (await import('./components/product-image-screen')).ProductImageScreen,
  }),
  onlineReservationSelectPet: async () => ({
    Component: (await import('./components/select-pet-screen')).SelectPetScreen,
  }),
  onlineReservationRequest: async () => ({
    Component: (await import('./components/request-screen')).RequestScreen,
  }),
  onlineReservationSuccess: async () => ({
    Component: (await import('./components/success-screen')).SuccessScreen,
  }),
  onlineReservationFail: async () => ({ Component: (await import('./components/fail-screen')).FailScreen }),
  reservation: async () => ({
    Component: (await import('./components/reservations-screen')).ReservationsScreen,
  }),
  reservationDetail: async () => ({
    Component: (await import('./components/reservation-detail-screen')).ReservationDetailScreen,
  }),
  schedule: async () => ({ Component: (await import('./components/schedule-screen')).ScheduleScreen }),
  scheduleDetail: async () => ({
    Component: (await import('./components/schedule-detail-screen')).ScheduleDetailScreen,
  }),
  scheduleAlimtalk: async () => ({
    Component: (await import('./components/alimtalk-screen')).AlimtalkScreen,
  }),
};
