// 매장 문의 on a reservation: the ways to the shop about this visit, whatever its state. A visit still ahead says how
// its day or time is changed: with 예약 변경 below while the move costs nothing (canReschedule), else through the
// shop, and why (too close to the visit); one that can no longer be cancelled here says why and what to do instead,
// where 예약 취소 would have been. 문의하기 opens the chat with the shop as the
// shop's page does, and only where the shop takes chats (its page, GET /v2/shop, says; one cache with that page).
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, paths as app } from '@guardian/shared';
import { useShop } from '../../../api/get-shop';
import { isVisitOpen } from '../../../lib/visit-open';
import { telHref } from '../../../lib/tel-href';
import type { Reservation } from '../api/types';
import styles from './booking.module.css';

export function ReservationHelp({ reservation: r }: { reservation: Reservation }) {
  const titleId = useId();
  const navigate = useNavigate();
  const chatting = useShop(r.shop.shopId).data?.chatting === true;
  const open = isVisitOpen(r.status);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        매장 문의
      </h2>
      {open && !r.canCancel ? (
        <p className={styles.notice}>이미 시작된 예약은 앱에서 취소할 수 없어요. 매장에 문의해 주세요.</p>
      ) : open && r.canReschedule ? (
        <p className={styles.text}>
          날짜나 시간은 ‘예약 변경’으로 바꿀 수 있어요. 바꾼 일정은 매장이 확인하면 확정돼요.
        </p>
      ) : open ? (
        // The same rule as the API's (RESCHEDULE_TOO_LATE): inside the paid-cancellation window, the shop decides.
        <p className={styles.notice}>
          방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 문의해 주세요.
        </p>
      ) : null}
      {chatting || r.shop.phone ? (
        <div className={styles.helpActions}>
          {chatting ? (
            <Button
              variant="secondary"
              fullWidth={false}
              onClick={() => navigate(`${app.chattingPrepare}?shopId=${r.shop.shopId}`)}
            >
              문의하기
            </Button>
          ) : null}
          {r.shop.phone ? (
            <a className={styles.callLink} href={telHref(r.shop.phone)}>
              전화하기
            </a>
          ) : null}
        </div>
      ) : null}
      <Link className={styles.inlineLink} to={app.shopById(r.shop.shopId)}>
        매장 정보 보기
      </Link>
    </section>
  );
}
