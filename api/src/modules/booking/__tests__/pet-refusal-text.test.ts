// The line a pet refused by a product's prices gets (the request screen shows it as it is, then "다른 아이를 골라
// 주세요."): the particle the name takes, never 은(는), and the band named once, without brackets in brackets.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import type { ProductRow } from '../product-repository.js';
import { priceLines } from '../plan.js';

/** A product offered only for small dogs. */
const smallDogsOnly = { prices: { SMALL: 30000 } } as unknown as ProductRow;

const refusal = (pet: { name: string; kind: string; weightKg: number | null }) => {
  try {
    priceLines(smallDogsOnly, [{ petSeq: 1, ...pet }], 1);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const fields = (e as AppError).data as { fields: { field: string; message: string }[] };
    return fields.fields[0];
  }
  throw new Error('not refused');
};

describe('a pet the product is not offered for', () => {
  it('after a name ending in a vowel: 는', () => {
    expect(refusal({ name: '나비', kind: 'CAT', weightKg: 4 })).toEqual({
      field: 'petSeqs.0',
      message: '고양이인 나비는 이 상품을 이용할 수 없어요.',
    });
  });

  it('after a name ending in a consonant: 은; the band as the app labels it', () => {
    expect(refusal({ name: '초롱', kind: 'DOG', weightKg: 12 }).message).toBe(
      '대형견 (10kg 이상)인 초롱은 이 상품을 이용할 수 없어요.',
    );
  });

  it('never both particles, nor a bracket inside a bracket', () => {
    const { message } = refusal({ name: '보리', kind: 'DOG', weightKg: 7 });
    expect(message).toBe('중형견 (5~10kg 미만)인 보리는 이 상품을 이용할 수 없어요.');
    expect(message).not.toContain('은(는)');
    expect(message).not.toMatch(/\([^)]*\(/);
  });
});
