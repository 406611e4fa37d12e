// The last question before 회원 탈퇴 says what leaves with the account: passes' uses left (per shop), coupons, and AI
// 프로필 pictures still to download, with the way to keep or refund each. None of it stops the deletion: it is the
// owner's call, made knowing.
import { Link } from 'react-router-dom';
import { Button, formatCount, paths as app } from '@guardian/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WithdrawalCheck } from '../api/get-withdrawal-check';
import styles from './setting.module.css';

export function WithdrawalLosses({ query }: { query: UseQueryResult<WithdrawalCheck> }) {
  if (query.isPending)
    return (
      <p className={styles.lossNote} role="status" aria-busy="true">
        남은 이용권과 쿠폰을 확인하는 중이에요…
      </p>
    );
  if (query.isError)
    return (
      <div className={styles.losses} role="alert">
        <p className={styles.lossNote}>남은 이용권, 쿠폰, AI 프로필 사진을 확인하지 못했어요.</p>
        <Button variant="tertiary" fullWidth={false} onClick={() => void query.refetch()}>
          다시 확인
        </Button>
      </div>
    );
  const { vouchers, coupons, aiProfiles } = query.data;
  if (vouchers.length === 0 && coupons === 0 && aiProfiles === 0) return null;
  return (
    <div className={styles.losses}>
      <p className={styles.lossTitle}>탈퇴하면 함께 사라져요</p>
      <ul className={styles.lossList}>
        {vouchers.map((v) => (
          <li key={v.shopId}>
            {v.shopName} 이용권 {formatCount(v.remaining)}회 남음
          </li>
        ))}
        {coupons > 0 && <li>쓰지 않은 쿠폰 {formatCount(coupons)}장</li>}
        {aiProfiles > 0 && <li>AI 프로필 사진 {formatCount(aiProfiles)}건: 탈퇴 후에는 받을 수 없어요</li>}
      </ul>
      {vouchers.length > 0 && (
        <p className={styles.lossNote}>
          남은 이용권은 탈퇴 전에 <Link to={app.voucher}>이용권</Link>에서 환불을 요청할 수 있어요.
        </p>
      )}
      {aiProfiles > 0 && (
        <p className={styles.lossNote}>
          AI 프로필 사진은 탈퇴 전에 <Link to={app.aiProfileHistory}>AI 프로필 내역</Link>에서 저장해 주세요.
        </p>
      )}
    </div>
  );
}
