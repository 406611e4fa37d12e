// Types of the consent calls, taken from the OpenAPI document the API serves (schema.gen.ts), so a
// change of the API shows up here as a type error.
import type { ApiGet } from '@guardian/shared';

/** GET /v2/consent/forms: a form of one of my shops, with its state per pet. */
export type ConsentFormSummary = ApiGet<'/v2/consent/forms'>[number];
export type ConsentState = ConsentFormSummary['state'];
export type ConsentTarget = ConsentFormSummary['targets'][number];
/** GET /v2/consent/forms/{id}: the same with the text to read. */
export type ConsentForm = ApiGet<'/v2/consent/forms/{id}'>;
/** GET /v2/consent/signatures/{id}: a signed copy. */
export type Signature = ApiGet<'/v2/consent/signatures/{id}'>;
