import { z } from 'zod';
import { FIELD_RULES, checkField } from '@guardian/shared/forms';

export const profileSchema = z.object({
  // The same rule as sign-up (and PUT /v2/me): a nickname accepted at sign-up can always be kept.
  nickname: z
    .string()
    .superRefine((value, ctx) => {
      const message = checkField(FIELD_RULES.nickname, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(FIELD_RULES.nickname.normalise),
});

export type ProfileForm = z.infer<typeof profileSchema>;
