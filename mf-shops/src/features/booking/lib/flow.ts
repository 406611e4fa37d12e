// The online booking flow keeps its choices in the URL (product, pets, date, slot, check-out, the
// pass that pays), so back/forward, a reload and 다시 시도 land on the same step with the same choices.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths as app } from '@guardian/shared';

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
  fail: (message: string, retry: string) =>
    `${app.onlineReservation}/fail?${new URLSearchParams({ message, retry }).toString()}`,
};

const toNumber = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function useFlowState(): [FlowState, (patch: Partial<FlowState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo<FlowState>(
    () => ({
      product: toNumber(params.get('product')),
      pets: (params.get('pets') ?? '')
        .split(',')
        .map(toNumber)
        .filter((n): n is number => n !== null),
      date: params.get('date'),
      time: params.get('time'),
      end: params.get('end'),
      voucher: toNumber(params.get('voucher')),
    }),
    [params],
  );
  const update = useCallback(
    (patch: Partial<FlowState>) => {
      setParams(new URLSearchParams(flowQuery({ ...state, ...patch }).slice(1)), { replace: true });
    },
    [state, setParams],
  );
  return [state, update];
}
