// 매장 문의 on a reservation: the ways to the shop about this visit, whatever its state. A visit still ahead says
// that changing it goes through the shop (there is no 예약 변경 in the app), and one that can no longer be cancelled
// here says why and what to do instead, where 예약 취소 would have been. 문의하기 opens the chat with the shop as the
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
      ) : null}
      {open ? (
        <p className={styles.text}>
          예약 변경은 매장에 문의해 주세요. 앱에서는 날짜나 시간을 바꿀 수 없어요.
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
