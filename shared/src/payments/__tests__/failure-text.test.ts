import { paymentFailureText } from '../failure-text';

describe('why a payment did not go through', () => {
  it('says a known code in our words', () => {
    expect(paymentFailureText('USER_CANCEL')).toBe('결제를 취소했어요.');
    expect(paymentFailureText('INVALID_STOPPED_CARD')).toBe('정지된 카드예요. 다른 카드로 시도해 주세요.');
  });

  it('reads an unknown, missing or made-up code as the general failure, never as the link’s own words', () => {
    for (const code of [null, undefined, '', 'SOMETHING_NEW', 'toString', '__proto__', 'constructor'])
      expect(paymentFailureText(code)).toBe('결제를 마치지 못했어요.');
  });
});
