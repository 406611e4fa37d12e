// /event/{id}: period, body and the coupon to take (login first when needed; once per person).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  ShareButton,
  Skeleton,
  authHref,
  errorMessage,
  formatWon,
  isApiError,
  isNotFound,
  paths as app,
  routeId,
  toast,
  toastError,
  useIsLoggedIn,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { ArticleBlocks } from '../../../components/article-blocks/article-blocks';
import type { EventDetail } from '../../../api/types';
import { useEvent } from '../api/get-event';
import { useTakeEventCoupon } from '../api/take-event-coupon';
import { EventStatus, periodText } from './event-status';
import styles from './events.module.css';

type Coupon = NonNullable<EventDetail['coupon']>;

/** "20% 할인 (최대 10,000원)", "5,000원 할인" */
const discountText = (c: Coupon) =>
  c.discountType === 'PERCENT'
    ? `${c.discountValue}% 할인${c.maxDiscount ? ` (최대 ${formatWon(c.maxDiscount)})` : ''}`
    : `${formatWon(c.discountValue)} 할인`;

function CouponBox({ event }: { event: EventDetail }) {
  const coupon = event.coupon!;
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const take = useTakeEventCoupon(event.eventSeq);
  const alreadyTaken = isApiError(take.error) && take.error.resultCode === 'EVENT_COUPON_ALREADY_TAKEN';

  // One take per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // the second POST, refused (이미 받은 쿠폰), silences the first one's 쿠폰함에 담았어요.
  const [taking, once] = useOneAtATime();
  // Whether this event is still on screen: a take answered after the owner left says how it ended where they are.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const onTake = () => {
    if (!loggedIn) return navigate(authHref(location.pathname));
    void once(async () => {
      try {
        await take.mutateAsync();
        toast.success('쿠폰함에 담았어요.');
      } catch (e) {
        // Said under the button, from take.error; the owner gone from the event meanwhile, in a toast where they
        // are (under the button, nobody saw it, and the coupon seemed taken).
        if (!shown.current) toastError(e, '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
      }
    });
  };

  return (
    <section className={styles.couponBox} aria-labelledby="event-coupon">
      <h2 id="event-coupon" className={styles.couponName}>
        {coupon.name}
      </h2>
      <p className={styles.discount}>{discountText(coupon)}</p>
      <ul className={styles.terms}>
        <li>{coupon.description}</li>
        {coupon.minPrice > 0 && <li>{formatWon(coupon.minPrice)} 이상 결제 시</li>}
        <li>받은 날부터 {coupon.validDays}일 동안 쓸 수 있어요</li>
      </ul>
      {coupon.couponSeq != null ? (
        <div className={styles.taken}>
          <p role="status">쿠폰함에 담긴 쿠폰이에요.</p>
          {/* Where 쿠폰함 is, for later: without a shop of mine 매장･예약 has no way to it. */}
          <p className={styles.whereLater}>마이페이지 › 쿠폰에서 언제든 다시 볼 수 있어요.</p>
          <Button variant="secondary" onClick={() => navigate(app.couponDetail(coupon.couponSeq!))}>
            쿠폰함에서 보기
          </Button>
        </div>
      ) : event.status === 'RUNNING' ? (
        <>
          {take.isError && !alreadyTaken && (
            <FormError message={errorMessage(take.error, '쿠폰을 받지 못했어요.')} />
          )}
          <Button onClick={onTake} disabled={taking}>
            {taking ? '받는 중…' : loggedIn ? '쿠폰 받기' : '로그인하고 쿠폰 받기'}
          </Button>
        </>
      ) : (
        <Button disabled>
          {event.status === 'ENDED' ? '종료된 이벤트예요' : '이벤트가 시작되면 받을 수 있어요'}
        </Button>
      )}
    </section>
  );
}

export function EventDetailScreen() {
  // 0 (not asked for) when the address names no event: /event/1e1 is not event 10.
  const eventSeq = routeId(useParams().id) ?? 0;
  const navigate = useNavigate();
  const event = useEvent(eventSeq);
  const e = event.data;

  if (!(eventSeq > 0) || (event.isError && isNotFound(event.error)))
    return (
      <>
        <PageHeader title="이벤트" back />
        <EmptyState
          title="이벤트를 찾을 수 없어요"
          description="종료 후 내려갔거나 주소가 바뀌었을 수 있어요."
          action={<Button onClick={() => navigate(app.event)}>이벤트 목록 보기</Button>}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title="이벤트"
        back
        heading={!e}
        right={e && <ShareButton title={e.title} text={e.summary} />}
      />
      {event.isError && !e ? (
        <ErrorState
          error={event.error}
          fallback="이벤트를 불러오지 못했어요."
          onRetry={() => void event.refetch()}
        />
      ) : !e ? (
        <div className={styles.detail} role="status" aria-busy="true" aria-label="이벤트를 불러오는 중">
          <Skeleton height={240} radius={0} />
          <div className={styles.detailBody}>
            <Skeleton height={28} width="70%" />
            <Skeleton height={16} width="50%" />
            <Skeleton height={16} />
          </div>
        </div>
      ) : (
        <article className={styles.detail}>
          <img
            className={e.status === 'ENDED' ? `${styles.hero} ${styles.endedImage}` : styles.hero}
            src={e.coverImageUrl}
            alt=""
          />
          <div className={styles.detailBody}>
            <EventStatus status={e.status} />
            <h1 className={styles.detailTitle}>{e.title}</h1>
            <p className={styles.period}>기간 {periodText(e.startDate, e.endDate)}</p>
            <p className={styles.summary}>{e.summary}</p>
            <ArticleBlocks blocks={e.blocks} />
            {e.coupon && <CouponBox event={e} />}
          </div>
        </article>
      )}
    </>
  );
}
