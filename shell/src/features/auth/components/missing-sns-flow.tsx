import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from '../../../components/status-screen.module.css';

/** /auth/sns opened without a pending social sign-up (e.g. a reload in another tab). */
export function MissingSnsFlow() {
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>가입 정보가 없어요</h1>
      <p className={styles.body}>간편 로그인을 처음부터 다시 진행해주세요.</p>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={paths.auth} replace>
          로그인 화면으로
        </Link>
      </div>
    </section>
  );
}
