/** A mobile number as Korean phones write it (01012345678 → 010-1234-5678); anything else as it came. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^01\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^01\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone;
}
