import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, authHref } from '@guardian/shared';

export function LoginRequired() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title="로그인이 필요해요"
      description="예약하려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요."
      action={<Button onClick={() => navigate(authHref(pathname + search))}>로그인하기</Button>}
    />
  );
}
