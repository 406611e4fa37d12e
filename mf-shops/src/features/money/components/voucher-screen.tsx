// /voucher: my passes that can still pay, per shop (uses left of total, expiry, services, history), the current shop's
// passes to buy, and my past passes (refunded, expired, used up) a page at a time. ?shopId= asks for that shop's
// passes to buy instead (a coupon's 이용권 보러 가기): a shop booked with but not linked, or not the current one.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadMore,
  LoginPrompt,
  QueryState,
  Skeleton,
  VisuallyHidden,
  formatWon,
  paths as app,
  routeId,
  useCurrentShop,
  useIsLoggedIn,
  useSettledTogether,
} from '@guardian/shared';
import { useMyVouchers, usePastVouchers } from '../api/get-my-vouchers';
import { useVoucherProducts } from '../api/get-voucher-products';
import type { Voucher, VoucherProduct } from '../api/types';
import { VoucherCard } from './voucher-card';
import styles from './money.module.css';

const skeleton = (
  <div className={styles.stack} aria-busy="true">
    <Skeleton height={180} radius={16} />
    <Skeleton height={180} radius={16} />
  </div>
);

const productsSkeleton = <Skeleton height={96} radius={16} />;

/** Both sections' shapes, until both have answered (useSettledTogether). */
const pageSkeleton = (
  <div className={styles.stack} role="status" aria-busy="true" aria-label="이용권을 불러오는 중">
    <Skeleton height={22} width={96} />
    <Skeleton height={180} radius={16} />
    <Skeleton height={180} radius={16} />
    <Skeleton height={22} width={160} />
    {productsSkeleton}
  </div>
);

/** Passes grouped by shop, in the order the shops first come. */
function byShop(vouchers: Voucher[]) {
  const groups = new Map<number, { name: string; items: Voucher[] }>();
  for (const v of vouchers) {
    const g = groups.get(v.shop.shopId) ?? { name: v.shop.name, items: [] };
    g.items.push(v);
    groups.set(v.shop.shopId, g);
  }
  return [...groups.entries()];
}

/**
 * The shop whose passes are for sale here, with its name when known: the one asked for (?shopId=, plain digits only),
 * else the current one; null with neither.
 */
function useSellingShop(mine: Voucher[] | undefined) {
  const current = useCurrentShop();
  const asked = routeId(useSearchParams()[0].get('shopId'));
  const shopId = asked ?? current?.shopId ?? null;
  const products = useVoucherProducts(shopId);
  if (shopId === null) return { shop: null, products, asked: false };
  const name =
    shopId === current?.shopId
      ? current.shopInfo.name
      : // Another shop: named as its products or my passes there name it (with neither, named plainly).
        (products.data?.[0]?.shopName ?? mine?.find((v) => v.shop.shopId === shopId)?.shop.name ?? null);
  return { shop: { shopId, name }, products, asked: asked !== null };
}

export function VoucherScreen() {
  // Logged out (a shared or pushed link): one way on for the whole screen, as 쿠폰 and 예약금 have, not the sections'
  // own login prompts around a "no linked shop" the app cannot know without the account. Nothing is asked meanwhile.
  const loggedIn = useIsLoggedIn();
  if (!loggedIn)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>이용권</h1>
        <LoginPrompt description="이용권을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      </div>
    );
  return <MyVouchers />;
}

function MyVouchers() {
  const mine = useMyVouchers();
  const { shop, products, asked } = useSellingShop(mine.data);
  const ready = useSettledTogether(mine, ...(shop ? [products] : []));
  const navigate = useNavigate();
  const toShops = (
    <Button variant="secondary" onClick={() => navigate(app.onlineReservation)}>
      예약 가능한 매장 보기
    </Button>
  );
  // No pass and no shop (a new owner): one empty state with its way on, not a second one under a bare first.
  const nothing = !shop && mine.data?.length === 0;
  const forSale = shop ? (
    <ShopProducts products={products} shopId={shop.shopId} shopName={shop.name} />
  ) : null;
  return (
    // A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, not a second bar.
    <div className={styles.page}>
      <h1 className={styles.heading}>이용권</h1>
      {ready ? (
        <>
          {/* Asked for a shop (a coupon's 이용권 보러 가기): what it came for first, above my passes. */}
          {asked ? forSale : null}
          <section className={styles.section} aria-labelledby="my-vouchers">
            <h2 id="my-vouchers" className={styles.sectionTitle}>
              내 이용권
            </h2>
            <QueryState
              query={mine}
              skeleton={skeleton}
              isEmpty={(d) => d.length === 0}
              empty={
                shop
                  ? {
                      title: '쓸 수 있는 이용권이 없어요',
                      description: '자주 가는 매장의 이용권을 사면 한 번에 더 저렴하게 이용할 수 있어요.',
                    }
                  : {
                      title: '쓸 수 있는 이용권이 없어요',
                      description: '매장을 연결하면 그 매장의 이용권을 사서 더 저렴하게 이용할 수 있어요.',
                      action: toShops,
                    }
              }
            >
              {(data) => (
                <div className={styles.stack}>
                  {byShop(data).map(([shopId, g]) => (
                    <div key={shopId} className={styles.stack}>
                      <h3 className={styles.shopTitle}>{g.name}</h3>
                      {g.items.map((v) => (
                        <VoucherCard key={v.voucherSeq} voucher={v} />
                      ))}
                    </div>
                  ))}
                </div>
              )}
            </QueryState>
          </section>
          {shop ? (
            asked ? null : (
              forSale
            )
          ) : nothing ? null : (
            <EmptyState
              title="연결된 매장이 없어요"
              description="매장을 연결하면 그 매장의 이용권을 살 수 있어요."
              action={toShops}
            />
          )}
          <PastVouchers />
        </>
      ) : (
        pageSkeleton
      )}
    </div>
  );
}

/**
 * Refunded, expired and used-up passes, newest bought first, a page at a time with 더 보기 (years of them only grow);
 * nothing while there are none.
 */
function PastVouchers() {
  const query = usePastVouchers();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isSuccess && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="past-vouchers">
      <h2 id="past-vouchers" className={styles.sectionTitle}>
        지난 이용권
      </h2>
      {query.isPending ? (
        skeleton
      ) : !query.data ? (
        // Only with nothing to show: a next page that fails keeps the list (LoadMore says why and retries).
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.stack}>
          {items.map((v) => (
            <VoucherCard key={v.voucherSeq} voucher={v} showShop />
          ))}
          <LoadMore query={query} />
        </div>
      )}
    </section>
  );
}

function ShopProducts({
  products,
  shopId,
  shopName,
}: {
  products: ReturnType<typeof useVoucherProducts>;
  shopId: number;
  shopName: string | null;
}) {
  const navigate = useNavigate();
  return (
    <section className={styles.section} aria-labelledby="buy-vouchers">
      <h2 id="buy-vouchers" className={styles.sectionTitle}>
        {shopName ? `${shopName} 이용권 구매` : '이 매장의 이용권 구매'}
      </h2>
      <QueryState
        query={products}
        skeleton={productsSkeleton}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: '이 매장은 아직 이용권을 팔지 않아요',
          description: '이용권이 필요하면 매장에 문의해 보세요.',
          // The same chat prepare screen as the shop page's 문의하기 (mf-chatting).
          action: (
            <Button variant="secondary" onClick={() => navigate(`${app.chattingPrepare}?shopId=${shopId}`)}>
              문의하기
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className={styles.stack}>
            {data.map((p) => (
              <ProductCard key={p.voucherProductSeq} product={p} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function ProductCard({ product: p }: { product: VoucherProduct }) {
  // Named by what it shows, price included (an aria-label of the name alone hid it from a screen
  // reader), then where it leads; the spaces keep the parts apart in the name.
  return (
    <Link
      className={`${styles.card} ${styles.productCard}`}
      to={`${app.voucherPurchaseConfirm}?voucherProductSeq=${p.voucherProductSeq}`}
    >
      <div className={styles.cardHead}>
        <span className={styles.name}>{p.name}</span>{' '}
        <span className={styles.price}>{formatWon(p.price)}</span>
      </div>{' '}
      <span className={styles.text}>{p.description}</span>{' '}
      <span className={styles.meta}>
        {p.uses}회 · 구매일부터 {p.validityDays}일 · 정가{' '}
        <span className={styles.strike}>{formatWon(p.listTotal)}</span>
      </span>{' '}
      <VisuallyHidden>구매하기</VisuallyHidden>
    </Link>
  );
}
