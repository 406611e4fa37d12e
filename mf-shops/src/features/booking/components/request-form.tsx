import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  paths as app,
  errorMessage,
  formatDay,
  isApiError,
  isRetryable,
  isUnauthorized,
  queryKeys,
} from '@guardian/shared';
import { FormError, useOneAtATime, useWhyBlocked } from '@guardian/shared/forms';
import { useCreateReservation } from '../api/create-reservation';
import { useOnlineShop } from '../api/get-online-shop';
import { useUsableVouchers } from '../api/get-usable-vouchers';
import { useAvailability } from '../api/get-availability';
import { useQuote } from '../api/get-quote';
import type { Product } from '../api/types';
import { flowHref, useFlowState, type FailState } from '../lib/flow';
import { addDaysToDay, formatDuration } from '../lib/format';
import { isPetGone, petsGone } from '../lib/gone-pets';
import {
  attemptContent,
  attemptFor,
  memoKey,
  rememberChoices,
  settleAttempt,
  useBookingAttemptStore,
  useBookingChoicesStore,
  useBookingMemoStore,
} from '../lib/memo-store';
import { RESEND_AFTER_MS, UnconfirmedRequest, sendMakingSure } from '../lib/lost-answer';
import { isOnlineClosed, reloadShop, useReloadShopWhenClosed } from '../lib/online-closed';
import { refusalOf, refusedChoices, type Refusal } from '../lib/refusal';
import { submitHint } from '../lib/submit-hint';
import { payingVoucher, visitStart } from '../lib/voucher-pay';
import { scrollBehavior } from '../../../lib/motion';
import { CapacityNote } from './capacity-note';
import { DatePickerSection } from './date-picker-section';
import { QuoteSummary } from './quote-summary';
import { RefundPolicyFold } from './refund-policy';
import { SlotChips } from './slot-chips';
import { PAY_WITH_ID, VoucherChoice } from './voucher-choice';
import styles from './booking.module.css';

export function RequestForm({ shopId, product }: { shopId: number; product: Product }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
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
  const [refused, setRefused] = useState<{ choices: string; why: Refusal } | null>(null);
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

  // A chosen pet deleted on another phone: drop it, keep the day, time, memo and pass, and say which one went.
  // With none left, the way on is choosing pets again, with everything else still chosen.
  const dropping = useRef(false);
  const dropGonePets = async (error: unknown) => {
    if (dropping.current) return;
    dropping.current = true;
    try {
      const { left, message } = await petsGone(queryClient, error, flow.pets, quote.data?.lines);
      if (left.length === 0) {
        navigate(flowHref.selectPet(shopId, { ...flow, pets: [] }), {
          replace: true,
          state: { notice: message },
        });
        return;
      }
      setFlow({ pets: left });
      setConflictError(message);
    } finally {
      dropping.current = false;
    }
  };
  // Found out before 예약 요청 too: the price or the times asked again (back on the app) answer PET_NOT_FOUND.
  const petGoneError = [quote.error, availability.error].find(isPetGone) ?? null;
  useEffect(() => {
    if (petGoneError) void dropGonePets(petGoneError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [petGoneError]);
  // What still stands in the way, said by the button (null: it can be sent). A tap on 예약 요청 before it can be sent
  // lands: it brings the step it waits for into view (its title to the top, clear of the footer) and takes the focus
  // there, the line over the button saying what to do (a dead disabled button said nothing, and was skipped by Tab).
  // A refusal comes first: it names what the shop said of these very choices (the answer read before it may still
  // say they are free).
  const blocked =
    refusal ?? (unanswered ? null : submitHint({ category: product.category, ...flow }, availability));
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
              : null,
      reveal: (title) => title.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() }),
    },
  );
  const tapSend = () => {
    if (!why.stopped()) return void once(submit);
    // The pets are chosen on the step before: there, with every other choice kept (back returns here).
    if (blocked?.at === 'pet') navigate(flowHref.selectPet(shopId, flow));
  };

  const submit = async () => {
    if (!flow.date) return;
    setConflictError(null);
    const sent = refusedChoices(flow);
    // One clientId per request: kept while the same one is tried again, new once anything in it changes.
    const clientId = attemptFor(key, content);
    const request = {
      shopId,
      productSeq: product.productSeq,
      petSeqs: flow.pets,
      date: flow.date,
      ...(beauty && flow.time ? { time: flow.time } : {}),
      ...(hotel && flow.end ? { endDate: flow.end } : {}),
      ...(memo.trim() ? { memo: memo.trim() } : {}),
      ...(voucherSeq ? { voucherSeq } : {}),
      clientId,
    };
    try {
      // An answer lost on the way back: the same request (clientId) once more before anything is said (lost-answer.ts).
      const reservation = await sendMakingSure(() => create.mutateAsync(request), RESEND_AFTER_MS);
      clearMemo(key);
      // Made: the next booking of this product starts afresh (a new request, a new clientId).
      clearChoices(key);
      clearAttempt(key);
      // The request is made: the success page takes the form's place, so back never offers it to send again.
      navigate(flowHref.success(reservation.reservationSeq), { replace: true });
    } catch (e) {
      // Answered (refused): nothing was made. Not answered: it may have been, and the same request goes again as is.
      settleAttempt(key, isRetryable(e));
      // The session ended: its own alert (the shared 401 rule) leads to login and back here, where every choice and
      // the memo wait. The fail page would have taken the form's place, and login returned there with nothing to send.
      if (isUnauthorized(e)) return;
      if (e instanceof UnconfirmedRequest) {
        // It may have been made: 예약 내역 (read again) shows whether it was, and 다시 시도 sends the same request.
        void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all });
        navigate(flowHref.fail(location.pathname + location.search), {
          state: { message: e.message, unconfirmed: true } satisfies FailState,
        });
        return;
      }
      const pass = usableVouchers.data?.find((v) => v.voucherSeq === voucherSeq)?.name ?? null;
      const refusedBy = refusalOf(e, product.category, quote.data?.lines, {
        name: pass,
        pets: flow.pets.length,
      });
      if (refusedBy?.at === 'pay') {
        // The pass cannot pay for this (used up or refunded on another phone, ending before the visit…): keep every
        // choice, pay with nothing else unasked (the fresh list may no longer hold it, and the form would send the
        // request to be paid at the shop), and wait for a payment chosen from the passes as they are now.
        setRefused({ choices: sent, why: refusedBy });
        setPassRefused(true);
        await queryClient.invalidateQueries({ queryKey: queryKeys.vouchers.all });
        return;
      }
      if (refusedBy?.at === 'requests') {
        // Too many requests wait for the shops' answers: sent again it waits for them too. The line leads to
        // 예약 내역 (to cancel one there); every choice stays for when it can go.
        setRefused({ choices: sent, why: refusedBy });
        return;
      }
      if (refusedBy) {
        // Taken meanwhile, a pet already booked then, a time passed or a pet the product no longer takes: keep every
        // choice, let the button say why and wait for a change, and show the day and the month as they are now (the
        // time or day taken, the pet's visit dotted), the pets and the price too when a pet was the reason.
        setRefused({ choices: sent, why: refusedBy });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.booking.availability(shopId) }),
          ...(refusedBy.at === 'pet'
            ? [
                queryClient.invalidateQueries({ queryKey: queryKeys.pets.all }),
                queryClient.invalidateQueries({ queryKey: [...queryKeys.booking.all, 'quote'] }),
              ]
            : []),
        ]);
        return;
      }
      if (isPetGone(e)) {
        await dropGonePets(e);
        return;
      }
      if (isApiError(e) && e.resultCode === 'PRODUCT_NOT_FOUND') {
        // The shop stopped selling it meanwhile: the screen says so in the form's place, with the shop's other
        // products (the memo stays for this product should it come back).
        await queryClient.invalidateQueries({ queryKey: queryKeys.booking.product(product.productSeq) });
        return;
      }
      const field = isApiError(e) && e.resultCode === 'VALIDATION_ERROR' ? e.fields?.[0] : undefined;
      if (field) {
        // Something changed since it was chosen (a pet edited on another phone into a size the product does not
        // take, the time passed): say what, in place, keep every choice and show the price and times as they are now.
        setConflictError(field.message);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.pets.all }),
          queryClient.invalidateQueries({ queryKey: queryKeys.booking.availability(shopId) }),
          queryClient.invalidateQueries({ queryKey: [...queryKeys.booking.all, 'quote'] }),
        ]);
        return;
      }
      if (isOnlineClosed(e)) {
        // The shop stopped taking online bookings meanwhile: the screen says so, with its phone, in the form's place.
        await reloadShop(queryClient, shopId);
        return;
      }
      // 다시 시도 on the fail page only when asking again can help: a refusal that would answer the same again leads
      // to 예약 내역 instead.
      navigate(flowHref.fail(isRetryable(e) ? location.pathname + location.search : null), {
        state: { message: errorMessage(e) } satisfies FailState,
      });
    }
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
          <label className={styles.sectionTitle} htmlFor="booking-memo">
            요청 사항
          </label>
          <textarea
            id="booking-memo"
            className={styles.memo}
            maxLength={500}
            rows={4}
            placeholder="매장에 전할 말을 적어 주세요. (선택, 500자 이내)"
            value={memo}
            onChange={(e) => setMemo(key, e.target.value)}
          />
        </section>
        {/* What cancelling will cost, read before asking (the shop's page the screen read first has it). */}
        <RefundPolicyFold rules={shop.data?.refundPolicy ?? []} />
      </div>
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
            to={refusal.link === 'pet' ? flowHref.selectPet(shopId, flow) : app.reservation}
          >
            {refusal.link === 'pet' ? '반려동물 바꾸기' : '예약 내역 보기'}
          </Link>
        ) : null}
        {/* aria-disabled, not disabled: grey, yet reached by Tab and TalkBack, described by the line, and tapped
            to lead to what it waits for. */}
        <Button {...why.buttonProps} loading={sending} onClick={tapSend}>
          예약 요청
        </Button>
      </div>
    </>
  );
}
