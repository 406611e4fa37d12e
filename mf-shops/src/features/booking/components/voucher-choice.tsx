// 결제 방법 on the request form: pay the visit with one of my passes for this service (one use per pet), or not.
import type { KeyboardEvent, ReactNode } from 'react';
import { ErrorState } from '@guardian/shared';
import { useUsableVouchers } from '../api/get-usable-vouchers';
import { payability } from '../lib/voucher-pay';
import styles from './booking.module.css';

/** The 결제 방법 title's id: where a tap on 예약 요청 waiting for a payment takes the focus. */
export const PAY_WITH_ID = 'pay-with';

export function VoucherChoice(props: {
  shopId: number;
  productSeq: number;
  petCount: number;
  /** When the visit starts (visitStart): a pass that ends before the visit cannot pay for it. */
  start: number | null;
  /** The pass the address names (may no longer be payable). */
  value: number | null;
  /** The pass that pays, as the form sends it (payingVoucher of value). */
  paying: number | null;
  /** The pass that was to pay was refused: no choice shows as made until one is (nothing switched unasked). */
  undecided?: boolean;
  /** Show the section (매장에서 결제 at least) even with no pass to offer: a pass was refused on this screen. */
  keep?: boolean;
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
  if (usable.isPending) return null;
  const value = props.paying;
  // The address names a pass that cannot pay (refunded, expired or used up since, or ending before this visit).
  const lost = props.value !== null && value === null;
  // Refused for it on this screen: the line over 예약 요청 says why already, in the pass's name.
  const sayLost = lost && !props.undecided;
  const undecided = props.undecided === true;
  // Nothing to choose: the usual price and deposit apply. After a refusal, 매장에서 결제 is there to choose.
  if (list.length === 0 && !lost && !undecided && !props.keep) return null;
  return (
    <PayWith>
      {list.length || undecided || props.keep ? (
        <div
          className={styles.chips}
          role="radiogroup"
          aria-labelledby={PAY_WITH_ID}
          onKeyDown={(e) => moveChoice(e, props.onChange)}
        >
          <Choice
            seq={null}
            selected={!undecided && value === null}
            focusable={undecided}
            onSelect={() => props.onChange(null)}
            label="매장에서 결제"
          />
          {list.map((v) => {
            const can = payability(v, props.petCount, props.start);
            return (
              <Choice
                key={v.voucherSeq}
                seq={v.voucherSeq}
                selected={!undecided && value === v.voucherSeq}
                disabled={can !== 'OK'}
                onSelect={() => props.onChange(v.voucherSeq)}
                label={`${v.name} 사용 (${can === 'EXPIRES' ? '예약일 전에 기간이 끝나요' : `${v.remainingUses}회 남음`})`}
              />
            );
          })}
        </div>
      ) : null}
      {sayLost ? (
        <p className={styles.notice} role="status">
          고른 이용권은 이 예약에 쓸 수 없어요. 환불했거나 기간이 끝났거나 남은 횟수가 모자라요.
          {list.length ? ' 매장에서 결제하거나 다른 이용권을 골라 주세요.' : ' 매장에서 결제해 주세요.'}
        </p>
      ) : null}
      {value !== null && !undecided ? (
        <p className={styles.notice}>
          반려동물 한 마리당 1회가 예약할 때 잡히고, 방문이 끝나면 차감돼요. 무료 취소 기간에 취소하면 돌려
          드려요. 그 뒤에 취소하면 차감돼요. 취소 수수료와 예약금은 없어요.
        </p>
      ) : null}
    </PayWith>
  );
}

/** The 결제 방법 section, with its choices or with why they are missing. */
function PayWith({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={PAY_WITH_ID}>
      <h2 id={PAY_WITH_ID} tabIndex={-1} className={styles.sectionTitle}>
        결제 방법
      </h2>
      {children}
    </section>
  );
}

/**
 * A radio group's keys (WAI-ARIA): one Tab stop, the chosen one; the arrows move to the next or previous choice that
 * can be chosen (round the ends) and choose it, Home and End to the first and last. Tab went through every choice
 * and the arrows did nothing, where a screen reader's user in a radio group presses them.
 */
function moveChoice(e: KeyboardEvent<HTMLElement>, onChange: (voucherSeq: number | null) => void) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
  const edge = e.key === 'Home' ? 'first' : e.key === 'End' ? 'last' : null;
  if (!step && !edge) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)')];
  if (!radios.length) return;
  const at = radios.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    edge === 'first'
      ? radios[0]!
      : edge === 'last'
        ? radios[radios.length - 1]!
        : radios[(Math.max(at, 0) + step! + radios.length) % radios.length]!;
  e.preventDefault();
  next.focus();
  const seq = next.dataset.seq;
  onChange(seq ? Number(seq) : null);
}

function Choice(props: {
  seq: number | null;
  selected: boolean;
  /** The group's Tab stop while none is chosen. */
  focusable?: boolean;
  disabled?: boolean;
  onSelect: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={props.selected}
      tabIndex={props.selected || props.focusable ? 0 : -1}
      data-seq={props.seq ?? ''}
      disabled={props.disabled}
      className={`${styles.payChoice} ${props.selected ? styles.payChoiceSelected : ''}`}
      onClick={props.onSelect}
    >
      {props.label}
    </button>
  );
}
