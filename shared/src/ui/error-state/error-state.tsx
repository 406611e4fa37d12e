import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, isRetryable, isUnauthorized } from '../../api/api-error';
import { MESSAGES } from '../../constants/messages';
import { authHref } from '../../routing/paths';
import { Button } from '../button/button';
import styles from '../state/state.module.css';

export interface ErrorStateProps {
  /** What failed. Its Korean message is shown unless `message` is given, and 다시 시도 only when asking again can help. */
  error?: unknown;
  /** The text to show instead of the error's own. */
  message?: string;
  /** Shown when `error` carries no Korean message of its own. */
  fallback?: string;
  /**
   * 다시 시도: offered unless `error` is one a retry cannot change (a 404, a 403: see isRetryable). A 401
   * offers 로그인하기 instead, back to this page after logging in.
   */
  onRetry?: () => void;
  /** The way on, named for where it goes (커뮤니티로): for failures a retry cannot mend. */
  action?: { label: string; onClick: () => void };
}

export function ErrorState({ error, message, fallback, onRetry, action }: ErrorStateProps) {
  const text =
    message ?? (error === undefined ? (fallback ?? MESSAGES.LOAD_FAILED) : errorMessage(error, fallback));
  const retry = onRetry && (error === undefined || isRetryable(error)) ? onRetry : undefined;
  const login = isUnauthorized(error);
  return (
    <section className={styles.state} role="alert">
      <p className={styles.title}>{text}</p>
      {retry || action || login ? (
        <div className={styles.action}>
          {retry ? (
            <Button variant="tertiary" fullWidth={false} onClick={retry}>
              {MESSAGES.RETRY}
            </Button>
          ) : null}
          {login ? <LoginButton /> : null}
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

/** Only rendered for a 401, so an ErrorState needs a router only when it leads to the login page. */
function LoginButton() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Button variant="tertiary" fullWidth={false} onClick={() => navigate(authHref(pathname + search))}>
      {MESSAGES.LOGIN}
    </Button>
  );
}
