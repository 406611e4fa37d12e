// Header of the tab pages: the brand and the chat entry. Chatting has no tab of its own, so
// the spec's "red dot on the chatting tab" (§4) lives on this entry. Like a tab, touching or
// hovering it announces the intent so mf-chatting can load before the click lands.
import { Link } from 'react-router-dom';
import { authHref, useIsLoggedIn } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useHasUnread } from '../api/get-unread-count';
import { ChatIconSvg } from './tab-icons';
import styles from './tab-top-bar.module.css';

export function TabTopBar({ onIntent }: { onIntent?: (to: string) => void }) {
  const loggedIn = useIsLoggedIn();
  const hasUnread = useHasUnread();
  const to = loggedIn ? paths.chatting : authHref(paths.chatting);
  return (
    <header className={styles.bar}>
      <span className={styles.brand}>가디언</span>
      <Link
        to={to}
        onPointerDown={() => onIntent?.(to)}
        onTouchStart={() => onIntent?.(to)}
        onMouseEnter={() => onIntent?.(to)}
        onFocus={() => onIntent?.(to)}
        className={styles.chat}
        aria-label={hasUnread ? '채팅, 읽지 않은 메시지 있음' : '채팅'}
      >
        <ChatIconSvg />
        {hasUnread && <span className={styles.dot} data-testid="chat-unread-dot" />}
      </Link>
    </header>
  );
}
