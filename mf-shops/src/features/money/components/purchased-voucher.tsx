// The pass a payment bought, and the ways on from it: the success page, and the purchase page shown again after
// paying (the phone's back from the result).
import { useNavigate } from 'react-router-dom';
import { Button, paths as app } from '@guardian/shared';
import type { Voucher } from '../api/types';
import { VoucherCard } from './voucher-card';
import styles from './money.module.css';

/** The pass a payment bought (the success page; the purchase page shown again after paying). */
export function Purchased({ voucher }: { voucher: Voucher }) {
  return (
    <>
      <div className={styles.hero}>
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.sectionTitle}>이용권을 구매했어요</h2>
        <p className={styles.text}>예약할 때 ‘이용권으로 결제’를 고르면 한 번씩 차감돼요.</p>
      </div>
      <VoucherCard voucher={voucher} refundable={false} />
    </>
  );
}

export function PurchasedFooter() {
  const navigate = useNavigate();
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={() => navigate(app.voucher, { replace: true })}>
        내 이용권
      </Button>
      <Button onClick={() => navigate(app.onlineReservation)}>예약하기</Button>
    </div>
  );
}
