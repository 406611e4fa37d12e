// Routes of the booking feature (online reservation, reservations, schedule), keyed by config/paths.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

export const bookingRoutes: Partial<Record<keyof typeof paths, RouteObject>> = {
  onlineReservation: {
    path: paths.onlineReservation.path,
    handle: { title: paths.onlineReservation.title },
    lazy: async () => ({ Component: (await import('./components/online-shops-screen')).OnlineShopsScreen }),
  },
  onlineReservationShop: {
    path: paths.onlineReservationShop.path,
    handle: { title: paths.onlineReservationShop.title },
    lazy: async () => ({ Component: (await import('./components/online-shop-screen')).OnlineShopScreen }),
  },
  onlineReservationProduct: {
    path: paths.onlineReservationProduct.path,
    handle: { title: paths.onlineReservationProduct.title },
    lazy: async () => ({ Component: (await import('./components/product-screen')).ProductScreen }),
  },
  onlineReservationProductImage: {
    path: paths.onlineReservationProductImage.path,
    handle: { title: paths.onlineReservationProductImage.title },
    lazy: async () => ({ Component: (await import('./components/product-image-screen')).ProductImageScreen }),
  },
  onlineReservationSelectPet: {
    path: paths.onlineReservationSelectPet.path,
    handle: { title: paths.onlineReservationSelectPet.title },
    lazy: async () => ({ Component: (await import('./components/select-pet-screen')).SelectPetScreen }),
  },
  onlineReservationRequest: {
    path: paths.onlineReservationRequest.path,
    handle: { title: paths.onlineReservationRequest.title },
    lazy: async () => ({ Component: (await import('./components/request-screen')).RequestScreen }),
  },
  onlineReservationSuccess: {
    path: paths.onlineReservationSuccess.path,
    handle: { title: paths.onlineReservationSuccess.title },
    lazy: async () => ({ Component: (await import('./components/success-screen')).SuccessScreen }),
  },
  onlineReservationFail: {
    path: paths.onlineReservationFail.path,
    handle: { title: paths.onlineReservationFail.title },
    lazy: async () => ({ Component: (await import('./components/fail-screen')).FailScreen }),
  },
  onlineReservationSearch: {
    path: paths.onlineReservationSearch.path,
    handle: { title: paths.onlineReservationSearch.title },
    lazy: async () => ({
      Component: (await import('./components/online-shop-search-screen')).OnlineShopSearchScreen,
    }),
  },
  reservation: {
    path: paths.reservation.path,
    handle: { title: paths.reservation.title },
    lazy: async () => ({ Component: (await import('./components/reservations-screen')).ReservationsScreen }),
  },
  reservationDetail: {
    path: paths.reservationDetail.path,
    handle: { title: paths.reservationDetail.title },
    lazy: async () => ({
      Component: (await import('./components/reservation-detail-screen')).ReservationDetailScreen,
    }),
  },
  schedule: {
    path: paths.schedule.path,
    handle: { title: paths.schedule.title },
    lazy: async () => ({ Component: (await import('./components/schedule-screen')).ScheduleScreen }),
  },
  scheduleDetail: {
    path: paths.scheduleDetail.path,
    handle: { title: paths.scheduleDetail.title },
    lazy: async () => ({
      Component: (await import('./components/schedule-detail-screen')).ScheduleDetailScreen,
    }),
  },
  scheduleAlimtalk: {
    path: paths.scheduleAlimtalk.path,
    handle: { title: paths.scheduleAlimtalk.title },
    lazy: async () => ({ Component: (await import('./components/alimtalk-screen')).AlimtalkScreen }),
  },
};
