/**
 * `x-normalise-text: true` on a string schema: Ajv trims the value and normalises it to NFC before the
 * length and pattern checks, and the handler receives it that way. A rule therefore measures the text that
 * is stored (a padded or decomposed nickname cannot pass at sign-up and fail at the next profile edit).
 * The `x-` prefix keeps the keyword a valid OpenAPI extension in the served document.
 */
import type { Plugin } from 'ajv';

export const NORMALISE_TEXT = 'x-normalise-text';

export const normaliseText = (text: string) => text.trim().normalize('NFC');

/** Ajv plugin for Fastify's `ajv.plugins`. */
export const normaliseTextKeyword: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({
    keyword: NORMALISE_TEXT,
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    // The string rules run in order maxLength, minLength, pattern, format: normalise before all of them.
    before: 'maxLength',
    validate: (enabled: boolean, data: string, _parentSchema, ctx) => {
      if (enabled && ctx?.parentData && ctx.parentDataProperty !== undefined)
        ctx.parentData[ctx.parentDataProperty] = normaliseText(data);
      return true;
    },
  });
