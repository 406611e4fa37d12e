// GET /v2/consent/forms: the forms of my shops (linked or booked with), each with its state per pet. 동의서 lists them;
// a booking still 요청 names the ones its shop waits on (booking/lib/forms-to-sign.ts); the home counts the ones to
// sign. One key, so a signature refreshes all.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

export type ConsentForms = ApiGet<'/v2/consent/forms'>;

const getConsentForms = () => apiGet<ConsentForms>('/v2/consent/forms');

export const consentFormsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.consents.list(),
    queryFn: getConsentForms,
    // A form the shop adds or changes (다시 서명 필요) while the app is away shows when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });
