// The routes mf-chatting owns, from the route manifest, under the short names its screens use.
import { ROUTES, href } from '@guardian/shared';

export const paths = {
  rooms: ROUTES.chatting,
  room: ROUTES.chattingRoom,
  prepare: ROUTES.chattingPrepare,
  prepareDeepLink: ROUTES.chattingPrepareDeepLink,
  deep: ROUTES.deepChatting,
  myShops: ROUTES.shop,
  shopSearch: ROUTES.shopSearch,
  myInfo: ROUTES.myInfo,
} as const;

export const roomHref = (chattingRoomId: number) => href('chattingRoom', { url: chattingRoomId });
export const prepareHref = (shopId: number) => `${ROUTES.chattingPrepare.path}?shopId=${shopId}`;
