// GET /v2/consent/forms: how many forms of my shops (linked or booked with) wait on my signature, for 마이페이지's
// 동의서 row. The same read under the same key as 동의서's list (mf-shops), so each fills the other's cache, and a
// signature (which refreshes that list) is counted here too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type ConsentForms = ApiGet<'/v2/consent/forms'>;

const getConsentForms = () => apiGet<ConsentForms>('/v2/consent/forms');

const consentFormsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.consents.list(),
    queryFn: getConsentForms,
    // As 동의서's list: a form the shop adds while the app is away is counted when it is back.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

/** The number of forms with 서명 필요 or 다시 서명 필요 (undefined until it is known). */
export const useConsentsToSignCount = () =>
  useQuery({
    ...consentFormsQueryOptions(),
    select: (forms) => forms.filter((f) => f.state !== 'SIGNED').length,
  }).data;
