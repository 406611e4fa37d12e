// /auth/email: 로그인 | 회원가입 tabs, and 비밀번호 변경 as a sub-view (?mode=password). Someone
// already logged in skips 로그인 and 회원가입 for the redirectUrl; 비밀번호 변경 stays open to them
// (설정's 비밀번호 변경), and changing their own password ends their session here too.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader, useCurrentShopStore, useSessionStore } from '@guardian/shared';
import { shellHref, type EmailAuthMode } from '../../../config/paths';
import { useArrivedLoggedIn } from '../hooks/use-arrived-logged-in';
import { LeaveLoggedIn } from '../components/leave-logged-in';
import { LoginForm } from '../components/login-form';
import { PasswordChangeForm } from '../components/password-change-form';
import { SignupForm } from '../components/signup-form';
import styles from '../components/auth-page.module.css';

function readMode(value: string | null): EmailAuthMode {
  return value === 'signup' || value === 'password' ? value : 'login';
}

export function AuthEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = readMode(params.get('mode'));
  const redirectUrl = params.get('redirectUrl');
  const queryClient = useQueryClient();
  const arrivedLoggedIn = useArrivedLoggedIn();
  // The session this page was opened with ended here (its own password changed): 로그인 asks for the new one.
  const [signedOutHere, setSignedOutHere] = useState(false);
  const signedInEmail = useSessionStore((s) => s.user?.userId);
  // A tab once opened stays mounted (hidden) while the other shows, so a tap on 로그인 in the middle
  // of 회원가입 and back again finds the form as it was left.
  const [opened, setOpened] = useState<ReadonlySet<EmailAuthMode>>(() => new Set([mode]));
  if (!opened.has(mode)) setOpened(new Set(opened).add(mode));

  if (mode === 'password') {
    return (
      <>
        <PageHeader title="비밀번호 변경" back />
        <div className={styles.body}>
          <p className={styles.lead}>
            가입한 이메일과 휴대폰 번호로
            <br />
            본인 확인 후 변경할 수 있어요
          </p>
          <PasswordChangeForm
            userId={signedInEmail}
            onDone={(userId) => {
              // The server revoked every session of that account. Kept here, the person went on into the app as
              // if logged in, until the first save answered 401 with "정상적인 접근이 아닙니다".
              const session = useSessionStore.getState();
              const own = session.user === null || session.user.userId.toLowerCase() === userId.toLowerCase();
              if (session.token !== null && own) {
                session.clear();
                useCurrentShopStore.getState().clear();
                queryClient.clear();
                setSignedOutHere(true);
              }
              navigate(shellHref.authEmail('login', redirectUrl), { replace: true });
            }}
          />
        </div>
      </>
    );
  }

  if (arrivedLoggedIn && !signedOutHere) return <LeaveLoggedIn redirectUrl={redirectUrl} />;

  const tab = (m: EmailAuthMode, label: string) => (
    <Link
      to={shellHref.authEmail(m, redirectUrl)}
      replace
      role="tab"
      aria-selected={mode === m}
      className={mode === m ? `${styles.tab} ${styles.tabActive}` : styles.tab}
    >
      {label}
    </Link>
  );

  return (
    <>
      <PageHeader title={mode === 'signup' ? '회원가입' : '이메일 로그인'} back />
      <div className={styles.body}>
        <div className={styles.tabs} role="tablist">
          {tab('login', '로그인')}
          {tab('signup', '회원가입')}
        </div>
        {opened.has('login') && (
          <div role="tabpanel" aria-label="로그인" hidden={mode !== 'login'}>
            <LoginForm redirectUrl={redirectUrl} />
            <p className={styles.below}>
              <Link className={styles.textLink} to={shellHref.authEmail('password', redirectUrl)}>
                비밀번호를 잊으셨나요?
              </Link>
            </p>
          </div>
        )}
        {opened.has('signup') && (
          <div role="tabpanel" aria-label="회원가입" hidden={mode !== 'signup'}>
            <SignupForm redirectUrl={redirectUrl} shown={mode === 'signup'} />
          </div>
        )}
      </div>
    </>
  );
}
