// Kakao/Apple: ask the API for the provider's authorize URL, remember state and redirectUrl,
// then leave for the provider.
import { useState } from 'react';
import { errorMessage, toast } from '@guardian/shared';
import { getAuthorizeUrl, snsRedirectUri, type SnsProvider } from '../api/sns';
import { writeSnsFlow } from '../sns-flow';

export function useStartSns(redirectUrl: string | null) {
  const [pending, setPending] = useState<SnsProvider | null>(null);
  const start = async (kind: SnsProvider) => {
    setPending(kind);
    try {
      const { url, state } = await getAuthorizeUrl(kind, snsRedirectUri(kind));
      writeSnsFlow({ kind, state, redirectUrl });
      window.location.assign(url);
    } catch (e) {
      toast.error(errorMessage(e, '간편 로그인을 시작하지 못했어요. 잠시 후 다시 시도해주세요.'));
      setPending(null);
    }
  };
  return { start, pending };
}
