// §4 current shop selection, as a pure function.
import type { UserShop } from '../api/types';

/**
 * 1. the shop matching both shopId and customerSeq;
 * 2. else the first shop matching shopId;
 * 3. else the first shop (null when the user has none).
 */
export function selectCurrentShop(
  userShops: readonly UserShop[] | null | undefined,
  shopId?: number | null,
  customerSeq?: number | null,
): UserShop | null {
  if (!userShops || userShops.length === 0) return null;
  if (shopId !== null && shopId !== undefined) {
    if (customerSeq !== null && customerSeq !== undefined) {
      const exact = userShops.find((s) => s.shopId === shopId && s.customerSeq === customerSeq);
      if (exact) return exact;
    }
    const sameShop = userShops.find((s) => s.shopId === shopId);
    if (sameShop) return sameShop;
  }
  return userShops[0] ?? null;
}
