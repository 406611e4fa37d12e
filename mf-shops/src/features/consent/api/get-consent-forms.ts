// GET /v2/consent/forms: the forms of my shops with 서명 필요 / 서명 완료 / 다시 서명 필요.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { ConsentFormSummary } from './types';

export const getConsentForms = () => apiGet<ConsentFormSummary[]>('/v2/consent/forms');

export const consentFormsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.consents.list(), queryFn: getConsentForms });

export const useConsentForms = () => useQuery(consentFormsQueryOptions());
