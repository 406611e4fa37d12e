// A login page opened by someone already logged in moves on. Reached again through history (the
// entry showed this login page before the login finished), going forward to redirectUrl once more, in
// this entry's place, would make 뒤로 on the page after the login look dead: it goes on back, to the
// page before the login. Any other arrival (a saved /auth?redirectUrl= link, the native app's login
// entry, 로그인 tapped while logged in) goes to redirectUrl. A login that came back here to hand this
// entry over (useCompleteLogin, opened at a login-only page) goes to its page, in this entry's place.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGoBack } from '@guardian/shared';
import { safeRedirect } from '../../../config/paths';
import { takeLanding, wasLoginPage } from '../login-pages';

export function LeaveLoggedIn({ redirectUrl }: { redirectUrl: string | null | undefined }) {
  const [landing] = useState(takeLanding);
  const target = landing ?? safeRedirect(redirectUrl);
  const { key } = useLocation();
  const [cameBack] = useState(() => landing === null && wasLoginPage(key));
  // Nothing of this app behind (the page the app was opened at): to redirectUrl, in this entry's place.
  const goBack = useGoBack(target);
  const left = useRef(false);
  useEffect(() => {
    if (!cameBack || left.current) return;
    left.current = true;
    goBack();
  }, [cameBack, goBack]);
  return cameBack ? null : <Navigate to={target} replace />;
}
