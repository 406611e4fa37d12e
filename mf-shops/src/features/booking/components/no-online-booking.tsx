// A shop that takes no online bookings (it stopped since the page was opened, or an old link): said where booking
// would start, with the shop's phone, instead of a day and a time that would only be refused.
import type { OnlineShop } from '../api/types';
import { telHref } from '../../../lib/tel-href';
import styles from './booking.module.css';

export function NoOnlineBooking({ shop }: { shop: OnlineShop['shop'] }) {
  return (
    <div className={styles.notice} role="status">
      <p>이 매장은 지금 온라인 예약을 받지 않아요. 매장에 전화로 문의해 주세요.</p>
      {shop.phone ? (
        <a className={styles.inlineLink} href={telHref(shop.phone)}>
          {shop.phone} 전화하기
        </a>
      ) : null}
    </div>
  );
}
