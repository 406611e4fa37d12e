import { REMOTE_NAMES, type Me, type RemoteName, type UserShop } from '@guardian/shared';

const shop = (shopId: number, customerSeq: number, name: string): UserShop =>
  ({
    userShopSeq: shopId * 10 + customerSeq,
    shopId,
    customerSeq,
    sortOrder: 0,
    shopInfo: { shopId, name } as UserShop['shopInfo'],
  }) as UserShop;

export const ME: Me = {
  userSeq: 1,
  userId: 'owner@example.com',
  nickname: '보호자',
  phoneNumber: '01012345678',
  snsKind: 'NONE',
  profileImageUrl: null,
  termsMarketing: false,
  createdAt: '2026-01-01T00:00:00+09:00',
  userShops: [shop(10, 1, '멍멍살롱'), shop(20, 2, '냥냥호텔'), shop(20, 3, '냥냥호텔 2호점')],
  pets: [],
} as Me;

/** Every remote's manifest where the composed site serves it (config.json's `remotes`). */
export const REMOTE_MANIFESTS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
) as Record<RemoteName, string>;
