// /bye: after account deletion.
import { useNavigate } from 'react-router-dom';
import { Button } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from '../../../components/status-screen.module.css';

export function ByeScreen() {
  const navigate = useNavigate();
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
