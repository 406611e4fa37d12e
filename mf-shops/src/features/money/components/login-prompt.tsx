import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, authHref } from '@guardian/shared';

/** For the public-layout pages whose data needs the owner's session (/coupon/{id}, /deposit/{id}). */
export function LoginPrompt({ what }: { what: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title="로그인이 필요해요"
      description={`${what}을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.`}
      action={<Button onClick={() => navigate(authHref(pathname + search))}>로그인하기</Button>}
    />
  );
}
