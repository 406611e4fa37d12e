// /error: generic error page other screens can send the user to.
import { useNavigate } from 'react-router-dom';
import { Button, useGoBack } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from '../../../components/status-screen.module.css';

export function ErrorScreen() {
  const navigate = useNavigate();
  // Back to the page that failed; opened as the first page (a link, the native app), there is none
  // behind and history.back() would do nothing, so home instead.
  const retry = useGoBack(paths.home);
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>일시적인 오류가 발생했어요</h1>
      <p className={styles.body}>잠시 후 다시 시도해 주세요. 문제가 계속되면 앱을 다시 실행해 주세요.</p>
      <div className={styles.actions}>
        <Button onClick={retry}>다시 시도</Button>
        <Button variant="text" onClick={() => navigate(paths.home, { replace: true })}>
          홈으로
        </Button>
      </div>
    </section>
  );
}
