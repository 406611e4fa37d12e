// /online-reservation/:id/product/:product_seq: one product with its photo, prices and a way to book it.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, PageHeader, QueryState, Skeleton, formatWon, routeId } from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { useOnlineShop } from '../api/get-online-shop';
import { useProduct } from '../api/get-product';
import { flowHref } from '../lib/flow';
import { memoKey, rememberedChoices } from '../lib/memo-store';
import { formatDuration } from '../lib/format';
import { NoOnlineBooking } from './no-online-booking';
import { ShopNotFound } from './shop-not-found';
import styles from './booking.module.css';
import own from './product-screen.module.css';

export function ProductScreen() {
  const params = useParams();
  const shopId = routeId(params.id);
  // An address that names no shop is a shop not found, and asks for nothing (nor for its product).
  if (shopId === null)
    return (
      <>
        <PageHeader title="상품 상세" back />
        <ShopNotFound />
      </>
    );
  return <ProductDetail shopId={shopId} productSeq={routeId(params.product_seq)} />;
}

function ProductDetail({ shopId, productSeq }: { shopId: number; productSeq: number | null }) {
  const navigate = useNavigate();
  const query = useProduct(shopId, productSeq);
  const toProducts = { label: '다른 상품 보기', onClick: () => navigate(flowHref.shop(shopId)) };

  return (
    <>
      <PageHeader title="상품 상세" back />
      <QueryState
        notFound={productSeq === null ? '상품을 찾을 수 없어요.' : undefined}
        query={query}
        errorAction={toProducts}
        skeleton={
          <div className={styles.page}>
            <Skeleton height={240} radius={16} />
            <Skeleton height={24} width="60%" />
            <Skeleton height={96} radius={16} />
          </div>
        }
      >
        {(data) => (
          <>
            <div className={styles.page}>
              {data.imageUrl ? (
                <Link to={flowHref.productImage(shopId, data.productSeq)} aria-label="사진 크게 보기">
                  <img className={own.photo} src={data.imageUrl} alt={data.name} />
                </Link>
              ) : null}
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>{data.name}</h2>
                <p className={styles.text}>
                  <LinkedText text={data.description} />
                </p>
                <p className={styles.meta}>
                  {data.unitLabel} 기준
                  {data.durationMinutes ? ` · 소요 시간 약 ${formatDuration(data.durationMinutes)}` : ''}
                </p>
              </section>
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>가격</h2>
                {data.prices.map((p) => (
                  <div key={p.band} className={styles.row}>
                    <span className={styles.rowLabel}>{p.label}</span>
                    <span className={styles.rowValue}>
                      {formatWon(p.price)} / {data.unitLabel}
                    </span>
                  </div>
                ))}
                <p className={styles.meta}>
                  가격은 반려동물 한 마리 기준이에요. 목록에 없는 크기의 반려동물은 예약할 수 없어요.
                </p>
              </section>
            </div>
            <BookFooter shopId={shopId} productSeq={data.productSeq} />
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * 이 상품 예약하기, unless the shop does not take online bookings (opened from a review, an old link, or the shop
 * stopped since): then it says so here, before pets, a day and a time are chosen only to be refused at the end.
 * The shop is the one its page just read; while it is not known the button stays.
 */
function BookFooter({ shopId, productSeq }: { shopId: number; productSeq: number }) {
  const navigate = useNavigate();
  const shop = useOnlineShop(shopId);
  return (
    <div className={styles.footer}>
      {shop.data && !shop.data.shop.onlineReservation ? (
        <NoOnlineBooking shop={shop.data.shop} />
      ) : (
        // Back here while booking it, and on again: the pets chosen come back ticked (and the rest after them).
        <Button
          onClick={() =>
            navigate(
              flowHref.selectPet(shopId, {
                product: productSeq,
                pets: rememberedChoices(memoKey(shopId, productSeq)).pets,
              }),
            )
          }
        >
          이 상품 예약하기
        </Button>
      )}
    </div>
  );
}
