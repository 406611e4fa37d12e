// The sign-up and password forms' zod schemas, built from the shared field rules so every form
// (and the API, see shared/src/validation/cases.json) agrees on what a valid value is.
import { z } from 'zod';
import { FIELD_RULES, checkField, type FieldRule } from '@guardian/shared/forms';

/** A zod string checked by a shared rule; the parsed value is what the API receives. */
const fromRule = (rule: FieldRule) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const message = checkField(rule, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(rule.normalise);

export const emailSchema = fromRule(FIELD_RULES.email);
export const passwordSchema = fromRule(FIELD_RULES.password);
export const nicknameSchema = fromRule(FIELD_RULES.nickname);
// The phone and its SMS code are checked by the form kit's PhoneCertification (shared/src/forms).
