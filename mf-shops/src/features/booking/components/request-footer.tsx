// The request form's footer: the line saying what 예약 요청 still waits for (or why the shop refused it), another way
// on beside it, and 예약 요청.
import { Link } from 'react-router-dom';
import { Button } from '@guardian/shared';
import type { useWhyBlocked } from '@guardian/shared/forms';
import type { Refusal } from '../lib/refusal';
import styles from './booking.module.css';

export function RequestFooter({
  why,
  refusal,
  linkId,
  petsHref,
  reservationsHref,
  sending,
  onSend,
}: {
  why: ReturnType<typeof useWhyBlocked>;
  /** The shop's refusal of these very choices, or null. */
  refusal: Refusal | null;
  /** The id of the way on beside the line (a tap on the button waiting for it takes the focus there). */
  linkId: string;
  /** 반려동물 바꾸기 and 예약 내역 보기. */
  petsHref: string;
  reservationsHref: string;
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <div className={styles.footer}>
      {/* Before the button and tied to it: read on the way to it, with it, and again as each choice is made. */}
      <p
        id={why.hintId}
        className={refusal ? `${styles.submitHint} ${styles.refused}` : styles.submitHint}
        role="status"
      >
        {why.hint}
      </p>
      {/* Another way on, beside what the line says (not part of it: the button is described by the line alone). */}
      {refusal?.link ? (
        <Link
          id={linkId}
          className={styles.refusalLink}
          to={refusal.link === 'pet' ? petsHref : reservationsHref}
        >
          {refusal.link === 'pet' ? '반려동물 바꾸기' : '예약 내역 보기'}
        </Link>
      ) : null}
      {/* aria-disabled, not disabled: grey, yet reached by Tab and TalkBack, described by the line, and tapped
          to lead to what it waits for. */}
      <Button {...why.buttonProps} loading={sending} onClick={onSend}>
        예약 요청
      </Button>
    </div>
  );
}
