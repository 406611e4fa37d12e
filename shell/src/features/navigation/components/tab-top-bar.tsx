// Header of the tab pages: the brand and the chat entry. Chatting has no tab of its own, so
// the spec's "red dot on the chatting tab" (§4) lives on this entry.
import { Link } from 'react-router-dom';
import { authHref, useIsLoggedIn } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useHasUnread } from '../api/get-unread-count';
import { ChatIconSvg } from './tab-icons';
import styles from './tab-top-bar.module.css';

export function TabTopBar() {
  const loggedIn = useIsLoggedIn();
  const hasUnread = useHasUnread();
  return (
    <header className={styles.bar}>
      <span className={styles.brand}>가디언</span>
      <Link
        to={loggedIn ? paths.chatting : authHref(paths.chatting)}
        className={styles.chat}
        aria-label={hasUnread ? '채팅, 읽지 않은 메시지 있음' : '채팅'}
      >
        <ChatIconSvg />
        {hasUnread && <span className={styles.dot} data-testid="chat-unread-dot" />}
      </Link>
    </header>
  );
}
