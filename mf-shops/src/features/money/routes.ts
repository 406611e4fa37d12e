// Screens of the money feature (이용권, 쿠폰, 예약금), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const moneyScreens: ScreenMap<'shops'> = {
  voucher: async () => ({ Component: (await import('./components/voucher-screen')).VoucherScreen }),
  voucherPurchaseConfirm: async () => ({
    Component: (await import('./components/purchase-confirm-screen')).PurchaseConfirmScreen,
  }),
  voucherSuccess: async () => ({
    Component: (await import('./components/voucher-result-screens')).VoucherSuccessScreen,
  }),
  voucherFail: async () => ({
    Component: (await import('./components/voucher-result-screens')).VoucherFailScreen,
  }),
  coupon: async () => ({ Component: (await import('./components/coupon-screens')).CouponScreen }),
  couponDetail: async () => ({ Component: (await import('./components/coupon-screens')).CouponDetailScreen }),
  deposit: async () => ({ Component: (await import('./components/deposit-screen')).DepositScreen }),
};
