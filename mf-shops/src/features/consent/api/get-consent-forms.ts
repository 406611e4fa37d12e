// GET /v2/consent/forms: the forms of my shops with 서명 필요 / 서명 완료 / 다시 서명 필요 (the read is shared with
// booking, in the app's src/api).
import { useQuery } from '@tanstack/react-query';
import { consentFormsQueryOptions } from '../../../api/consent-forms';

export const useConsentForms = () => useQuery(consentFormsQueryOptions());
