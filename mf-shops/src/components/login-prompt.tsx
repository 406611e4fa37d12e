import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, MESSAGES, authHref } from '@guardian/shared';

/**
 * The empty state of a screen whose data needs the owner's session: 로그인하기 goes to /auth and, after logging
 * in, back to this very address (path and query).
 */
export function LoginPrompt({ description }: { description: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title="로그인이 필요해요"
      description={description}
      action={<Button onClick={() => navigate(authHref(pathname + search))}>{MESSAGES.LOGIN}</Button>}
    />
  );
}
