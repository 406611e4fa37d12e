// `/shop/detail` (the current shop) and `/shop/:id` (any shop, also logged out).
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  ShareButton,
  Skeleton,
  isNotFound,
  paths as app,
  useCurrentShop,
  routeId,
  type ShopDetail,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useShop } from '../../../api/get-shop';
import { ShopInfo } from './shop-info';
import styles from './shop-info.module.css';

export function CurrentShopScreen() {
  const current = useCurrentShop();
  const navigate = useNavigate();
  // The shop's name is the page's h1 once it shows (ShopInfo).
  const shop = useShop(current?.shopId ?? null).data;
  return (
    <>
      <PageHeader
        title={paths.shopDetail.title}
        back
        heading={!shop}
        right={shop && <ShareShop shop={shop} />}
      />
      {current ? (
        <ShopLoader shopId={current.shopId} />
      ) : (
        <EmptyState
          title="선택된 매장이 없어요"
          description="매장을 연결하면 영업시간과 연락처를 여기서 볼 수 있어요."
          action={
            <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
              매장 찾기
            </Button>
          }
        />
      )}
    </>
  );
}

export function PublicShopScreen() {
  const shopId = routeId(useParams().id);
  const shop = useShop(shopId).data;
  return (
    <>
      <PageHeader
        title={paths.shopById.title}
        back
        heading={!shop}
        right={shop && <ShareShop shop={shop} />}
      />
      {shopId === null ? <ShopNotFound /> : <ShopLoader shopId={shopId} />}
    </>
  );
}

/** 공유하기: the shop's own page (/shop/:id), which anyone can open, also from 내 매장 (/shop/detail). */
function ShareShop({ shop }: { shop: ShopDetail }) {
  return (
    <ShareButton
      title={shop.name}
      text={shop.description || shop.address}
      url={`${window.location.origin}${app.shopById(shop.shopId)}`}
    />
  );
}

/** A mistyped address and a shop that is gone (404) read the same, with the search as the way on. */
function ShopNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="매장을 찾을 수 없어요"
      description="주소가 맞는지 확인하거나 매장을 검색해 보세요."
      action={
        <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
          매장 찾기
        </Button>
      }
    />
  );
}

function ShopLoader({ shopId }: { shopId: number }) {
  const shop = useShop(shopId);
  const navigate = useNavigate();
  if (shop.isError) {
    if (isNotFound(shop.error)) return <ShopNotFound />;
    return (
      <ErrorState
        error={shop.error}
        fallback="매장 정보를 불러오지 못했어요."
        onRetry={() => void shop.refetch()}
      />
    );
  }
  if (!shop.data) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="매장 정보를 불러오는 중">
        <Skeleton height={200} radius={12} />
        <Skeleton width={180} height={28} />
        <Skeleton height={120} radius={12} />
        <Skeleton height={200} radius={12} />
      </div>
    );
  }
  // 문의하기 opens the chat prepare screen (mf-chatting) for this shop, on both shop pages, when the shop takes chats
  // (one that does not is called: its number is in the info below); 온라인 예약 too, when the shop takes bookings:
  // the customer's own shop is where they book most.
  const actions = (
    <>
      {shop.data.onlineReservation ? (
        <Button onClick={() => navigate(`${app.onlineReservation}/${shopId}`)}>온라인 예약</Button>
      ) : null}
      {shop.data.chatting ? (
        <Button variant="secondary" onClick={() => navigate(`${app.chattingPrepare}?shopId=${shopId}`)}>
          문의하기
        </Button>
      ) : null}
    </>
  );
  return <ShopInfo shop={shop.data} actions={actions} />;
}
