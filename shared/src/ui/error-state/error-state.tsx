import { MESSAGES } from '../../constants/messages';
import { Button } from '../button/button';
import styles from '../state/state.module.css';

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ message = MESSAGES.LOAD_FAILED, onRetry }: ErrorStateProps) {
  return (
    <section className={styles.state} role="alert">
      <p className={styles.title}>{message}</p>
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="tertiary" fullWidth={false} onClick={onRetry}>
            {MESSAGES.RETRY}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
