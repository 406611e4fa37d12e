// /ai-profile/history: my AI profile orders, newest first, each opening its progress or pictures.
import { Link } from 'react-router-dom';
import {
  Badge,
  LoginPrompt,
  PageHeader,
  QueryState,
  Skeleton,
  formatInstant,
  formatWon,
  href,
  useIsLoggedIn,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { STATUS_LABEL } from '../lib/labels';
import styles from './ai-profile.module.css';
import { GoButton } from './go-button';

export function HistoryScreen() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PageHeader title={paths.aiProfileHistory.title} back />
      <div className={styles.page}>
        {loggedIn ? (
          <Orders />
        ) : (
          <LoginPrompt description="로그인하면 만든 AI 프로필을 여기서 볼 수 있어요. 로그인 후 이 화면으로 돌아와요." />
        )}
      </div>
    </>
  );
}

function Orders() {
  const orders = useOrders();
  return (
    <QueryState
      query={orders}
      errorFallback="주문 내역을 불러오지 못했어요."
      skeleton={
        <div className={styles.form} role="status" aria-busy="true" aria-label="주문 내역을 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} radius={12} />
          ))}
        </div>
      }
      isEmpty={(list) => list.length === 0}
      empty={{
        title: '아직 만든 AI 프로필이 없어요',
        description: '사진 몇 장으로 우리 아이 프로필 사진을 만들어 보세요.',
        action: (
          <GoButton to={paths.aiProfile.path} fullWidth={false}>
            AI 프로필 만들기
          </GoButton>
        ),
      }}
    >
      {(list) => (
        <ul className={styles.history}>
          {list.map((o) => {
            const status = STATUS_LABEL[o.status];
            return (
              <li key={o.orderSeq}>
                <Link to={href('aiProfileById', { id: o.orderSeq })} className={styles.historyItem}>
                  {o.coverUrl ? (
                    // An owner of many orders: a cover loads as its row nears the screen, not all at once.
                    <img
                      className={styles.cover}
                      src={o.coverUrl}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.cover} aria-hidden="true" />
                  )}
                  <span className={styles.historyText}>
                    <strong>
                      {o.petName} · {o.productName}
                    </strong>
                    <span className={styles.muted}>
                      {formatInstant(o.createdAt)} · {formatWon(o.amount)} · {o.pictureCount}장
                    </span>
                  </span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
