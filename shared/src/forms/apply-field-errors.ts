// The API answers an invalid body with VALIDATION_ERROR and data.fields [{ field, message }]
// (field is a dotted path, e.g. 'nickname' or 'pets.0.name'); this puts those messages under the
// inputs they belong to instead of one vague form-level error.
import { isApiError } from '@guardian/shared';

/** The part of react-hook-form's `setError` used here (shared does not depend on react-hook-form). */
export type SetFieldError<N extends string> = (
  name: N,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Sets each API field error on the form field it names and returns whether any was set; when it
 * returns false the caller shows the error's message at form level (FormError).
 * `fields`: the form's fields the API may name, as a list (same names) or as a map from the
 * API's field path to the form's field (e.g. `{ userId: 'email' }`). Unknown paths are skipped,
 * so an error never lands on a field the person cannot see.
 */
export function applyFieldErrors<N extends string>(
  error: unknown,
  setError: SetFieldError<N>,
  fields: readonly N[] | Readonly<Record<string, N>>,
): boolean {
  if (!isApiError(error) || error.resultCode !== 'VALIDATION_ERROR' || !error.fields?.length) return false;
  const target = (path: string): N | undefined =>
    Array.isArray(fields)
      ? (fields as readonly N[]).find((f) => f === path)
      : (fields as Readonly<Record<string, N>>)[path];
  const done = new Set<N>();
  for (const { field, message } of error.fields) {
    const name = target(field);
    if (name === undefined || done.has(name)) continue;
    // Focus the first invalid field only, so the keyboard lands where the fix is needed.
    setError(name, { type: 'server', message }, { shouldFocus: done.size === 0 });
    done.add(name);
  }
  return done.size > 0;
}
