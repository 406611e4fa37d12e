// The online booking flow keeps its choices in the URL (product, pets, date, slot, check-out, the
// pass that pays), so back/forward, a reload and 다시 시도 land on the same step with the same choices. A step gone
// back to (반려동물 선택, the product) and left again by 다음 / 예약하기 takes up what was chosen after it from
// memo-store.ts (rememberedChoices), so stepping back and on again asks for nothing twice.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths as app, seoulToday, useNow } from '@guardian/shared';

export interface FlowState {
  product: number | null;
  pets: number[];
  date: string | null;
  time: string | null;
  end: string | null;
  voucher: number | null;
}

const base = (shopId: number | string) => `${app.onlineReservation}/${shopId}`;

export function flowQuery(state: Partial<FlowState>): string {
  const q = new URLSearchParams();
  if (state.product) q.set('product', String(state.product));
  if (state.pets?.length) q.set('pets', state.pets.join(','));
  if (state.date) q.set('date', state.date);
  if (state.time) q.set('time', state.time);
  if (state.end) q.set('end', state.end);
  if (state.voucher) q.set('voucher', String(state.voucher));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What the request form hands the fail page: the API's reason, in the navigation's state (a link cannot set it). */
export interface FailState {
  message: string;
  /** No answer came, twice: the request may have been made (the page says it could not tell, and leads to 예약 내역). */
  unconfirmed?: boolean;
}

export const flowHref = {
  shop: (shopId: number | string) => base(shopId),
  product: (shopId: number | string, productSeq: number) => `${base(shopId)}/product/${productSeq}`,
  productImage: (shopId: number | string, productSeq: number) =>
    `${base(shopId)}/product/${productSeq}/image`,
  selectPet: (shopId: number | string, state: Partial<FlowState>) =>
    `${base(shopId)}/select-pet${flowQuery(state)}`,
  request: (shopId: number | string, state: Partial<FlowState>) =>
    `${base(shopId)}/reservation${flowQuery(state)}`,
  success: (reservationSeq: number) => `${app.onlineReservation}/success?id=${reservationSeq}`,
  /**
   * `retry`: the form to try again from, only when asking again can help (else the page leads to 예약 내역). Why it
   * failed goes in the navigation's state (`FailState`), not the address, which anyone can write into a link.
   */
  fail: (retry: string | null) =>
    `${app.onlineReservation}/fail${retry ? `?${new URLSearchParams({ retry }).toString()}` : ''}`,
};

const toNumber = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * A day the calendar can still offer: a real 'YYYY-MM-DD' from `today` on. An address edited by hand, or the form
 * opened again after the chosen day has passed (back, a reload the next morning), names none, and the form asks
 * for a day again instead of failing on it or showing a month it cannot book.
 */
const bookableDay = (v: string | null, today: string) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= today && isCalendarDay(v) ? v : null;

const isCalendarDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const toTime = (v: string | null) => (v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? v : null);

/**
 * `atTap`: the change answers a tap on a control that shows the choice itself (a pet's checkbox). Rendered at once
 * (flushSync), not as the router's transition: until the new address renders, React puts a controlled checkbox back
 * as the old one said, so on a busy phone the tick came late (a tap that seemed lost; a second tap undid it), and a
 * tap meanwhile built on the old choices. Never from an effect: React cannot flush while it renders.
 */
export type SetFlow = (patch: Partial<FlowState>, opts?: { atTap?: boolean }) => void;

export function useFlowState(): [FlowState, SetFlow] {
  const [params, setParams] = useSearchParams();
  // A day chosen yesterday and passed while the app was away is dropped on return, and the form asks again.
  const today = useNow((t) => seoulToday(new Date(t)));
  const state = useMemo<FlowState>(() => {
    const date = bookableDay(params.get('date'), today);
    const end = date ? bookableDay(params.get('end'), today) : null;
    return {
      product: toNumber(params.get('product')),
      pets: (params.get('pets') ?? '')
        .split(',')
        .map(toNumber)
        .filter((n): n is number => n !== null),
      date,
      time: date ? toTime(params.get('time')) : null,
      end: date && end && end > date ? end : null,
      voucher: toNumber(params.get('voucher')),
    };
  }, [params, today]);
  const update = useCallback<SetFlow>(
    (patch, opts) => {
      setParams(new URLSearchParams(flowQuery({ ...state, ...patch }).slice(1)), {
        replace: true,
        flushSync: opts?.atTap === true,
      });
    },
    [state, setParams],
  );
  return [state, update];
}
