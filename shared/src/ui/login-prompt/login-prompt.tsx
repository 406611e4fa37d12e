import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../constants/messages';
import { authHref } from '../../routing/paths';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';

/**
 * What a guest sees on a screen whose data needs the owner's session, instead of the API's 401 message: 로그인하기
 * goes to /auth and, after logging in, back to this very address (path and query).
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
