import { z } from 'zod';
import { charCount } from '@guardian/shared';
import { tooLongMessage } from '@guardian/shared/forms';

export const OTHER_REASON = '기타';

export const WITHDRAW_REASONS = [
  '자주 이용하지 않아요',
  '다니던 매장을 더 이상 이용하지 않아요',
  '원하는 기능이 없어요',
  '이용이 불편하거나 오류가 많아요',
  '개인정보가 걱정돼요',
  OTHER_REASON,
] as const;

/** The API keeps a reason of up to 500 characters (DELETE /v2/user?reason=, deleteAccountQuery). */
const REASON_MAX = 500;
/** 기타's own words go after '기타: ' (reasonText): as many as the API then takes. */
const DETAIL_MAX = REASON_MAX - charCount(`${OTHER_REASON}: `);

/**
 * 기타's words are counted as the API counts them (charCount: an emoji is one) and, past the limit, kept as typed while
 * the box says how much to cut (tooLongMessage, as every long text box): 다음 goes no further till then. A `.max()`
 * counted an emoji as two, and a `maxlength` cut a paste without a word.
 */
export const withdrawSchema = z
  .object({
    reason: z.string().min(1, '탈퇴 사유를 골라 주세요.'),
    detail: z
      .string()
      .superRefine((detail, ctx) => {
        const message = tooLongMessage('사유는', detail, DETAIL_MAX);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .trim(),
  })
  .refine((v) => v.reason !== OTHER_REASON || v.detail.length > 0, {
    path: ['detail'],
    message: '사유를 입력해 주세요.',
  });

export type WithdrawForm = z.infer<typeof withdrawSchema>;

/** What the server records: the picked reason, or the person's own words for 기타. */
export const reasonText = (form: WithdrawForm) =>
  form.reason === OTHER_REASON ? `${OTHER_REASON}: ${form.detail.trim()}` : form.reason;
