/** A shop's number as a link the phone dials: digits (and a leading +) only, whatever the shop typed around them. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
