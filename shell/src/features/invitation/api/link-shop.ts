import { apiPost, type UserShop } from '@guardian/shared';

export const linkShop = (shopId: number, invitationToken: string) =>
  apiPost<UserShop>('/v1/shop/user/link', { invitationToken }, { params: { shopId } });
