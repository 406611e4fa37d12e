// The request form's chosen pets, one of them deleted on another phone (gone-pets.ts): dropped, with the day, time,
// memo and pass kept and a word on which one went; with none left, the way on is choosing pets again.
import { useEffect, useRef } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PriceLine } from '../api/types';
import { flowHref, type FlowState, type SetFlow } from './flow';
import { isPetGone, petsGone } from './gone-pets';

/**
 * `readErrors`: what reading the price and the times for the form answered, which may say a pet is gone; `onDropped`:
 * the pets left are chosen, and this is what to say. Returns what drops them, for a request refused the same way.
 */
export function useGonePets({
  navigate,
  shopId,
  flow,
  setFlow,
  quoteLines,
  readErrors,
  onDropped,
}: {
  navigate: NavigateFunction;
  shopId: number;
  flow: FlowState;
  setFlow: SetFlow;
  /** The quote's lines: the names of the pets as the screen knew them. */
  quoteLines: PriceLine[] | undefined;
  readErrors: unknown[];
  onDropped: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  // A chosen pet deleted on another phone: drop it, keep the day, time, memo and pass, and say which one went.
  // With none left, the way on is choosing pets again, with everything else still chosen.
  const dropping = useRef(false);
  const dropGonePets = async (error: unknown) => {
    if (dropping.current) return;
    dropping.current = true;
    try {
      const { left, message } = await petsGone(queryClient, error, flow.pets, quoteLines);
      if (left.length === 0) {
        navigate(flowHref.selectPet(shopId, { ...flow, pets: [] }), {
          replace: true,
          state: { notice: message },
        });
        return;
      }
      setFlow({ pets: left });
      onDropped(message);
    } finally {
      dropping.current = false;
    }
  };
  // Found out before 예약 요청 too: the price or the times asked again (back on the app) answer PET_NOT_FOUND.
  const petGoneError = readErrors.find(isPetGone) ?? null;
  useEffect(() => {
    if (petGoneError) void dropGonePets(petGoneError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [petGoneError]);
  return dropGonePets;
}
