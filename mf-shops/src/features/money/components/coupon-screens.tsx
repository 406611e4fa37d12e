// /coupon (usable / used-expired tabs) and /coupon/{id} (public layout; the data needs the owner's session).
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LoadMore,
  LoginPrompt,
  PageHeader,
  QueryState,
  Skeleton,
  Tabs,
  formatSeoulDate,
  formatWon,
  routeId,
  paths as app,
  useCurrentShop,
  useIsLoggedIn,
} from '@guardian/shared';
import { useCoupon } from '../api/get-coupon';
import { usePastCoupons, useUsableCoupons } from '../api/get-coupons';
import { useVoucherProducts } from '../api/get-voucher-products';
import type { Coupon } from '../api/types';
import { untilText } from '../lib/format';
import styles from './money.module.css';

const TABS = [
  { value: 'usable', label: '사용 가능' },
  { value: 'past', label: '사용·만료' },
] as const;

const STATE = { USABLE: null, USED: '사용 완료', EXPIRED: '기간 만료' } as const;

const conditions = (c: Coupon) =>
  [
    c.minPrice > 0 ? `${formatWon(c.minPrice)} 이상` : null,
    c.maxDiscount ? `최대 ${formatWon(c.maxDiscount)}` : null,
    c.shop ? c.shop.name : '모든 매장',
  ]
    .filter(Boolean)
    .join(' · ');

/** A used coupon says when it was used (its expiry no longer matters); the others until when they can be used. */
const dateLine = (c: Coupon) =>
  c.state === 'USED' && c.usedAt
    ? `${formatSeoulDate(String(c.usedAt))} 사용`
    : untilText(String(c.expiresAt));

const listSkeleton = (
  <div className={styles.stack} aria-busy="true">
    <Skeleton height={88} radius={16} />
    <Skeleton height={88} radius={16} />
  </div>
);

export function CouponScreen() {
  // The tab lives in the address, so coming back from a coupon (뒤로) shows the tab it was opened from.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'past' ? 'past' : 'usable';
  const setTab = (next: 'usable' | 'past') =>
    setParams(next === 'past' ? { tab: 'past' } : {}, { replace: true });
  const loggedIn = useIsLoggedIn();
  return (
    // A tab page under the shell's bar (가디언, 채팅): its name heads the page, as on 일정, not a second bar.
    <div className={styles.page}>
      <h1 className={styles.heading}>쿠폰</h1>
      {loggedIn ? (
        <Tabs label="쿠폰 상태" items={TABS} value={tab} onChange={setTab}>
          {tab === 'usable' ? <UsableCoupons /> : <PastCoupons />}
        </Tabs>
      ) : (
        // A guest: one prompt for the screen, as a coupon's own page and 이용권 show it, not tabs over a refusal.
        <LoginPrompt description="쿠폰을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
      )}
    </div>
  );
}

/** Every usable coupon at once: few at a time, and the person picks among them all. */
function UsableCoupons() {
  const coupons = useUsableCoupons();
  const navigate = useNavigate();
  const shop = useCurrentShop();
  // With no coupon, the way on is 이용권 only where my shop sells some (asked then, and kept for 이용권, which reads
  // the same); without a shop, or one selling none, 이용권 would only say so: the events that give coupons instead.
  const products = useVoucherProducts(coupons.data?.length === 0 ? (shop?.shopId ?? null) : null);
  const sells = (products.data?.length ?? 0) > 0;
  if (products.isLoading) return listSkeleton;
  return (
    <QueryState
      query={coupons}
      skeleton={listSkeleton}
      isEmpty={(d) => d.length === 0}
      empty={
        sells
          ? {
              title: '쓸 수 있는 쿠폰이 없어요',
              description: '매장과 이벤트에서 받은 쿠폰이 여기에 모여요. 이용권을 둘러보세요.',
              action: (
                <Button variant="secondary" onClick={() => navigate(app.voucher)}>
                  이용권 보러 가기
                </Button>
              ),
            }
          : {
              title: '쓸 수 있는 쿠폰이 없어요',
              description:
                '매장과 이벤트에서 받은 쿠폰이 여기에 모여요. 진행 중인 이벤트에서 쿠폰을 받아 보세요.',
              action: (
                <Button variant="secondary" onClick={() => navigate(app.event)}>
                  이벤트 보러 가기
                </Button>
              ),
            }
      }
    >
      {(data) => (
        <div className={styles.stack}>
          {data.map((c) => (
            <CouponCard key={c.couponSeq} coupon={c} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** Used and expired coupons, newest first, a page at a time with 더 보기: years of them only grow. */
function PastCoupons() {
  const query = usePastCoupons();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return listSkeleton;
  // Only with nothing to show: a next page that fails keeps the list (LoadMore says why and retries).
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState title="사용했거나 만료된 쿠폰이 없어요" />;
  return (
    <div className={styles.stack}>
      {items.map((c) => (
        <CouponCard key={c.couponSeq} coupon={c} />
      ))}
      <LoadMore query={query} />
    </div>
  );
}

function CouponCard({ coupon: c }: { coupon: Coupon }) {
  return (
    <Link
      to={app.couponDetail(c.couponSeq)}
      className={`${styles.card} ${styles.couponCard} ${c.state !== 'USABLE' ? styles.cardMuted : ''}`}
    >
      <div className={styles.coupon}>
        <span className={styles.couponValue}>{c.discountLabel}</span>
        {/* The state badge heads the text column: as a third column it left the text a word a line
            on a 320 px phone. */}
        <span className={styles.optionBody}>
          {STATE[c.state] ? <Badge tone="neutral">{STATE[c.state]}</Badge> : null}
          <span className={styles.name}>{c.name}</span>
          <span className={styles.meta}>{conditions(c)}</span>
          <span className={styles.meta}>{dateLine(c)}</span>
        </span>
      </div>
    </Link>
  );
}

export function CouponDetailScreen() {
  const id = routeId(useParams().id);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const coupon = useCoupon(id ?? 0, loggedIn && id !== null);
  const toList = { label: '쿠폰 목록', onClick: () => navigate(app.coupon) };
  return (
    <>
      <PageHeader title="쿠폰 상세" back />
      <div className={styles.page}>
        {!loggedIn ? (
          <LoginPrompt description="쿠폰을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
        ) : (
          <QueryState
            query={coupon}
            skeleton={<Skeleton height={240} radius={16} />}
            notFound={id === null ? '쿠폰을 찾을 수 없어요.' : undefined}
            errorAction={toList}
          >
            {(c) => (
              <>
                <section className={styles.card}>
                  <div className={styles.cardHead}>
                    <span className={styles.couponValue}>{c.discountLabel} 할인</span>
                    {STATE[c.state] ? <Badge tone="neutral">{STATE[c.state]}</Badge> : null}
                  </div>
                  <span className={styles.name}>{c.name}</span>
                  {c.description ? <span className={styles.text}>{c.description}</span> : null}
                </section>
                <section className={styles.section} aria-label="사용 조건">
                  <h2 className={styles.sectionTitle}>사용 조건</h2>
                  <div className={`${styles.stack} ${styles.figures}`}>
                    <Row label="사용 매장" value={c.shop ? c.shop.name : '모든 매장'} />
                    <Row
                      label="적용 서비스"
                      value={c.products.length ? c.products.map((p) => p.name).join(', ') : '모든 서비스'}
                    />
                    <Row label="최소 결제 금액" value={c.minPrice ? formatWon(c.minPrice) : '없음'} />
                    {c.maxDiscount ? <Row label="최대 할인" value={formatWon(c.maxDiscount)} /> : null}
                    <Row label="유효기간" value={untilText(String(c.expiresAt))} />
                    {c.usedAt ? <Row label="사용일" value={formatSeoulDate(String(c.usedAt))} /> : null}
                  </div>
                  <p className={styles.notice}>
                    이용권을 살 때 쓸 수 있어요. 환불하면 기간이 남은 쿠폰은 돌려 드려요.
                  </p>
                </section>
                {c.state === 'USABLE' ? <UseCoupon coupon={c} /> : null}
              </>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}

/**
 * Where the coupon can be used: its shop's passes for sale (이용권, asked for that shop: a shop booked with but not
 * linked, or not the current one, sells there too), or the current shop's for a coupon of any shop. Only where that
 * shop sells passes (asked here, and kept for 이용권, which reads the same): else it says so and offers what 이용권
 * would, 문의하기 to that shop, or with no shop at all the shops taking bookings.
 */
function UseCoupon({ coupon: c }: { coupon: Coupon }) {
  const navigate = useNavigate();
  const current = useCurrentShop();
  const shop = c.shop ?? (current ? { shopId: current.shopId, name: current.shopInfo.name } : null);
  const products = useVoucherProducts(shop?.shopId ?? null);
  if (!shop)
    return (
      <>
        <p className={styles.meta}>매장을 연결하면 그 매장의 이용권을 살 때 쓸 수 있어요.</p>
        <Button variant="secondary" onClick={() => navigate(app.onlineReservation)}>
          예약 가능한 매장 보기
        </Button>
      </>
    );
  if (products.isPending) return <Skeleton height={48} radius={12} />;
  // Not known (the list failed to load): 이용권 says why and retries.
  if (products.isError || products.data.length > 0)
    return (
      <Button onClick={() => navigate(c.shop ? `${app.voucher}?shopId=${c.shop.shopId}` : app.voucher)}>
        이용권 보러 가기
      </Button>
    );
  return (
    <>
      <p className={styles.meta}>
        {shop.name}에서는 아직 이용권을 팔지 않아요. 이용권이 필요하면 매장에 문의해 보세요.
      </p>
      <Button variant="secondary" onClick={() => navigate(`${app.chattingPrepare}?shopId=${shop.shopId}`)}>
        문의하기
      </Button>
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.meta}>{label}</span>
      <span>{value}</span>
    </div>
  );
}
