// Formatting shared by the money screens.
import { formatSeoulDate } from '@guardian/shared';

/** '2027.05.24까지' */
export const untilText = (iso: string) => `${formatSeoulDate(iso)}까지`;

/** The gateway's failure codes the payer may see, in words (the gateway's own message is shown when it sends one). */
const FAILURES: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소했어요.',
  PAY_PROCESS_ABORTED: '결제가 중단되었어요.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해주세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했어요.',
};

export const failureText = (code: string | null, message: string | null) =>
  message?.trim() || (code && FAILURES[code]) || '결제에 실패했어요.';
