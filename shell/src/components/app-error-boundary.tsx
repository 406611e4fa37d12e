// Last-resort boundary of the root route: something in the shell itself threw.
import { Link, useRouteError } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { paths } from '../config/paths';
import styles from './status-screen.module.css';

export function AppErrorBoundary() {
  const error = useRouteError();
  console.error('[shell] unexpected error', error);
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>문제가 생겼어요</h1>
      <p className={styles.body}>일시적인 오류일 수 있어요. 다시 시도하거나 처음 화면으로 돌아가주세요.</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>다시 시도</Button>
        <Link className={styles.link} to={paths.home} reloadDocument>
          처음으로
        </Link>
      </div>
    </section>
  );
}
