// 예약 요청's form (/online-reservation/{shopId}/reservation): the product, its price, the day (and the time or the
// check-out), the pass that pays, a memo, and 예약 요청, whose line says what it still waits for. What a request
// answered does: use-submit-request.ts; a chosen pet deleted meanwhile: use-gone-pets.ts.
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths as app, formatDay } from '@guardian/shared';
import { FormError, tooLongMessage, useOneAtATime, useWhyBlocked } from '@guardian/shared/forms';
import { useCreateReservation } from '../api/create-reservation';
import { useOnlineShop } from '../api/get-online-shop';
import { useUsableVouchers } from '../api/get-usable-vouchers';
import { useAvailability } from '../api/get-availability';
import { useQuote } from '../api/get-quote';
import type { Product } from '../api/types';
import { flowHref, useFlowState } from '../lib/flow';
import { finishBookingSteps } from '../lib/finished-steps';
import { addDaysToDay, formatDuration } from '../lib/format';
import {
  attemptContent,
  memoKey,
  rememberChoices,
  useBookingAttemptStore,
  useBookingChoicesStore,
  useBookingMemoStore,
} from '../lib/memo-store';
import { useReloadShopWhenClosed } from '../lib/online-closed';
import { refusedChoices } from '../lib/refusal';
import { submitHint } from '../lib/submit-hint';
import { useGonePets } from '../lib/use-gone-pets';
import { useSubmitRequest, type RefusedRequest } from '../lib/use-submit-request';
import { payingVoucher, visitStart } from '../lib/voucher-pay';
import { scrollBehavior } from '../../../lib/motion';
import { CapacityNote } from './capacity-note';
import { DatePickerSection } from './date-picker-section';
import { QuoteSummary } from './quote-summary';
import { RefundPolicyFold } from './refund-policy';
import { RequestFooter } from './request-footer';
import { SlotChips } from './slot-chips';
import { PAY_WITH_ID, VoucherChoice } from './voucher-choice';
import styles from './booking.module.css';

/** The API's limit on 요청 사항, in characters (an emoji is one, where the browser's maxlength counted two). */
const MEMO_MAX = 500;
const MEMO_ID = 'booking-memo';

export function RequestForm({ shopId, product }: { shopId: number; product: Product }) {
  const navigate = useNavigate();
  const entry = useLocation().key;
  const [flow, setFlow] = useFlowState();
  // The pass pays only while it can: one refunded, expired or used up since it was chosen pays for nothing, so the
  // quote asks for the deposit again and the request does not send it.
  const usableVouchers = useUsableVouchers(shopId, product.productSeq);
  const start = visitStart(flow.date, product.category === 'BEAUTY' ? flow.time : null);
  const voucherSeq = payingVoucher(flow.voucher, usableVouchers.data, flow.pets.length, start);
  const key = memoKey(shopId, product.productSeq);
  const memo = useBookingMemoStore((s) => s.drafts[key] ?? '');
  const setMemo = useBookingMemoStore((s) => s.setDraft);
  const clearMemo = useBookingMemoStore((s) => s.clearDraft);
  const clearChoices = useBookingChoicesStore((s) => s.clearDraft);
  const clearAttempt = useBookingAttemptStore((s) => s.clearDraft);
  // What is chosen here is remembered too: back on 반려동물 선택 (or the product page) and on again with 다음, the
  // day, time, check-out and pass come back with it instead of being asked for again.
  useEffect(() => {
    const { pets, date, time, end, voucher } = flow;
    rememberChoices(key, { pets, date, time, end, voucher });
  }, [key, flow]);
  const [conflictError, setConflictError] = useState<string | null>(null);
  // The shop's refusal of what was sent (refusal.ts), with the choices it answers: sent again unchanged it would be
  // refused again, so 예약 요청 waits, saying why, until the day, time, check-out or pets change. A pass that cannot
  // pay waits for a payment chosen (cleared there); too many requests waiting, for as long as the screen is open.
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const refusal =
    refused &&
    (refused.why.at === 'pay' || refused.why.at === 'requests' || refused.choices === refusedChoices(flow))
      ? refused.why
      : null;
  // A pass refused here: 결제 방법 stays on screen (매장에서 결제 with it) even with no pass left to offer.
  const [passRefused, setPassRefused] = useState(false);
  const create = useCreateReservation();
  const shop = useOnlineShop(shopId);
  // One request per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // a second POST asks for the visit again (refused as taken, or booked twice).
  const [sending, once] = useOneAtATime();
  const dateTitleId = useId();
  const timeTitleId = useId();
  const linkId = useId();
  const memoErrorId = useId();

  const hotel = product.category === 'HOTELING';
  const beauty = product.category === 'BEAUTY';
  // What 예약 요청 asks for now. The same as a request that got no answer (the signal dropped; back by 다시 시도, a
  // reload or a second tap): it is sent again with the same clientId, and the API answers the booking it may have made.
  // That booking takes the very time (and pet) it asked for, so the times as read now must not hold the button.
  const content = attemptContent(
    {
      pets: flow.pets,
      date: flow.date,
      time: beauty ? flow.time : null,
      end: hotel ? flow.end : null,
      voucher: flow.voucher,
    },
    memo,
  );
  const unanswered = useBookingAttemptStore((s) => {
    const last = s.drafts[key];
    return !!last && last.unanswered && last.content === content;
  });
  const ready = flow.date !== null && (!hotel || flow.end !== null);
  const availability = useAvailability(
    {
      shopId,
      productSeq: product.productSeq,
      date: flow.date ?? '',
      endDate: hotel ? (flow.end ?? undefined) : undefined,
      petSeqs: flow.pets,
    },
    ready,
  );
  useReloadShopWhenClosed(shopId, availability.error);
  const quoteParams = {
    productSeq: product.productSeq,
    petSeqs: flow.pets,
    date: hotel && flow.end ? (flow.date ?? undefined) : undefined,
    endDate: hotel && flow.end ? flow.end : undefined,
  };
  // The same query QuoteSummary shows (one request): its lines name the chosen pets.
  const quote = useQuote(quoteParams);

  const dropGonePets = useGonePets({
    navigate,
    shopId,
    flow,
    setFlow,
    quoteLines: quote.data?.lines,
    readErrors: [quote.error, availability.error],
    onDropped: setConflictError,
  });
  const submit = useSubmitRequest({
    navigate,
    shopId,
    product,
    flow,
    memoKey: key,
    content,
    memo,
    voucherSeq,
    vouchers: usableVouchers.data,
    quoteLines: quote.data?.lines,
    create,
    dropGonePets,
    onMade: () => {
      clearMemo(key);
      // Made: the next booking of this product starts afresh (a new request, a new clientId).
      clearChoices(key);
      clearAttempt(key);
      // The steps it was made on are done: back from the success page passes them (finished-steps.ts).
      finishBookingSteps(key, entry);
    },
    setConflictError,
    setRefused,
    setPassRefused,
  });

  // What still stands in the way, said by the button (null: it can be sent). A tap on 예약 요청 before it can be sent
  // lands: it brings the step it waits for into view (its title to the top, clear of the footer) and takes the focus
  // there, the line over the button saying what to do (a dead disabled button said nothing, and was skipped by Tab).
  // A refusal comes first: it names what the shop said of these very choices (the answer read before it may still
  // say they are free).
  // A memo past the limit stays as typed (a paste is not cut) and says how much to cut, under the box: not sent
  // till it fits, and a tap on 예약 요청 then goes to the box.
  const memoTooLong = tooLongMessage('요청 사항은', memo, MEMO_MAX);
  const blocked =
    refusal ??
    (unanswered ? null : submitHint({ category: product.category, ...flow }, availability)) ??
    (memoTooLong ? { hint: memoTooLong, at: 'memo' as const } : null);
  const why = useWhyBlocked(
    blocked && {
      hint: blocked.hint,
      field: () =>
        blocked.at === 'date' || blocked.at === 'time'
          ? document.getElementById(blocked.at === 'date' ? dateTitleId : timeTitleId)
          : blocked.at === 'pay'
            ? document.getElementById(PAY_WITH_ID)
            : blocked.at === 'requests'
              ? document.getElementById(linkId)
              : blocked.at === 'memo'
                ? document.getElementById(MEMO_ID)
                : null,
      reveal: (title) => title.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() }),
      // Said under the box already (announced as it appears): the button points at it.
      describedBy: blocked.at === 'memo' ? memoErrorId : undefined,
    },
  );
  const tapSend = () => {
    if (!why.stopped()) return void once(submit);
    // The pets are chosen on the step before: there, with every other choice kept (back returns here).
    if (blocked?.at === 'pet') navigate(flowHref.selectPet(shopId, flow));
  };

  return (
    <>
      <div
        className={[styles.page, blocked && styles.hinted, refusal?.link && styles.linked]
          .filter(Boolean)
          .join(' ')}
      >
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{product.name}</h2>
          <p className={styles.meta}>
            {product.unitLabel} 기준
            {product.durationMinutes ? ` · 약 ${formatDuration(product.durationMinutes)}` : ''}
          </p>
        </section>
        <QuoteSummary {...quoteParams} paidWithVoucher={voucherSeq !== null} />
        <DatePickerSection
          shopId={shopId}
          product={product}
          petSeqs={flow.pets}
          titleId={dateTitleId}
          date={flow.date}
          end={flow.end}
          onChange={(date, end) => {
            setConflictError(null);
            setFlow({ date, end, time: null });
          }}
        />
        {flow.date && beauty ? (
          <section className={styles.section}>
            <h2 id={timeTitleId} tabIndex={-1} className={styles.sectionTitle}>
              {formatDay(flow.date)} 시간
            </h2>
            <SlotChips
              query={availability}
              value={flow.time}
              onChange={(time) => {
                setConflictError(null);
                setFlow({ time });
              }}
            />
          </section>
        ) : null}
        {ready && !beauty ? <CapacityNote query={availability} /> : null}
        {/* What the footer's line (체크아웃 날짜를 골라 주세요.) does not say: from when. */}
        {hotel && flow.date && !flow.end ? (
          <p className={styles.notice}>
            체크아웃은 {formatDay(addDaysToDay(flow.date, 1))}부터 고를 수 있어요.
          </p>
        ) : null}
        <VoucherChoice
          shopId={shopId}
          productSeq={product.productSeq}
          petCount={flow.pets.length}
          start={start}
          value={flow.voucher}
          paying={voucherSeq}
          undecided={refusal?.at === 'pay'}
          keep={passRefused}
          onChange={(seq) => {
            setConflictError(null);
            if (refused?.why.at === 'pay') setRefused(null);
            setFlow({ voucher: seq });
          }}
        />
        <FormError message={conflictError} boxed />
        <section className={styles.section}>
          <label className={styles.sectionTitle} htmlFor={MEMO_ID}>
            요청 사항
          </label>
          {/* No maxlength: it counted an emoji as two (250 of them filled it) and cut a paste without a word. */}
          <textarea
            id={MEMO_ID}
            className={styles.memo}
            rows={4}
            placeholder={`매장에 전할 말을 적어 주세요. (선택, ${MEMO_MAX}자 이내)`}
            value={memo}
            aria-invalid={memoTooLong ? true : undefined}
            aria-describedby={memoTooLong ? memoErrorId : undefined}
            onChange={(e) => setMemo(key, e.target.value)}
          />
          {memoTooLong ? (
            <div id={memoErrorId}>
              <FormError message={memoTooLong} />
            </div>
          ) : null}
        </section>
        {/* What cancelling will cost, read before asking (the shop's page the screen read first has it). */}
        <RefundPolicyFold rules={shop.data?.refundPolicy ?? []} />
      </div>
      <RequestFooter
        why={why}
        refusal={refusal}
        linkId={linkId}
        petsHref={flowHref.selectPet(shopId, flow)}
        reservationsHref={app.reservation}
        sending={sending}
        onSend={tapSend}
      />
    </>
  );
}
