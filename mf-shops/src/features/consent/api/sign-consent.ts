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

/** Refusals that mean the page shows an old state of the form. */
const STALE_PAGE = new Set(['CONSENT_VERSION_CHANGED', 'CONSENT_ALREADY_SIGNED']);

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
    // The page is behind the server: the shop changed the text while it was being read (load the new version to
    // read and sign instead), or this version was already signed for this pet (in another tab, on another phone):
    // load the form again, which then shows the signed copy rather than a pad that can only be refused again.
    onError: async (error, input) => {
      if (isApiError(error) && STALE_PAGE.has(error.resultCode))
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.consents.form(input.formSeq) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.consents.list() }),
        ]);
    },
  });
}
