// The forms a booking still 요청 waits on (read with 동의서's own query: src/api/consent-forms.ts). Here, not beside the
// query, so the home, which reads the same forms for a count, does not carry this.
import { useQuery } from '@tanstack/react-query';
import { consentFormsQueryOptions, type ConsentForms } from '../../../api/consent-forms';

type Booking = { shop: { shopId: number }; pets: { petSeq: number | null }[] };

/**
 * The forms a booking still waits on, as the API's confirm judges them (CONSENT_REQUIRED): its shop requires them
 * (requiredForBooking) and they are not signed in their current version for a pet of the booking the owner still has
 * (a form's targets are those pets: one removed since is neither signed for nor waited on), or once for a form not
 * per pet.
 */
function formsToSign(forms: ConsentForms, booking: Booking) {
  const unsigned = (form: ConsentForms[number], petSeq: number | null) =>
    form.targets.some((t) => t.petSeq === petSeq && t.state !== 'SIGNED');
  const signed = (form: ConsentForms[number]) =>
    form.targets.find((t) => t.petSeq === null)?.state === 'SIGNED';
  return forms.filter(
    (f) =>
      f.shopId === booking.shop.shopId &&
      f.requiredForBooking &&
      (f.perPet ? booking.pets.some((p) => p.petSeq !== null && unsigned(f, p.petSeq)) : !signed(f)),
  );
}

/**
 * The required forms left to sign for a booking (`forms`), read only while `enabled` (the booking is still 요청);
 * `reading` until they are known, so a screen can hold its skeleton rather than push its content down when they come.
 */
export function useFormsToSign(booking: Booking | undefined, enabled: boolean) {
  const query = useQuery({
    ...consentFormsQueryOptions(),
    enabled: enabled && booking !== undefined,
    select: (forms) => (booking ? formsToSign(forms, booking) : []),
  });
  // A query turned off keeps the data it had: a booking no longer 요청 (the shop rejected it) asked for the forms
  // while it was, and must not keep asking for a signature.
  return { forms: (enabled && query.data) || [], reading: enabled && query.isPending };
}
