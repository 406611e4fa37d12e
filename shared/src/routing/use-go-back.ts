import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../session/session-store';
import { hasAppHistory, parentPath } from './parent-path';

/**
 * 뒤로 (a header's back, a viewer's 닫기): history back when a page of this app is behind, else the nearest page
 * above this one (or `fallback`), in its place, so a page opened by a shared link or a push never leaves the app.
 */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  return () => {
    if (hasAppHistory(key)) void navigate(-1);
    else
      void navigate(fallback ?? parentPath(pathname, useSessionStore.getState().token !== null), {
        replace: true,
      });
  };
}
