// 예약 요청 sent: the request (sent again as is when its answer was lost, lost-answer.ts), and what each answer does.
// Made, the success page takes the form's place; refused, the form keeps every choice and says why (refusal.ts), or
// the fail page says what went wrong.
import type { Dispatch, SetStateAction } from 'react';
import { useLocation, type NavigateFunction } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError, isRetryable, isUnauthorized, queryKeys } from '@guardian/shared';
import type { useCreateReservation } from '../api/create-reservation';
import type { UsableVoucher } from '../api/get-usable-vouchers';
import type { PriceLine, Product } from '../api/types';
import { flowHref, type FailState, type FlowState } from './flow';
import { isPetGone } from './gone-pets';
import { RESEND_AFTER_MS, UnconfirmedRequest, sendMakingSure } from './lost-answer';
import { attemptFor, settleAttempt } from './memo-store';
import { isOnlineClosed, reloadShop } from './online-closed';
import { refusalOf, refusedChoices, type Refusal } from './refusal';

/** The shop's refusal of what was sent, with the choices it answers (refusedChoices). */
export interface RefusedRequest {
  choices: string;
  why: Refusal;
}

export function useSubmitRequest({
  navigate,
  shopId,
  product,
  flow,
  memoKey: key,
  content,
  memo,
  voucherSeq,
  vouchers,
  quoteLines,
  create,
  dropGonePets,
  onMade,
  setConflictError,
  setRefused,
  setPassRefused,
}: {
  navigate: NavigateFunction;
  shopId: number;
  product: Product;
  flow: FlowState;
  /** The product's key of the memo, the choices and the attempt kept (memoKey). */
  memoKey: string;
  /** What 예약 요청 asks for now (attemptContent). */
  content: string;
  memo: string;
  /** The pass that pays, if it can. */
  voucherSeq: number | null;
  /** The passes as last read. */
  vouchers: UsableVoucher[] | undefined;
  /** The quote's lines: the names of the pets as the screen knew them. */
  quoteLines: PriceLine[] | undefined;
  create: ReturnType<typeof useCreateReservation>;
  dropGonePets: (error: unknown) => Promise<void>;
  /** The booking is made: what was kept for it is let go. */
  onMade: () => void;
  setConflictError: Dispatch<SetStateAction<string | null>>;
  setRefused: Dispatch<SetStateAction<RefusedRequest | null>>;
  setPassRefused: Dispatch<SetStateAction<boolean>>;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const hotel = product.category === 'HOTELING';
  const beauty = product.category === 'BEAUTY';

  return async () => {
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
      onMade();
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
      const pass = vouchers?.find((v) => v.voucherSeq === voucherSeq)?.name ?? null;
      const refusedBy = refusalOf(e, product.category, quoteLines, {
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
}
