// The payment window's failure codes (the failure address's `code`) a payer may see, in our words: one list for every
// screen a payment comes back to (예약금, 이용권, AI 프로필). The address's `message` is never shown: anyone can write
// one into a link to such a page (an "account changed" line above a deposit's real account, say), so a code not
// listed reads as the general failure.

const FAILURES = new Map(
  Object.entries({
    PAY_PROCESS_CANCELED: '결제를 취소했어요.',
    USER_CANCEL: '결제를 취소했어요.',
    PAY_PROCESS_ABORTED: '결제가 중간에 멈췄어요.',
    REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해 주세요.',
    REJECT_CARD_COMPANY: '카드사에서 결제를 거절했어요. 다른 카드로 시도해 주세요.',
    INVALID_CARD_EXPIRATION: '카드 유효기간이 지났어요. 다른 카드로 시도해 주세요.',
    INVALID_STOPPED_CARD: '정지된 카드예요. 다른 카드로 시도해 주세요.',
    EXCEED_MAX_DAILY_PAYMENT_COUNT: '오늘 결제할 수 있는 횟수를 넘었어요.',
    EXCEED_MAX_PAYMENT_AMOUNT: '결제할 수 있는 금액을 넘었어요.',
  }),
);

/** Why the payment did not go through, from the failure address's `code` (null or unknown: the general failure). */
export const paymentFailureText = (code: string | null | undefined) =>
  (code && FAILURES.get(code)) || '결제를 마치지 못했어요.';
