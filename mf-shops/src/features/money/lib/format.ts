// Formatting shared by the money screens.
import { formatSeoulDate } from '@guardian/shared';

/** '2027.05.24까지' */
export const untilText = (iso: string) => `${formatSeoulDate(iso)}까지`;

/**
 * The gateway's failure codes the payer may see, in our words. The failure address's `message` is never shown: anyone
 * can write one into a link to this page (an "account changed" line above the deposit's real account, say), so a code
 * we do not know reads as the general failure.
 */
const FAILURES: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소했어요.',
  USER_CANCEL: '결제를 취소했어요.',
  PAY_PROCESS_ABORTED: '결제가 중단되었어요.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해주세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했어요.',
  INVALID_CARD_EXPIRATION: '카드 유효기간이 지났어요.',
  INVALID_STOPPED_CARD: '정지된 카드예요. 다른 카드로 결제해주세요.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '오늘 결제할 수 있는 횟수를 넘었어요.',
  EXCEED_MAX_PAYMENT_AMOUNT: '결제할 수 있는 금액을 넘었어요.',
};

export const failureText = (code: string | null) => (code && FAILURES[code]) || '결제에 실패했어요.';
