// While a booking is 요청 and its shop requires a consent form the owner has not signed yet, the shop cannot confirm
// it: say so where the owner looks after booking (완료, 예약 상세) and lead to the first such form.
import { useNavigate } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { useFormsToSign } from '../lib/forms-to-sign';
import type { Reservation } from '../api/types';
import styles from './booking.module.css';

/** The forms a 요청 booking waits on (`reading` until they are known). */
export const useConsentNeeded = (reservation: Reservation | undefined) =>
  useFormsToSign(reservation, reservation?.status === 'REQUESTED');

export function ConsentNeeded({ forms: [form] }: { forms: ReturnType<typeof useConsentNeeded>['forms'] }) {
  const navigate = useNavigate();
  if (!form) return null;
  return (
    <section className={`${styles.notice} ${styles.consentNeeded}`} aria-label="동의서 안내">
      <p>예약 확정 전에 동의서 서명이 필요해요</p>
      <Button variant="secondary" onClick={() => navigate(`/consent/${form.formSeq}`)}>
        동의서 작성하기
      </Button>
    </section>
  );
}
