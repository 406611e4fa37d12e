import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from '../../../components/status-screen.module.css';
import primaryLink from '../../../components/status-primary-link.module.css';

/**
 * /auth/sns opened without a pending social sign-up (e.g. a reload in another tab), or `expired`: the API refused
 * the sign-up's snsToken (it lasts 30 minutes), so only a new social login can go on.
 */
export function MissingSnsFlow({ expired = false }: { expired?: boolean }) {
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>{expired ? '가입 정보가 만료됐어요' : '가입 정보가 없어요'}</h1>
      <p className={styles.body}>간편 로그인을 처음부터 다시 진행해 주세요.</p>
      <div className={styles.actions}>
        <Link className={primaryLink.primaryLink} to={paths.auth} replace>
          로그인 화면으로
        </Link>
      </div>
    </section>
  );
}
