// The memo of the booking being made, per shop and product: it survives going back a step and a
// failed request, and is cleared once the request succeeds.
import { createDraftStore } from '../../../lib/draft-store';

export const memoKey = (shopId: number, productSeq: number) => `${shopId}:${productSeq}`;

export const useBookingMemoStore = createDraftStore<string>();
