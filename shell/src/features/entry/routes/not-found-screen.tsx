// /not-found: where `*` sends paths that no app owns.
import { useNavigate } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from '../../../components/status-screen.module.css';

export function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>페이지를 찾을 수 없어요</h1>
      <p className={styles.body}>주소가 바뀌었거나 삭제된 페이지예요.</p>
      <div className={styles.actions}>
        <Button onClick={() => navigate(paths.home, { replace: true })}>홈으로</Button>
      </div>
    </section>
  );
}
