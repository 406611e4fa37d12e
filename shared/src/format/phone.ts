// A phone number shown to a person (마이페이지's 휴대폰 번호, a 상담 신청서's 보호자); `phoneDigits` in
// ../validation/rules is the other way, what a person typed → the digits the API takes.

/** Seoul's is two digits; every other area code, mobiles and 070 three. */
const THREE_DIGIT_PREFIXES = /^0(1[016789]|3[1-3]|4[1-4]|5[1-5]|6[1-4]|70)/;

/**
 * A phone number as Korean phones write it: '01012345678' → '010-1234-5678', '0212345678' → '02-1234-5678',
 * '0311234567' → '031-123-4567'; anything not recognisable as it came.
 */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const prefix = digits.startsWith('02') ? 2 : THREE_DIGIT_PREFIXES.test(digits) ? 3 : 0;
  const rest = digits.slice(prefix);
  if (!prefix || (rest.length !== 7 && rest.length !== 8)) return phone;
  const middle = rest.length - 4;
  return `${digits.slice(0, prefix)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
