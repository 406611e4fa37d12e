// /auth: login landing. Every way in keeps the redirectUrl that brought the user here; someone
// already logged in goes straight on to it.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { paths, shellHref } from '../../../config/paths';
import { useArrivedLoggedIn } from '../hooks/use-arrived-logged-in';
import { LeaveLoggedIn } from '../components/leave-logged-in';
import { PawLogo } from '../components/paw-logo';
import { SnsButtons } from '../components/sns-buttons';
import styles from '../components/auth-page.module.css';

export function AuthLanding() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('redirectUrl');
  const navigate = useNavigate();
  const arrivedLoggedIn = useArrivedLoggedIn();
  if (arrivedLoggedIn) return <LeaveLoggedIn redirectUrl={redirectUrl} />;
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={styles.logo}>
          <PawLogo />
        </span>
        <h1 className={styles.brand}>가디언</h1>
        <p className={styles.tagline}>
          미용·호텔·유치원 예약부터 알림장까지
          <br />
          우리 아이 케어를 한곳에서
        </p>
      </section>
      <div className={styles.actions}>
        <SnsButtons redirectUrl={redirectUrl} />
        <div className={styles.divider}>또는</div>
        <Button variant="secondary" onClick={() => navigate(shellHref.authEmail('login', redirectUrl))}>
          이메일로 로그인
        </Button>
      </div>
      <p className={styles.footer}>
        아직 회원이 아니신가요?
        <Link className={styles.textLink} to={shellHref.authEmail('signup', redirectUrl)}>
          회원가입
        </Link>
      </p>
      <p className={styles.footer}>
        <Link className={styles.textLink} to={paths.home}>
          둘러보기
        </Link>
      </p>
    </div>
  );
}
