// The 글쓰기 buttons (feed, empty search results): logged out, they explain that writing needs an account and
// offer the login page, which comes back to the editor (what was tapped for), not to the list it was tapped on.
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useRequireLogin } from './use-require-login';

export function useStartWriting() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  return async () => {
    if (await requireLogin('글은 로그인한 뒤에 쓸 수 있어요.', () => paths.write)) navigate(paths.write);
  };
}
