import { useNavigate } from 'react-router-dom';
import { ErrorState, paths as app } from '@guardian/shared';

/**
 * A booking step whose address names no shop (/online-reservation/abc/…): the same state as a shop that does not
 * exist, with the way on to the other shops, and no request for it.
 */
export function ShopNotFound() {
  const navigate = useNavigate();
  return (
    <ErrorState
      message="매장을 찾을 수 없어요."
      action={{ label: '다른 매장 보기', onClick: () => navigate(app.onlineReservation) }}
    />
  );
}
