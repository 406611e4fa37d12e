// 결제 방법 on the request form: pay the visit with one of my passes for this service (one use per pet), or not.
import type { ReactNode } from 'react';
import { ErrorState } from '@guardian/shared';
import type { UsableVoucher } from '../api/get-usable-vouchers';
import { useUsableVouchers } from '../api/get-usable-vouchers';
import styles from './booking.module.css';

export function VoucherChoice(props: {
  shopId: number;
  productSeq: number;
  petCount: number;
  value: number | null;
  onChange: (voucherSeq: number | null) => void;
}) {
  const usable = useUsableVouchers(props.shopId, props.productSeq);
  const list = usable.data ?? [];
  if (usable.isError)
    // Hiding the section would let an owner with a pass book and pay at the shop without knowing it was missed.
    return (
      <PayWith>
        <ErrorState
          error={usable.error}
          message="내 이용권을 불러오지 못했어요."
          onRetry={() => void usable.refetch()}
        />
      </PayWith>
    );
  if (list.length === 0) return null; // nothing to choose: the usual price and deposit apply
  const enough = (v: UsableVoucher) => v.remainingUses >= Math.max(1, props.petCount);
  return (
    <PayWith>
      <div className={styles.chips} role="radiogroup" aria-labelledby="pay-with">
        <Choice selected={props.value === null} onSelect={() => props.onChange(null)} label="매장에서 결제" />
        {list.map((v) => (
          <Choice
            key={v.voucherSeq}
            selected={props.value === v.voucherSeq}
            disabled={!enough(v)}
            onSelect={() => props.onChange(v.voucherSeq)}
            label={`${v.name} 사용 (${v.remainingUses}회 남음)`}
          />
        ))}
      </div>
      {props.value !== null ? (
        <p className={styles.notice}>
          반려동물 한 마리당 1회가 예약할 때 잡히고, 방문이 끝나면 차감돼요. 취소하면 돌려드리고, 예약금은
          없어요.
        </p>
      ) : null}
    </PayWith>
  );
}

/** The 결제 방법 section, with its choices or with why they are missing. */
function PayWith({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="pay-with">
      <h2 id="pay-with" className={styles.sectionTitle}>
        결제 방법
      </h2>
      {children}
    </section>
  );
}

function Choice(props: { selected: boolean; disabled?: boolean; onSelect: () => void; label: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.selected}
      disabled={props.disabled}
      className={`${styles.payChoice} ${props.selected ? styles.payChoiceSelected : ''}`}
      onClick={props.onSelect}
    >
      {props.label}
    </button>
  );
}
