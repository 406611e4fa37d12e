// /bye: after account deletion. Shown in the place of the last page behind the account's pages that anyone can open
// (leave-account-behind.ts), so the phone's back leaves it for that page, not for 마이페이지's login.
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router-dom';
import { Button, useIsLoggedIn } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { leaveAccountPagesBehind } from '../lib/leave-account-behind';
import styles from '../../../components/status-screen.module.css';

export function ByeScreen() {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // Logged in, the pages behind are this person's own (the address opened by hand): they stay.
  const loggedIn = useIsLoggedIn();
  const stepped = useRef(false);
  useEffect(() => {
    if (stepped.current || loggedIn || !router) return;
    stepped.current = true;
    void leaveAccountPagesBehind(router);
  }, [router, loggedIn]);
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>탈퇴가 완료되었어요</h1>
      <p className={styles.body}>
        그동안 가디언을 이용해 주셔서 감사합니다.
        <br />
        언제든 다시 찾아 주세요.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => navigate(paths.home, { replace: true })}>처음으로</Button>
      </div>
    </section>
  );
}
