import { errorMessage, isRetryable } from '../../api/api-error';
import { MESSAGES } from '../../constants/messages';
import { Button } from '../button/button';
import styles from '../state/state.module.css';

export interface ErrorStateProps {
  /** What failed. Its Korean message is shown unless `message` is given, and 다시 시도 only when asking again can help. */
  error?: unknown;
  /** The text to show instead of the error's own. */
  message?: string;
  /** Shown when `error` carries no Korean message of its own. */
  fallback?: string;
  /** 다시 시도: offered unless `error` is one a retry cannot change (a 404, a 403: see isRetryable). */
  onRetry?: () => void;
  /** The way on, named for where it goes (커뮤니티로): for failures a retry cannot mend. */
  action?: { label: string; onClick: () => void };
}

export function ErrorState({ error, message, fallback, onRetry, action }: ErrorStateProps) {
  const text =
    message ?? (error === undefined ? (fallback ?? MESSAGES.LOAD_FAILED) : errorMessage(error, fallback));
  const retry = onRetry && (error === undefined || isRetryable(error)) ? onRetry : undefined;
  return (
    <section className={styles.state} role="alert">
      <p className={styles.title}>{text}</p>
      {retry || action ? (
        <div className={styles.action}>
          {retry ? (
            <Button variant="tertiary" fullWidth={false} onClick={retry}>
              {MESSAGES.RETRY}
            </Button>
          ) : null}
          {action ? (
            <Button variant="tertiary" fullWidth={false} onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
