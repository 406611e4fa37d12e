// POST /v2/consent/forms/{id}/sign: signs the version read, for one pet (or once per owner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, isApiError, queryKeys } from '@guardian/shared';
import type { Signature } from './types';

export interface SignInput {
  formSeq: number;
  petSeq: number | null;
  version: number;
  /** The pad's PNG data URL. */
  signature: string;
}

export const signConsent = ({ formSeq, ...body }: SignInput) =>
  apiPost<Signature>(`/v2/consent/forms/${formSeq}/sign`, body);

export function useSignConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signConsent,
    onSuccess: async (signed) => {
      queryClient.setQueryData(queryKeys.consents.signature(signed.signatureSeq), signed);
      await queryClient.invalidateQueries({ queryKey: queryKeys.consents.list() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.consents.form(signed.formSeq) });
    },
    // The shop changed the text while it was being read: load the new version to read (and sign) instead.
    onError: async (error, input) => {
      if (isApiError(error) && error.resultCode === 'CONSENT_VERSION_CHANGED')
        await queryClient.invalidateQueries({ queryKey: queryKeys.consents.form(input.formSeq) });
    },
  });
}
