import { describe, expect, it } from 'vitest';
import type { UserShop } from '../../api/types';
import { selectCurrentShop } from '../select-current-shop';

const shop = (userShopSeq: number, shopId: number, customerSeq: number) =>
  ({ userShopSeq, shopId, customerSeq, sortOrder: userShopSeq, shopInfo: {} }) as UserShop;

const shops = [shop(1, 10, 100), shop(2, 20, 200), shop(3, 20, 201), shop(4, 30, 300)];

describe('selectCurrentShop (§4)', () => {
  it('step 1: picks the pair matching both shopId and customerSeq', () => {
    expect(selectCurrentShop(shops, 20, 201)?.userShopSeq).toBe(3);
  });

  it('step 2: else the first shop matching shopId', () => {
    expect(selectCurrentShop(shops, 20, 999)?.userShopSeq).toBe(2);
    expect(selectCurrentShop(shops, 20)?.userShopSeq).toBe(2);
  });

  it('step 3: else the first shop', () => {
    expect(selectCurrentShop(shops, 99, 100)?.userShopSeq).toBe(1);
    expect(selectCurrentShop(shops)?.userShopSeq).toBe(1);
  });

  it('is null for a user without shops', () => {
    expect(selectCurrentShop([], 10, 100)).toBeNull();
    expect(selectCurrentShop(undefined)).toBeNull();
  });
});
