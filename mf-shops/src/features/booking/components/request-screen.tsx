// /online-reservation/:id/reservation: quote, date (and slot / stay), memo, then 예약 요청.
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoginPrompt,
  PageHeader,
  Skeleton,
  paths as app,
  routeId,
  useIsLoggedIn,
} from '@guardian/shared';
import { showsError } from '../../../lib/shows-error';
import { useOnlineShop } from '../api/get-online-shop';
import { useProduct } from '../api/get-product';
import { useFinishedStep } from '../lib/finished-steps';
import { flowHref, useFlowState } from '../lib/flow';
import { memoKey } from '../lib/memo-store';
import { NoOnlineBooking } from './no-online-booking';
import { RequestForm } from './request-form';
import { ShopNotFound } from './shop-not-found';
import styles from './booking.module.css';

export function RequestScreen() {
  const shopId = routeId(useParams().id);
  const loggedIn = useIsLoggedIn();
  const [flow] = useFlowState();
  // Opened again after this booking was made (forward, or an entry the success page did not take): not sent twice.
  const finished = useFinishedStep(
    shopId !== null && flow.product !== null ? memoKey(shopId, flow.product) : null,
    shopId === null
      ? app.onlineReservation
      : flow.product === null
        ? flowHref.shop(shopId)
        : flowHref.product(shopId, flow.product),
  );
  return (
    <>
      <PageHeader title="예약 요청" back />
      {finished ? null : shopId === null ? (
        <ShopNotFound />
      ) : !loggedIn ? (
        <LoginPrompt description="예약하려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      ) : flow.product === null || flow.pets.length === 0 ? (
        <MissingChoice shopId={shopId} product={flow.product} />
      ) : (
        <WithProduct shopId={shopId} productSeq={flow.product} />
      )}
    </>
  );
}

function MissingChoice({ shopId, product }: { shopId: number; product: number | null }) {
  const navigate = useNavigate();
  return product === null ? (
    <EmptyState
      title="예약할 상품을 먼저 골라 주세요"
      action={<Button onClick={() => navigate(flowHref.shop(shopId))}>상품 보러 가기</Button>}
    />
  ) : (
    <EmptyState
      title="반려동물을 먼저 골라 주세요"
      action={
        <Button onClick={() => navigate(flowHref.selectPet(shopId, { product }))}>반려동물 고르기</Button>
      }
    />
  );
}

function WithProduct({ shopId, productSeq }: { shopId: number; productSeq: number }) {
  const navigate = useNavigate();
  const product = useProduct(shopId, productSeq);
  // Read with the product (the product page has it already): a shop that no longer takes online bookings says so
  // here, and so does one that stops while this form is open (online-closed.ts).
  const shop = useOnlineShop(shopId);
  if (shop.data && !shop.data.shop.onlineReservation)
    return (
      <div className={styles.page}>
        <NoOnlineBooking shop={shop.data.shop} />
        <Button variant="secondary" onClick={() => navigate(app.onlineReservation)}>
          다른 매장 보기
        </Button>
      </div>
    );
  // A product the shop has taken down since (다시 시도 from the fail page, a reload, an old link) is not found: the
  // way on is the shop's other products, as on the product page. A refetch that only failed on the way (the phone
  // back on the app, on a bad connection) keeps the form and what was typed in it.
  if (showsError(product))
    return (
      <ErrorState
        error={product.error}
        onRetry={() => void product.refetch()}
        action={{ label: '다른 상품 보기', onClick: () => navigate(flowHref.shop(shopId)) }}
      />
    );
  if (!product.data)
    return (
      <div className={styles.page}>
        <Skeleton height={96} radius={16} />
        <Skeleton height={320} radius={16} />
      </div>
    );
  return <RequestForm shopId={shopId} product={product.data} />;
}
