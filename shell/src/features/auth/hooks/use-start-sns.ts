// Kakao/Apple: ask the API for the provider's authorize URL, remember state and redirectUrl,
// then leave for the provider.
import { useEffect, useState } from 'react';
import { toastError } from '@guardian/shared';
import { getAuthorizeUrl, snsRedirectUri, type SnsProvider } from '../api/sns';
import { writeSnsFlow } from '../sns-flow';

export function useStartSns(redirectUrl: string | null) {
  const [pending, setPending] = useState<SnsProvider | null>(null);
  // 뒤로 from the provider's page restores this page from the back-forward cache as it was left,
  // "카카오로 이동 중…" and every button disabled: it is back, so nothing is under way any more.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const start = async (kind: SnsProvider) => {
    setPending(kind);
    try {
      const { url, state } = await getAuthorizeUrl(kind, snsRedirectUri(kind));
      writeSnsFlow({ kind, state, redirectUrl });
      window.location.assign(url);
    } catch (e) {
      toastError(e, '간편 로그인을 시작하지 못했어요. 잠시 후 다시 시도해주세요.');
      setPending(null);
    }
  };
  return { start, pending };
}
