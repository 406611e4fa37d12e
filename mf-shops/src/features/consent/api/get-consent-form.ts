// GET /v2/consent/forms/{id}: the text to read and each pet's state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { ConsentForm } from './types';

export const getConsentForm = (formSeq: number) => apiGet<ConsentForm>(`/v2/consent/forms/${formSeq}`);

export const consentFormQueryOptions = (formSeq: number) =>
  queryOptions({ queryKey: queryKeys.consents.form(formSeq), queryFn: () => getConsentForm(formSeq) });

export const useConsentForm = (formSeq: number) =>
  useQuery({ ...consentFormQueryOptions(formSeq), enabled: formSeq > 0 });
