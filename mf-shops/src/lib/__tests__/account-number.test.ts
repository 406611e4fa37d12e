import { accountNumberIn } from '../account-number';

describe('the account number in a deposit account', () => {
  it('is the digits and dashes, without the bank and the holder', () => {
    expect(accountNumberIn('하나은행 309-212162-36 (예금주 멍멍호텔)')).toBe('309-212162-36');
    expect(accountNumberIn('카카오뱅크 3333-01-2345678')).toBe('3333-01-2345678');
  });

  it('is a number written without dashes as it is', () => {
    expect(accountNumberIn('신한 110123456789 예금주 김하늘')).toBe('110123456789');
  });

  it('is not a short number in the holder’s name or a branch', () => {
    expect(accountNumberIn('국민은행 123-456789-01 (멍멍호텔 2호점)')).toBe('123-456789-01');
    expect(accountNumberIn('멍멍호텔 2호점 계좌는 매장에 문의')).toBeNull();
  });

  it('is none when the text has no number', () => {
    expect(accountNumberIn('매장에서 안내해 드려요')).toBeNull();
    expect(accountNumberIn('')).toBeNull();
  });
});
