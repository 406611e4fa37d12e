import { phoneText } from '../phone';

describe('a phone number as Korean phones write it', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['05112345678', '051-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
  ])('%s reads as %s', (raw, shown) => {
    expect(phoneText(raw)).toBe(shown);
  });

  it.each(['15881234', '+82 10-1234-5678', '0101234', '010123456789', '09912345678', '', '문의는 채팅으로'])(
    '%j, not recognisable, stays as it came',
    (raw) => {
      expect(phoneText(raw)).toBe(raw);
    },
  );
});
