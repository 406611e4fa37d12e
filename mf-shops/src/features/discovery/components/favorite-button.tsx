// The heart on a shop. Logged out, it explains and offers the login page (then comes back).
import { authHref, dialog, useIsLoggedIn } from '@guardian/shared';
import { useOneAtATime } from '@guardian/shared/forms';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToggleFavorite } from '../api/toggle-favorite';
import styles from './favorite-button.module.css';

export function FavoriteButton({
  shopId,
  isFavorite,
  shopName,
}: {
  shopId: number;
  isFavorite: boolean;
  shopName: string;
}) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toggle = useToggleFavorite();
  // One change at a time (useOneAtATime: a double tap lands before the heart is busy, and sent it twice).
  const [saving, once] = useOneAtATime();
  // While it saves, the heart shows what was asked: on a weak signal the answer takes seconds, and a heart left as it
  // was looked like a tap that missed. A refusal puts it back (the mutation says why).
  const shown = toggle.isPending ? toggle.variables.favorite : isFavorite;

  const onClick = async () => {
    if (!loggedIn) {
      const go = await dialog.confirm({
        text: '로그인이 필요해요',
        subText: '관심 매장은 로그인한 뒤에 저장할 수 있어요.',
        confirmText: '로그인하기',
      });
      if (go) navigate(authHref(pathname + search));
      return;
    }
    void once(() =>
      toggle.mutateAsync({ shopId, favorite: !isFavorite }).then(
        () => undefined,
        () => undefined, // said by the mutation's onError
      ),
    );
  };

  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={shown}
      aria-label={`${shopName} 관심 매장${shown ? ' 해제' : ' 추가'}`}
      disabled={saving}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
          fill={shown ? 'var(--color-accent)' : 'none'}
          stroke={shown ? 'var(--color-accent)' : 'var(--color-text-tertiary)'}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
