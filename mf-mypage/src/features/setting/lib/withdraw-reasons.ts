import { z } from 'zod';

export const OTHER_REASON = '기타';

export const WITHDRAW_REASONS = [
  '자주 이용하지 않아요',
  '다니던 매장을 더 이상 이용하지 않아요',
  '원하는 기능이 없어요',
  '이용이 불편하거나 오류가 많아요',
  '개인정보가 걱정돼요',
  OTHER_REASON,
] as const;

export const withdrawSchema = z
  .object({
    reason: z.string().min(1, '탈퇴 사유를 골라 주세요.'),
    detail: z.string().trim().max(200, '200자까지 쓸 수 있어요.'),
  })
  .refine((v) => v.reason !== OTHER_REASON || v.detail.length > 0, {
    path: ['detail'],
    message: '사유를 입력해 주세요.',
  });

export type WithdrawForm = z.infer<typeof withdrawSchema>;

/** What the server records: the picked reason, or the person's own words for 기타. */
export const reasonText = (form: WithdrawForm) =>
  form.reason === OTHER_REASON ? `${OTHER_REASON}: ${form.detail.trim()}` : form.reason;
