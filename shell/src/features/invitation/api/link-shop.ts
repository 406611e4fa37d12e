import { apiPost, type ApiBody, type ApiQuery, type UserShop } from '@guardian/shared';

export const linkShop = (shopId: number, invitationToken: string) =>
  apiPost<UserShop>('/v1/shop/user/link', { invitationToken } satisfies ApiBody<'/v1/shop/user/link'>, {
    params: { shopId } satisfies ApiQuery<'/v1/shop/user/link', 'post'>,
  });
