// Kakao/Apple: ask the API for the provider's authorize URL, remember state and redirectUrl,
// then leave for the provider.
import { useEffect, useRef, useState } from 'react';
import { toastError } from '@guardian/shared';
import { getAuthorizeUrl, snsRedirectUri, type SnsProvider } from '../api/sns';
import { writeSnsFlow } from '../sns-flow';

export function useStartSns(redirectUrl: string | null) {
  const [pending, setPending] = useState<SnsProvider | null>(null);
  // One start at a time, held in a ref (a double tap lands before the buttons are drawn disabled): a second start
  // asked for a second state and stored it over the first, and the provider's page, opened with the first, came
  // back to a login that refused it. (Not shared's useOneAtATime: its form kit is no part of this page's load.)
  const starting = useRef(false);
  // 뒤로 from the provider's page restores this page from the back-forward cache as it was left,
  // "카카오로 이동 중…" and every button disabled: it is back, so nothing is under way any more.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      starting.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const start = async (kind: SnsProvider) => {
    if (starting.current) return;
    starting.current = true;
    setPending(kind);
    try {
      const { url, state } = await getAuthorizeUrl(kind, snsRedirectUri(kind));
      writeSnsFlow({ kind, state, redirectUrl });
      window.location.assign(url);
    } catch (e) {
      toastError(e, '간편 로그인을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.');
      starting.current = false;
      setPending(null);
    }
  };
  return { start, pending };
}
