// Shown by `*` when the remote that owns this path failed to load. Retry forgets the failure,
// re-registers the remote and navigates to the same location, without a page reload; offline, it does so by
// itself once the connection returns.
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenFailed } from './screen-failed';

export function RemoteUnavailable({ onReset }: { onReset: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const retry = () => {
    onReset();
    navigate(location.pathname + location.search + location.hash, { replace: true });
  };
  return (
    <ScreenFailed
      onlineText="네트워크 상태를 확인한 뒤 다시 시도해 주세요. 다른 탭은 그대로 이용할 수 있어요."
      retry={retry}
    />
  );
}
